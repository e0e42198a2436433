import "server-only";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { getDb } from "@/lib/db/client";
import { accounts, rateLimits, sessions, users, verifications } from "@/lib/db/schema";
import { getEnv } from "@/lib/env";
import { queueAuthMail } from "./emails";
import { googleProvider } from "./google-provider";
import { requestOrigin } from "./ip";
import { limitOrThrow, resetLimit } from "@/lib/rate-limit";
import { getAuthSecret } from "./secret";
import { uniqueUsername } from "./username";

/** Per-account sign-in attempts, on top of better-auth's per-IP limits. */
export const ACCOUNT_LOGIN_LIMIT = { points: 10, duration: 15 * 60 };

function createAuth() {
  const env = getEnv();
  const secure = env.siteUrl.startsWith("https://");
  return betterAuth({
    appName: "Vozovna",
    // Unset: derived from each request, so the app works on any port (STACK.md §4: a fixed
    // baseURL on the wrong port makes every POST fail with INVALID_ORIGIN).
    baseURL: env.SITE_URL ?? env.BETTER_AUTH_URL,
    secret: getAuthSecret(),
    trustedOrigins: async (req) => [env.siteUrl, req && requestOrigin(req)],
    database: drizzleAdapter(getDb(), {
      provider: "pg",
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        rateLimit: rateLimits,
      },
    }),
    user: { additionalFields: { username: { type: "string", required: false, input: false } } },
    session: { expiresIn: 30 * 86400, updateAge: 86400 },
    emailAndPassword: {
      enabled: true,
      // Also makes sign-up answer the same whether or not the e-mail is registered.
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 3600,
      sendResetPassword: ({ user, url }) => queueAuthMail("reset", user.email, url),
      onExistingUserSignUp: ({ user }, req) =>
        queueAuthMail(
          "existing",
          user.email,
          `${(req && requestOrigin(req)) ?? env.siteUrl}/accounts/password/reset`,
        ),
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 3600,
      sendVerificationEmail: ({ user, url }) => queueAuthMail("verify", user.email, url),
    },
    socialProviders: googleProvider(),
    account: { accountLinking: { enabled: true, trustedProviders: [] } },
    rateLimit: {
      enabled: true,
      storage: env.RATE_LIMIT_STORE === "memory" ? "memory" : "database",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": { window: 60, max: 10 },
        "/sign-up/email": { window: 3600, max: 10 },
        "/request-password-reset": { window: 3600, max: 5 },
        "/send-verification-email": { window: 3600, max: 5 },
        "/sign-in/social": { window: 60, max: 10 },
      },
    },
    advanced: {
      useSecureCookies: secure,
      ipAddress: { ipAddressHeaders: ["x-forwarded-for", "x-real-ip"] },
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure },
    },
    databaseHooks: {
      user: {
        create: {
          before: async (user) => ({
            data: { ...user, username: await uniqueUsername(user.email) },
          }),
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== "/sign-in/email") return;
        const email = String(
          (ctx.body as { email?: unknown } | undefined)?.email ?? "",
        ).toLowerCase();
        try {
          await limitOrThrow(`login:${email}`, ACCOUNT_LOGIN_LIMIT);
        } catch {
          throw new APIError("TOO_MANY_REQUESTS", {
            message: "Too many requests. Please try again later.",
          });
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== "/sign-in/email" || !ctx.context.newSession) return;
        await resetLimit(
          `login:${ctx.context.newSession.user.email.toLowerCase()}`,
          ACCOUNT_LOGIN_LIMIT,
        );
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
const g = globalThis as unknown as { __vozovnaAuth?: Auth };

/** The better-auth instance, created on first use (nothing touches the database at build time). */
export function getAuth(): Auth {
  return (g.__vozovnaAuth ??= createAuth());
}

/** Tests change the environment between files. */
export function resetAuth() {
  g.__vozovnaAuth = undefined;
}
