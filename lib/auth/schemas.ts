// Sign-in and sign-up inputs shared by the accounts forms and the API. Client-safe.
import { z } from "zod";

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const googleSignInSchema = z.object({
  credential: z
    .string({ error: "auth.errors.googleFailed" })
    .min(20, "auth.errors.googleFailed")
    .max(8192),
});

const email = z.string().trim().toLowerCase().pipe(z.email("auth.errors.emailInvalid"));
const password = z
  .string()
  .min(PASSWORD_MIN, "auth.errors.passwordTooShort")
  .max(PASSWORD_MAX, "auth.errors.passwordTooLong");

export const loginSchema = z.object({
  email,
  password: z.string().min(1, "auth.errors.passwordRequired"),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const signupSchema = z.object({ email, password });
export type SignupInput = z.infer<typeof signupSchema>;

export const resetRequestSchema = z.object({ email });
export type ResetRequestInput = z.infer<typeof resetRequestSchema>;

export const resetPasswordSchema = z.object({ password });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** A same-site path for `next` (no scheme, no host, no "//" or "/\\" tricks), else the fallback. */
export function safeNext(next: string | null | undefined, fallback = "/profile"): string {
  if (!next || !next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\"))
    return fallback;
  if (/[\u0000-\u001f]/.test(next)) return fallback;
  try {
    const u = new URL(next, "http://same.site");
    return u.host === "same.site" ? `${u.pathname}${u.search}${u.hash}` : fallback;
  } catch {
    return fallback;
  }
}

export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, "auth.errors.passwordRequired"),
  newPassword: password,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
