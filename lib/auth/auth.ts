import "server-only";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { createAuthMiddleware, isAPIError } from "better-auth/api";
import { getDb } from "@/lib/infra/db/client";
import {
  accounts,
  rateLimits,
  sessions,
  USER_ROLES,
  users,
  verifications,
} from "@/lib/infra/db/schema";
import { getEnv } from "@/lib/infra/env";
import { refuseForeignCallbacks } from "./callback-urls";
import { queueAuthMail, queueExistingAccountMail } from "./emails";
import { googleProvider } from "./google-provider";
import { forgetLoginAttempts, spendLoginAttempt } from "./login-limit";
import { passwordHasher } from "./password";
import { refuseNul } from "./refuse-nul";
import { CLIENT_ADDRESS_HEADER, REQUEST_ORIGIN_HEADER } from "./route-headers";
import { getAuthSecret } from "./secret";
import { hintFollowing, SESSION_HINT_COOKIE, SESSION_MAX_AGE } from "./session-hint";
import { checkedAccountName, SIGN_UP_ANSWER } from "./sign-up-checks";
import { uniqueUsername } from "./username";

function createAuth() {
  const env = getEnv();
  const secure = env.siteUrl.startsWith("https://");
  return betterAuth({
    appName: "Vozovna",
    // The links of its e-mails (verification, reset) start here: never at a request's Host, which
    // the caller writes. Without SITE_URL it is the address the server was started on.
    baseURL: env.siteUrl,
    secret: getAuthSecret(),
    // The request's own origin (stamped by the auth route: ./route-headers) passes the Origin
    // check, so the site works on any address it is reached at (ARCHITECTURE.md §9.3: INVALID_ORIGIN otherwise); callback URLs stay on SITE_URL (hooks).
    trustedOrigins: async (req) => [
      env.siteUrl,
      req?.headers.get(REQUEST_ORIGIN_HEADER) ?? undefined,
    ],
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
    session: { expiresIn: SESSION_MAX_AGE, updateAge: 86400 },
    emailAndPassword: {
      enabled: true,
      // No session at sign-up: with SIGN_UP_ANSWER (hooks below) a registered e-mail and a new
      // one get the same answer.
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      password: passwordHasher(),
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
      // must not choose better-auth's rate-limit bucket (ARCHITECTURE.md §4.15).
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
        refuseForeignCallbacks(ctx, new URL(env.siteUrl).origin);
        if (ctx.path === "/sign-up/email" || ctx.path === "/update-user") {
          const name = checkedAccountName(ctx.body);
          return name === undefined ? undefined : { context: { body: { ...ctx.body, name } } };
        }
        if (ctx.path !== "/sign-in/email") return;
        const email = (ctx.body as { email?: unknown } | undefined)?.email;
        await spendLoginAttempt(String(email ?? ""), ctx.request?.headers);
      }),
      after: createAuthMiddleware(async (ctx) => {
        // Every endpoint that sets or expires the session cookie (sign-in, Google, the verified
        // e-mail's sign-in, renewal, sign-out, a dead session) sets or expires the hint with it.
        const session = ctx.context.authCookies.sessionToken;
        const sent = ctx.context.responseHeaders?.getSetCookie() ?? [];
        const last = sent.filter((c) => c.startsWith(`${session.name}=`)).at(-1);
        if (last) {
          const { value, maxAge } = hintFollowing(last);
          ctx.setCookie(SESSION_HINT_COOKIE, value, {
            ...session.attributes,
            httpOnly: false,
            maxAge,
          });
        }
        if (ctx.path === "/sign-up/email")
          return isAPIError(ctx.context.returned) ? undefined : ctx.json(SIGN_UP_ANSWER);
        if (ctx.path !== "/sign-in/email" || !ctx.context.newSession) return;
        await forgetLoginAttempts(ctx.context.newSession.user.email, ctx.request?.headers);
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
