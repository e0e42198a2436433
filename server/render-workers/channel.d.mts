import type http from "node:http";

export const REQUEST_ID_HEADER: "x-vozovna-request-id";
export const INVALIDATIONS_HEADER: "x-vozovna-invalidations";
export type WorkerMessage =
  { t: "ready" } | { t: "invalidate"; tags: string[] } | { t: "clear" } | { t: "done"; id: string };
export function installRelayedPageCache(): void;
export function serveRenderWorker(options: {
  handle: (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>;
  socketPath: string;
}): http.Server;
