import "server-only";
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { hasNul } from "@/lib/infra/text/nul";

/**
 * PostgreSQL cannot store a NUL (U+0000): any in a body, query or path parameter of
 * better-auth's endpoints answers 400 in better-auth's own error shape. A plugin's hook runs
 * after `hooks.before`, so our own field checks (the account name) answer first.
 */
export const refuseNul = (): BetterAuthPlugin => ({
  id: "refuse-nul",
  hooks: {
    before: [
      {
        matcher: () => true,
        handler: createAuthMiddleware(async (ctx) => {
          if (!hasNul(ctx.body) && !hasNul(ctx.query) && !hasNul(ctx.params)) return;
          throw new APIError("BAD_REQUEST", {
            message: "Input must not contain NUL characters.",
            code: "INVALID_TEXT",
          });
        }),
      },
    ],
  },
});
