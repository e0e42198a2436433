import "server-only";
import type { UserRole } from "@/lib/infra/db/schema";
import { probeDatabase } from "@/lib/infra/db/probe";
import { getAuth } from "./auth";

export interface SessionUser {
  id: string;
  email: string;
  emailVerified: boolean;
  name: string;
  image: string | null;
  username: string | null;
  /** read with the session on every request, so a revoke takes effect at once */
  role: UserRole;
}
export interface CurrentSession {
  id: string;
  expiresAt: Date;
  user: SessionUser;
}

/**
 * The signed-in session for these request headers, or null. `setCookie` carries the
 * refreshed session cookie when better-auth renewed the session (updateAge passed).
 */
export async function readSession(
  headers: Headers,
): Promise<{ session: CurrentSession | null; setCookie: string[] }> {
  const res = await getAuth()
    .api.getSession({ headers, returnHeaders: true })
    .catch(async (err: unknown) => {
      await probeDatabase(); // an outage, not better-auth's generic "failed to get session"
      throw err;
    });
  const setCookie = res.headers?.getSetCookie?.() ?? [];
  const data = res.response;
  if (!data) return { session: null, setCookie };
  const u = data.user as typeof data.user & { username?: string | null; role?: UserRole | null };
  return {
    session: {
      id: data.session.id,
      expiresAt: new Date(data.session.expiresAt),
      user: {
        id: u.id,
        email: u.email,
        emailVerified: u.emailVerified,
        name: u.name,
        image: u.image ?? null,
        username: u.username ?? null,
        role: u.role === "admin" ? "admin" : "user",
      },
    },
    setCookie,
  };
}

/** For server components: the session of the current request. */
export async function getCurrentSession(): Promise<CurrentSession | null> {
  const { headers } = await import("next/headers");
  return (await readSession(await headers())).session;
}
