import type { ReactNode } from "react";
import { SWRConfig } from "swr";
import { SwrProvider } from "@/components/shell/swr-provider";
import { SESSION_HINT_COOKIE } from "@/lib/auth/session-hint";

/** The app's SWR setup (apiFetch as fetcher) over a cache of its own, so tests never share answers. */
export function SwrTestProvider({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={{ provider: () => new Map() }}>
      <SwrProvider>{children}</SwrProvider>
    </SWRConfig>
  );
}

/**
 * This test browser may have a session: the sign-in hint cookie is there, so useCurrentUser asks
 * GET /api/current-user/ (without it the hook answers signed out with no request).
 */
export function setSessionHint() {
  document.cookie = `${SESSION_HINT_COOKIE}=1; Path=/`;
}

type Answer = { status: number; body?: unknown };

/** A global fetch answering by URL (404 for the rest), the boundary the hooks talk to; a `body` of
 * null answers JSON null. */
export function answerFetch(routes: Record<string, Answer>) {
  const fetchMock = jest.fn(async (url: RequestInfo | URL) => {
    const r = routes[String(url)] ?? {
      status: 404,
      body: { error: "Not found", code: "not_found" },
    };
    return {
      ok: r.status < 400,
      status: r.status,
      statusText: "",
      json: async () => (r.body === undefined ? {} : r.body),
    } as Response;
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}
