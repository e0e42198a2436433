import type { ReactNode } from "react";
import { SWRConfig } from "swr";
import { SwrProvider } from "@/components/shell/swr-provider";

/** The app's SWR setup (apiFetch as fetcher) over a cache of its own, so tests never share answers. */
export function SwrTestProvider({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={{ provider: () => new Map() }}>
      <SwrProvider>{children}</SwrProvider>
    </SWRConfig>
  );
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
