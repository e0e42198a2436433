import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import { getEnv } from "@/lib/infra/env";
import { PHOTO_TYPES } from "./http.mjs";

export const uploadsDir = () => path.join(getEnv().dataDir, "uploads");

/** Reads an uploaded file by its key; null when missing or outside the uploads folder. */
export async function readUpload(segments: string[]) {
  const root = uploadsDir();
  const file = path.resolve(root, ...segments);
  if (!file.startsWith(root + path.sep)) return null;
  const type = PHOTO_TYPES[path.extname(file).toLowerCase()];
  if (!type) return null;
  try {
    const [body, stat] = await Promise.all([fs.readFile(file), fs.stat(file)]);
    return { body, type, mtime: stat.mtime, size: stat.size };
  } catch {
    return null;
  }
}
