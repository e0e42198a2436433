import "server-only";
import { APIError } from "better-auth/api";
import { accountNameSchema } from "./schemas";

/**
 * What a sign-up that went through answers, for a new e-mail and a registered one alike.
 * better-auth's own answer carries the user it created (or a stand-in for a registered e-mail),
 * whose username and role told the two apart; the browser needs nothing from it.
 */
export const SIGN_UP_ANSWER = { token: null, user: null };

/**
 * The `name` of sign-up and update-user, trimmed; a name with nothing visible in it, or with
 * control or direction characters, answers 400 with the field's message key.
 */
export function checkedAccountName(body: unknown): string | undefined {
  const name = (body as { name?: unknown } | undefined)?.name;
  if (name === undefined) return undefined;
  const parsed = accountNameSchema.safeParse(name);
  if (parsed.success) return parsed.data;
  throw new APIError("BAD_REQUEST", {
    code: "INVALID_NAME",
    message: "Invalid name",
    fields: { name: parsed.error.issues[0].message },
  });
}
