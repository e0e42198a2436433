import "server-only";
import crypto from "node:crypto";
import { AppError } from "@/lib/infra/errors";
import type { UploadedFile } from "@/lib/infra/api/multipart";
import { avatarProblem } from "@/lib/sellers/schemas";
import { AVATAR_MAX_PIXELS, decodeImage, type DecodeRules } from "./decode";
import { getStorage, keyOfUrl, publicUrl } from "./storage";

const SIZE = 512;

const MESSAGES: Record<string, string> = {
  "sellerProfileForm.errors.avatarSize": "The avatar must be smaller than 2 MB.",
  "sellerProfileForm.errors.avatarFormat": "The avatar must be a JPG or PNG image.",
  "sellerProfileForm.errors.avatarPixels": "The avatar must be at most 25 megapixels.",
};

const avatarError = (key: string) =>
  new AppError("bad_request", MESSAGES[key], { avatar_file: key });

const AVATAR_IMAGE: DecodeRules = {
  maxPixels: AVATAR_MAX_PIXELS,
  formats: ["jpeg", "png"],
  tooManyPixels: () => avatarError("sellerProfileForm.errors.avatarPixels"),
  badFormat: () => avatarError("sellerProfileForm.errors.avatarFormat"),
};

/**
 * Validates an avatar (jpg/jpeg/png by name, type and content; under 2 MB; at most 25 MP),
 * then stores it decoded, auto-rotated, cropped square and re-encoded as WebP without any
 * metadata. Returns its public URL.
 */
export async function storeAvatar(file: UploadedFile): Promise<string> {
  const problem = avatarProblem({
    name: file.filename,
    type: file.mimeType,
    size: file.data.length,
  });
  if (problem) throw avatarError(problem);
  const out = await decodeImage(file.data, AVATAR_IMAGE, (image) =>
    image.rotate().resize(SIZE, SIZE, { fit: "cover" }).webp({ quality: 82 }).toBuffer(),
  );
  const key = `avatars/${crypto.randomBytes(12).toString("hex")}.webp`;
  await getStorage().put(key, out, "image/webp");
  return publicUrl(key);
}

/** Removes a stored avatar file; URLs that are not ours are left alone. */
export async function deleteAvatar(url: string | null) {
  const key = url ? keyOfUrl(url) : null;
  if (key?.match(/^avatars\/[a-f0-9]+\.webp$/)) await getStorage().remove([key]);
}
