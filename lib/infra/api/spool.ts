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

/**
 * A sink for parseMultipart and the cleanup that removes whatever it wrote (call it in finally).
 * An upload refused part-way (the 21st photo, a photo over the limit) can still be opening a file
 * when the cleanup runs: the cleanup refuses files from then on, retries a folder that filled up
 * while it was being removed, and never throws (a left temporary folder is logged, not a 500).
 */
export function spoolToDisk() {
  let dir: Promise<string> | undefined;
  let n = 0;
  let closed = false;
  const sink: FileSink<SpooledFile> = async ({ field, filename, mimeType, stream }) => {
    if (closed) {
      stream.resume();
      throw new Error("the upload is over");
    }
    dir ??= fsp.mkdtemp(path.join(os.tmpdir(), "vozovna-upload-"));
    const file = path.join(await dir, String(n++));
    await pipeline(stream, fs.createWriteStream(file));
    return { field, filename, mimeType, path: file, size: (await fsp.stat(file)).size };
  };
  const cleanup = async () => {
    closed = true;
    if (!dir) return;
    const folder = await dir.catch(() => null);
    if (!folder) return;
    await fsp
      .rm(folder, { recursive: true, force: true, maxRetries: 5, retryDelay: 20 })
      .catch((err: unknown) => console.error("[upload] removing a temporary folder failed:", err));
  };
  return { sink, cleanup };
}
