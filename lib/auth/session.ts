import "server-only";
import { getAuth } from "./auth";

export interface SessionUser {
  id: string;
  email: string;
  emailVerified: boolean;
  name: string;
  image: string | null;
  username: string | null;
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
  const res = await getAuth().api.getSession({ headers, returnHeaders: true });
  const setCookie = res.headers?.getSetCookie?.() ?? [];
  const data = res.response;
  if (!data) return { session: null, setCookie };
  const u = data.user as typeof data.user & { username?: string | null };
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
