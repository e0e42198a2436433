import type { ServerResponse } from "node:http";

export function finishPage(body: Buffer, headers: Record<string, string | string[]>): Buffer;
export function pageHeaders(res: ServerResponse): Record<string, string | string[]>;
export function takeResponse(res: ServerResponse): {
  answer: Promise<Buffer | null>;
  stop(err?: unknown): void;
};
