import "server-only";
import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { FileSink } from "./multipart";

// Large uploads (20 photos of 10 MB) are written to a temporary folder as they stream in, so the
// process holds one photo at a time, never the whole body (ARCHITECTURE.md §4.12).

export interface SpooledFile {
  field: string;
  filename: string;
  mimeType: string;
  path: string;
  size: number;
}

/** A sink for parseMultipart and the cleanup that removes whatever it wrote (call it in finally). */
export function spoolToDisk() {
  let dir: Promise<string> | undefined;
  let n = 0;
  const sink: FileSink<SpooledFile> = async ({ field, filename, mimeType, stream }) => {
    dir ??= fsp.mkdtemp(path.join(os.tmpdir(), "vozovna-upload-"));
    const file = path.join(await dir, String(n++));
    await pipeline(stream, fs.createWriteStream(file));
    return { field, filename, mimeType, path: file, size: (await fsp.stat(file)).size };
  };
  const cleanup = async () => {
    if (dir) await fsp.rm(await dir, { recursive: true, force: true });
  };
  return { sink, cleanup };
}
