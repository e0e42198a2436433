// What the auth route (app/api/auth/[...all]/route.ts) tells better-auth about the request, in
// headers it sets on every request it passes on, replacing a client's copies: lib/auth decides
// with them and never reads the HTTP layer's rules (TRUST_PROXY, X-Forwarded-*) itself.

/** The client's address (lib/infra/http/client-address.ts): better-auth's limiter and ours key on it. */
export const CLIENT_ADDRESS_HEADER = "x-vozovna-client-address";

/** The origin the browser used to reach us (lib/infra/http/request-origin.ts), when it is known. */
export const REQUEST_ORIGIN_HEADER = "x-vozovna-request-origin";

/** The request to hand to better-auth: `req` with both headers set from what the route worked out. */
export function stampedRequest(
  req: Request,
  facts: { clientAddress: string; origin: string | undefined },
): Request {
  const headers = new Headers(req.headers);
  headers.set(CLIENT_ADDRESS_HEADER, facts.clientAddress);
  if (facts.origin) headers.set(REQUEST_ORIGIN_HEADER, facts.origin);
  else headers.delete(REQUEST_ORIGIN_HEADER);
  return new Request(req, { headers });
}
