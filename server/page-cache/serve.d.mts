import type { IncomingMessage, ServerResponse } from "node:http";
import type { OverloadGate } from "../http/overload-gate.mjs";
import type { PageCache } from "./page-cache.mjs";

export const CACHE_STATE_HEADER: "x-vozovna-cache";
export const RETRY_AFTER_S: number;
export function createRequestHandler(options: {
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  cache: PageCache | null;
  gate: OverloadGate;
  trustProxy: number;
}): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
export function overloaded(req: IncomingMessage, res: ServerResponse): void;
