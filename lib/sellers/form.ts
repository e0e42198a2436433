import "server-only";
import type { z } from "zod";
import { AppError } from "@/lib/api/errors";
import { AVATAR_MAX_BYTES } from "./schemas";
import type { AvatarChange } from "./mutations";

/** Whole-request cap for the profile form: the avatar plus a little text. */
const MAX_BODY = AVATAR_MAX_BYTES + 256 * 1024;

const tooLarge = () =>
  new AppError("payload_too_large", "The avatar must be smaller than 2 MB.", { avatar_file: "sellerProfileForm.errors.avatarSize" });

/**
 * Reads the multipart seller-profile form: answers 413 from Content-Length before reading a
 * too-large body, then parses the text fields with `schema` and picks the avatar change.
 */
export async function readSellerProfileForm<S extends z.ZodType>(req: Request, schema: S) {
  const declared = Number(req.headers.get("content-length") ?? 0);
  if (declared > MAX_BODY) throw tooLarge();
  let form: FormData;
  try {
    form = await req.formData();
  } catch {
    throw new AppError("bad_request", "Send the form as multipart/form-data.");
  }
  const text: Record<string, string> = {};
  for (const [k, v] of form.entries()) if (typeof v === "string" && k !== "avatar_file") text[k] = v;
  const files = form.getAll("avatar_file");
  if (files.length > 1) throw new AppError("bad_request", "Only one avatar file.", { avatar_file: "sellerProfileForm.errors.avatarOne" });
  const f = files[0];
  const avatar: AvatarChange = f === undefined ? "keep" : typeof f === "string" || f.size === 0 ? null : f;
  if (avatar instanceof File && avatar.size > MAX_BODY) throw tooLarge();
  return { fields: schema.parse(text) as z.infer<S>, avatar };
}
