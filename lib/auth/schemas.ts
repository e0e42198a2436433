// Sign-in and sign-up inputs shared by the accounts forms and the API. Client-safe.
import { z } from "zod";
import { nameField } from "@/lib/infra/text/visible";

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

/** The account name better-auth keeps (sign-up sends the e-mail's local part; update-user may change it). */
export const accountNameSchema = nameField(100, {
  required: "auth.errors.nameRequired",
  tooLong: "auth.errors.nameTooLong",
  invisible: "auth.errors.nameInvisible",
  hidden: "auth.errors.nameHidden",
});

export const resetRequestSchema = z.object({ email });
export type ResetRequestInput = z.infer<typeof resetRequestSchema>;

export const resetPasswordSchema = z.object({ password });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, "auth.errors.passwordRequired"),
  newPassword: password,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
