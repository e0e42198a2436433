import type { IncomingMessage, ServerResponse } from "node:http";

export function fileUnder(
  root: string,
  prefix: string,
  urlPath: string,
  types: Record<string, string>,
): { file: string; type: string } | null;
export function createStaticFiles(options: {
  buildDir: string;
  uploadsDir: string | null;
}): (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;
