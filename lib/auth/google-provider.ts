import "server-only";
import { createLocalJWKSet, jwtVerify } from "jose";
import { getEnv } from "@/lib/infra/env";

const ISSUERS = ["https://accounts.google.com", "accounts.google.com"];

/**
 * Google ID-token sign-in (no redirect). Google's keys verify the token; with
 * GOOGLE_ID_TOKEN_TEST_JWKS (tests only) a local key set does, with the same checks.
 */
export function googleProvider() {
  const env = getEnv();
  const testJwks = env.GOOGLE_ID_TOKEN_TEST_JWKS;
  const clientId =
    env.NEXT_PUBLIC_GOOGLE_CLIENT_ID ?? (testJwks ? "vozovna-test-client" : undefined);
  if (!clientId) return {};
  const keys = testJwks ? createLocalJWKSet(JSON.parse(testJwks)) : undefined;
  if (keys && env.NODE_ENV === "production")
    console.warn(
      "[auth] GOOGLE_ID_TOKEN_TEST_JWKS is set: Google tokens are checked against test keys",
    );
  return {
    google: {
      clientId,
      clientSecret: env.GOOGLE_CLIENT_SECRET ?? "",
      ...(keys
        ? {
            verifyIdToken: async (token: string) => {
              try {
                await jwtVerify(token, keys, {
                  issuer: ISSUERS,
                  audience: clientId,
                  algorithms: ["RS256"],
                  maxTokenAge: "1h",
                });
                return true;
              } catch {
                return false;
              }
            },
          }
        : {}),
    },
  };
}

export const googleClientId = () =>
  getEnv().NEXT_PUBLIC_GOOGLE_CLIENT_ID ??
  (getEnv().GOOGLE_ID_TOKEN_TEST_JWKS ? "vozovna-test-client" : undefined);
