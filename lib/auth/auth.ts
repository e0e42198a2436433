import "server-only";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import { AppError } from "@/lib/api/errors";
import { getDb } from "@/lib/db/client";
import { accounts, rateLimits, sessions, USER_ROLES, users, verifications } from "@/lib/db/schema";
import { getEnv } from "@/lib/env";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/client-address";
import { queueAuthMail, queueExistingAccountMail } from "./emails";
import { googleProvider } from "./google-provider";
import { requestOrigin } from "./ip";
import { refuseNul } from "./refuse-nul";
import { limitOrThrow, resetLimit } from "@/lib/rate-limit";
import { getAuthSecret } from "./secret";
import { checkedAccountName, SIGN_UP_ANSWER } from "./sign-up-checks";
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
    user: {
      additionalFields: {
        username: { type: "string", required: false, input: false },
        // input: false – sign-up and update-user cannot set it; only `npm run admin` grants it
        role: { type: [...USER_ROLES], required: false, input: false, defaultValue: "user" },
      },
    },
    session: { expiresIn: 30 * 86400, updateAge: 86400 },
    emailAndPassword: {
      enabled: true,
      // No session at sign-up: with SIGN_UP_ANSWER (hooks below) a registered e-mail and a new
      // one get the same answer.
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 3600,
      sendResetPassword: ({ user, url }) => queueAuthMail("reset", user.email, url),
      onExistingUserSignUp: ({ user }, req) => queueExistingAccountMail(user.email, req),
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 3600,
      sendVerificationEmail: ({ user, url }) => queueAuthMail("verify", user.email, url),
    },
    socialProviders: googleProvider(),
    plugins: [refuseNul()],
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
      // Our server stamps the real client address (TRUST_PROXY); a client-written X-Forwarded-For
      // must not choose better-auth's rate-limit bucket (DESIGN.md §4.15).
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure },
      // better-auth turns its Origin and callbackURL checks off under NODE_ENV=test: the tests
      // must see what production does.
      disableOriginCheck: false,
    },
    // Errors other than its own go to our wrapper (app/api/auth/[...all]/route.ts), which answers
    // the agreed JSON error: 503 with Retry-After when the database is out of reach.
    onAPIError: { throw: true },
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
        if (ctx.path === "/sign-up/email" || ctx.path === "/update-user") {
          const name = checkedAccountName(ctx.body);
          return name === undefined ? undefined : { context: { body: { ...ctx.body, name } } };
        }
        if (ctx.path !== "/sign-in/email") return;
        const email = String(
          (ctx.body as { email?: unknown } | undefined)?.email ?? "",
        ).toLowerCase();
        try {
          await limitOrThrow(`login:${email}`, ACCOUNT_LOGIN_LIMIT);
        } catch (err) {
          const retry = err instanceof AppError ? err.extra?.retry_after_seconds : undefined;
          throw new APIError(
            "TOO_MANY_REQUESTS",
            { message: "Too many requests. Please try again later." },
            { "Retry-After": String(retry ?? ACCOUNT_LOGIN_LIMIT.duration) },
          );
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path === "/sign-up/email")
          return isAPIError(ctx.context.returned) ? undefined : ctx.json(SIGN_UP_ANSWER);
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
