// GET /api/current-user/ – who is signed in; also issues the csrftoken cookie for this session
import { NextResponse } from "next/server";
import { route } from "@/lib/infra/api/handler";
import { ensureCsrfCookie } from "@/lib/infra/api/csrf";
import { getCurrentUserView } from "@/lib/auth/current-user";
import { rememberLocale } from "@/lib/notifications/locale";

export const dynamic = "force-dynamic";

export const GET = route({ auth: "optional" }, async (req, { session }) => {
  // the language of the user's alert e-mails follows the language of the pages they use
  if (session) await rememberLocale(session.user.id, req);
  const res = NextResponse.json(await getCurrentUserView(session));
  ensureCsrfCookie(req, res, session?.id ?? null);
  res.headers.set("cache-control", "private, no-store");
  return res;
});
