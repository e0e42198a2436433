// POST /api/logout/ – ends this session and clears its cookies
import { NextResponse } from "next/server";
import { route } from "@/lib/infra/api/handler";
import { ensureCsrfCookie } from "@/lib/infra/api/csrf";
import { signOut } from "@/lib/auth/sign-out";

export const dynamic = "force-dynamic";

export const POST = route({ auth: "optional" }, async (req) => {
  const setCookie = await signOut(req.headers);
  const res = NextResponse.json({ success: true });
  for (const c of setCookie) res.headers.append("set-cookie", c);
  ensureCsrfCookie(req, res, null);
  return res;
});
