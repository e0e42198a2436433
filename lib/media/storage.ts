import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import { getEnv } from "@/lib/infra/env";
import { readUpload, uploadsDir } from "./local";
import { s3Storage } from "./s3";

// Where stored photos live (ARCHITECTURE.md §2): files under DATA_DIR/uploads by default, an S3 bucket
// when S3_BUCKET is set. Keys are content-hashed or random and never reused, so a stored object
// never changes and is served with immutable caching. Public URLs are `/media/<key>` (served by
// app/media from either store) unless S3_PUBLIC_URL names a public bucket or CDN address.

export interface StoredObject {
  body: Buffer;
  type: string;
  size: number;
}

export interface PhotoStorage {
  readonly kind: "local" | "s3";
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  remove(keys: string[]): Promise<void>;
}

/** A key is a relative path of safe segments ending in a known image extension. */
export const isStorageKey = (key: string) =>
  /^(?:[a-z0-9][a-z0-9._-]*\/){0,4}[a-z0-9][a-z0-9._-]*\.(webp|jpe?g|png|avif)$/i.test(key) &&
  !key.split("/").some((s) => s === "." || s === "..");

function assertKey(key: string) {
  if (!isStorageKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}

const localStorage: PhotoStorage = {
  kind: "local",
  async put(key, body) {
    assertKey(key);
    const file = path.join(uploadsDir(), key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    // write then rename: a reader never sees half a file
    const tmp = `${file}.${process.pid}.tmp`;
    await fs.writeFile(tmp, body);
    await fs.rename(tmp, file);
  },
  async get(key) {
    if (!isStorageKey(key)) return null;
    const file = await readUpload(key.split("/"));
    return file && { body: file.body, type: file.type, size: file.size };
  },
  async remove(keys) {
    await Promise.all(
      keys.filter(isStorageKey).map((k) => fs.rm(path.join(uploadsDir(), k), { force: true })),
    );
  },
};

const g = globalThis as unknown as { __vozovnaStorage?: { bucket: string; store: PhotoStorage } };

/** The configured store: S3 when S3_BUCKET is set, else local files. */
export function getStorage(): PhotoStorage {
  const env = getEnv();
  if (!env.S3_BUCKET) return localStorage;
  if (g.__vozovnaStorage?.bucket !== env.S3_BUCKET)
    g.__vozovnaStorage = { bucket: env.S3_BUCKET, store: s3Storage(env) };
  return g.__vozovnaStorage.store;
}

/** The public URL of a stored key. */
export function publicUrl(key: string): string {
  const base = getEnv().S3_BUCKET ? getEnv().S3_PUBLIC_URL : undefined;
  return base ? `${base.replace(/\/$/, "")}/${key}` : `/media/${key}`;
}

/** The key of one of our public URLs (either form), or null for any other URL. */
export function keyOfUrl(url: string): string | null {
  const base = getEnv().S3_PUBLIC_URL?.replace(/\/$/, "");
  const rest = url.startsWith("/media/")
    ? url.slice("/media/".length)
    : base && url.startsWith(`${base}/`)
      ? url.slice(base.length + 1)
      : null;
  return rest && isStorageKey(rest) ? rest : null;
}
