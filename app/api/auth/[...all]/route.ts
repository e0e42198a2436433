// /api/auth/* – better-auth's own endpoints (sign-up, sign-in, e-mail verification, password reset)
import { toNextJsHandler } from "better-auth/next-js";
import { getAuth } from "@/lib/auth/auth";
import { migrateDb } from "@/lib/db/migrate";

export const dynamic = "force-dynamic";

export const { GET, POST } = toNextJsHandler(async (req: Request) => {
  await migrateDb();
  return getAuth().handler(req);
});
