import "server-only";
import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { AppError } from "@/lib/api/errors";
import { avatarProblem } from "@/lib/sellers/schemas";
import { uploadsDir } from "./local";

const SIZE = 512;

const avatarError = (key: string) =>
  new AppError("bad_request", key.endsWith("Size") ? "The avatar must be smaller than 2 MB." : "The avatar must be a JPG or PNG image.", {
    avatar_file: key,
  });

/**
 * Validates an avatar (jpg/jpeg/png by name, type and content; under 2 MB), then stores it
 * decoded, auto-rotated, cropped square and re-encoded as WebP without any metadata.
 * Returns its public URL.
 */
export async function storeAvatar(file: File): Promise<string> {
  const problem = avatarProblem(file);
  if (problem) throw avatarError(problem);
  const input = Buffer.from(await file.arrayBuffer());
  let out: Buffer;
  try {
    const meta = await sharp(input).metadata();
    if (meta.format !== "jpeg" && meta.format !== "png") throw avatarError("sellerProfileForm.errors.avatarFormat");
    out = await sharp(input, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(SIZE, SIZE, { fit: "cover" })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw avatarError("sellerProfileForm.errors.avatarFormat");
  }
  const key = `avatars/${crypto.randomBytes(12).toString("hex")}.webp`;
  const file_ = path.join(uploadsDir(), key);
  await fs.mkdir(path.dirname(file_), { recursive: true });
  await fs.writeFile(file_, out);
  return `/media/${key}`;
}

/** Removes a stored avatar file; URLs that are not ours are left alone. */
export async function deleteAvatar(url: string | null) {
  const m = url?.match(/^\/media\/(avatars\/[a-f0-9]+\.webp)$/);
  if (!m) return;
  await fs.rm(path.join(uploadsDir(), m[1]), { force: true });
}
