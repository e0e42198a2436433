import "server-only";
import { getAuth } from "./auth";

/** Deletes the session of these headers (if any); returns the cookie-clearing headers. */
export async function signOut(headers: Headers): Promise<string[]> {
  try {
    const res = await getAuth().api.signOut({ headers, returnHeaders: true });
    return res.headers.getSetCookie();
  } catch {
    return []; // no session: nothing to end
  }
}
