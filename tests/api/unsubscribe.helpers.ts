import { signedInClient } from "./auth.helpers";
import { callWith } from "./messages.helpers";

type Handler = Parameters<typeof callWith>[1];

/**
 * A one-click unsubscribe route (lib/infra/api/unsubscribe.ts) refuses another user's link, a
 * wrong token and a POST that is not one-click in its own words, and the setting stays on.
 */
export async function expectUnsubscribeRefusals(route: {
  unsubscribe: { GET: Handler; POST: Handler };
  path: (userId: string) => string;
  token: (userId: string) => string;
  settings: { GET: Handler; path: string; on: Record<string, boolean> };
}) {
  const { client, user } = await signedInClient();
  const other = await signedInClient();
  const path = route.path(user.id);
  const token = route.token(user.id);
  const call = async (...args: Parameters<typeof callWith>) => {
    const { status, body } = await callWith(...args);
    return { status, body };
  };
  // its own words, not the saved searches' ("Invalid search ID or token", success: false)
  const invalid = { status: 400, body: { code: "bad_request", error: "Invalid user or token." } };
  const { GET, POST } = route.unsubscribe;
  expect(await call(client, GET, path, { user: other.user.id, token })).toEqual(invalid);
  const wrongToken = { user: user.id, token: route.token(other.user.id) };
  expect(await call(client, GET, path, wrongToken)).toEqual(invalid);
  const notOneClick = await call(
    client,
    POST,
    path,
    { user: user.id, token },
    { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" } },
  );
  expect(notOneClick).toEqual(invalid);
  expect((await client.call(route.settings.GET, route.settings.path)).body).toEqual(
    route.settings.on,
  );
}
