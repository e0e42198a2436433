import "server-only";
import fs from "node:fs";
import readline from "node:readline";
import { Readable } from "node:stream";
import { getEnv } from "@/lib/infra/env";
import { fetchStream, type FetchLimits } from "./fetch";

// Where a feed's lines come from: a file (the command) or a URL (the scheduled import), read as a
// stream so a large feed is never held in memory whole.

/**
 * The lines of a stream of bytes (UTF-8; \n or \r\n). The stream is opened when the lines are
 * first read: readline emits from the moment it exists, and lines emitted before anyone iterates
 * are lost.
 */
export async function* linesOf(open: () => AsyncIterable<Buffer | string>): AsyncGenerator<string> {
  yield* readline.createInterface({ input: Readable.from(open()), crlfDelay: Infinity });
}

export const fileLines = (file: string) => linesOf(() => fs.createReadStream(file));

/** How many lines a file has (the progress bar's total). */
export async function countFileLines(file: string): Promise<number> {
  let n = 0;
  let last = 10;
  for await (const chunk of fs.createReadStream(file) as AsyncIterable<Buffer>) {
    for (let i = 0; i < chunk.length; i++) if (chunk[i] === 10) n++;
    if (chunk.length) last = chunk[chunk.length - 1];
  }
  return last === 10 ? n : n + 1;
}

/** A feed URL's limits: the configured size, a generous time for a large file. */
export const feedLimits = (): FetchLimits => ({
  maxBytes: getEnv().IMPORT_FEED_MAX_BYTES,
  timeoutMs: 10 * 60_000,
  maxRedirects: 3,
});

export const urlLines = (url: string, limits: FetchLimits = feedLimits()) =>
  linesOf(() => fetchStream(url, limits));
