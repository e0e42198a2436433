// POST /api/logout/ – ends this session and clears its cookies
import { NextResponse } from "next/server";
import { route } from "@/lib/infra/api/handler";
import { ensureCsrfCookie } from "@/lib/infra/api/csrf";
import { signOut } from "@/lib/auth/sign-out";

export const dynamic = "force-dynamic";

export const POST = route({ auth: "optional" }, async (req) => {
  const setCookie = await signOut(req.headers);
  const res = NextResponse.json({ success: true });
  // First: res.cookies.set rewrites every Set-Cookie from its own list, dropping lines appended
  // by hand before it (the session cookie's and the hint's expiry were lost that way).
  ensureCsrfCookie(req, res, null);
  for (const c of setCookie) res.headers.append("set-cookie", c);
  return res;
});
