// POST /api/profile/google/ – sign in with a Google ID token ({ credential })
import { NextResponse } from "next/server";
import { route } from "@/lib/infra/api/handler";
import { googleSignInSchema } from "@/lib/auth/schemas";
import { signInWithGoogle } from "@/lib/auth/google";

export const dynamic = "force-dynamic";

export const POST = route(
  { auth: "optional", rateLimit: { name: "google", points: 20, duration: 60 } },
  async (req) => {
    const { credential } = googleSignInSchema.parse(await req.json().catch(() => ({})));
    const { body, setCookie } = await signInWithGoogle({ credential, headers: req.headers });
    const res = NextResponse.json(body);
    for (const c of setCookie) res.headers.append("set-cookie", c);
    return res;
  },
);
