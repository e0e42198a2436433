import type { IncomingMessage, ServerResponse } from "node:http";

export const SOCKET_ADDRESS_HEADER: string;
export const ALLOWED_METHODS: string;
export const DRAIN_LIMIT_BYTES: number;
export function createFrontHandler(options: {
  serveStatic: (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;
  respond: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  trustProxy: number;
}): (req: IncomingMessage, res: ServerResponse) => void;
export function drainUnreadBody(req: IncomingMessage): void;
