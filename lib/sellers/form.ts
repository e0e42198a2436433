import "server-only";
import type { z } from "zod";
import { AppError } from "@/lib/infra/errors";
import type { MultipartForm, MultipartLimits } from "@/lib/infra/api/multipart";
import { AVATAR_MAX_BYTES } from "./schemas";
import type { AvatarChange } from "./mutations";

const avatarOne = () =>
  new AppError("bad_request", "Only one avatar file.", {
    avatar_file: "sellerProfileForm.errors.avatarOne",
  });
const tooLarge = () =>
  new AppError("payload_too_large.upload", "The avatar must be smaller than 2 MB.", {
    avatar_file: "sellerProfileForm.errors.avatarSize",
  });

/**
 * The seller-profile form's upload limits: one avatar (a file of exactly 2 MB is read and then
 * refused by avatarProblem with the same message), a few short text fields, and the whole body
 * at most the avatar plus 256 KB.
 */
export const SELLER_PROFILE_UPLOAD: MultipartLimits = {
  maxFileBytes: AVATAR_MAX_BYTES,
  maxFiles: 1,
  maxFields: 16,
  maxFieldBytes: 8 * 1024,
  maxTotalBytes: AVATAR_MAX_BYTES + 256 * 1024,
  error: ({ limit }) =>
    limit === "files"
      ? avatarOne()
      : limit === "fileBytes" || limit === "totalBytes"
        ? tooLarge()
        : undefined,
};

/**
 * The text fields parsed with `schema` and the avatar change: no avatar_file field keeps the
 * avatar, an empty one (text or file) removes it, a file replaces it.
 */
export function readSellerProfileForm<S extends z.ZodType>(
  { fields, files }: MultipartForm,
  schema: S,
) {
  const { avatar_file: removal, ...text } = fields;
  const avatars = files.filter((f) => f.field === "avatar_file");
  if (avatars.length + (removal === undefined ? 0 : 1) > 1) throw avatarOne();
  const f = avatars[0];
  const avatar: AvatarChange = f
    ? f.data.length
      ? f
      : null
    : removal === undefined
      ? "keep"
      : null;
  return { fields: schema.parse(text) as z.infer<S>, avatar };
}
