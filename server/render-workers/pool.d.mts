import type { IncomingMessage, ServerResponse } from "node:http";
import type { PageCache } from "../page-cache/page-cache.mjs";

export class RenderPool {
  constructor(options: {
    size: number;
    script: string;
    cache: PageCache | null;
    env?: NodeJS.ProcessEnv;
  });
  whenReady(): Promise<void>;
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  close(): Promise<void>;
}
