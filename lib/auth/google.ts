import "server-only";
import { and, eq } from "drizzle-orm";
import { decodeJwt } from "jose";
import { AppError } from "@/lib/infra/errors";
import { getDb } from "@/lib/infra/db/client";
import { accounts, users } from "@/lib/infra/db/schema";
import { getAuth } from "./auth";

const invalid = () => new AppError("unauthorized.google", "Google sign-in failed.");

/**
 * Signs in with a Google ID token (Google Identity Services' `credential`). Accounts are keyed
 * on Google's subject; better-auth links to an existing e-mail account only when Google says
 * the address is verified (and ours is verified too).
 */
export async function signInWithGoogle({
  credential,
  headers,
}: {
  credential: string;
  headers: Headers;
}) {
  let claims: ReturnType<typeof decodeJwt>;
  try {
    claims = decodeJwt(credential);
  } catch {
    throw invalid();
  }
  if (!claims.sub) throw invalid();
  const db = getDb();
  const [linked] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.providerId, "google"), eq(accounts.accountId, claims.sub)))
    .limit(1);
  const email = typeof claims.email === "string" ? claims.email.toLowerCase() : "";
  const [byEmail] = email
    ? await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1)
    : [];
  let res;
  try {
    res = await getAuth().api.signInSocial({
      body: { provider: "google", idToken: { token: credential } },
      headers,
      returnHeaders: true,
    });
  } catch (err) {
    console.warn("[auth] Google sign-in refused:", (err as Error).message);
    throw invalid();
  }
  const body = res.response as { user?: { id: string } };
  if (!body.user) throw invalid();
  const [user] = await db
    .select({ username: users.username })
    .from(users)
    .where(eq(users.id, body.user.id));
  return {
    body: { success: true, username: user?.username ?? null, registration: !linked && !byEmail },
    setCookie: res.headers.getSetCookie(),
  };
}
