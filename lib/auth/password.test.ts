/** @jest-environment node */
// Passwords are hashed at scrypt's full cost in production; the cheap hash of the tests
// (tests/setup.ts sets TEST_CHEAP_PASSWORD_HASH) is refused anywhere NODE_ENV is not "test".
import { scryptSync } from "node:crypto";
import { resetEnvCache } from "@/lib/infra/env";
import { getAuth, resetAuth } from "./auth";
import { passwordHasher } from "./password";

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  resetEnvCache();
  resetAuth();
});

function inProduction() {
  // as if the test setup's flag had leaked into production's environment
  Object.assign(process.env, {
    NODE_ENV: "production",
    TEST_CHEAP_PASSWORD_HASH: "1",
    DATABASE_URL: "postgres://nobody@127.0.0.1:9/never-connected",
    BETTER_AUTH_SECRET: "x".repeat(32),
  });
  resetEnvCache();
  resetAuth();
}

/** True when `hash` is scrypt of `password` at N=16384, r=16, p=1 (better-auth's "salt:key"). */
function isFullScrypt(hash: string, password: string) {
  const [salt, key] = hash.split(":");
  const full = scryptSync(password.normalize("NFKC"), salt, 64, {
    N: 16384,
    r: 16,
    p: 1,
    maxmem: 128 * 16384 * 16 * 2,
  });
  return full.toString("hex") === key;
}

test("production's sign-up hashes passwords with scrypt at full cost, whatever the test flag says", async () => {
  inProduction();
  const ctx = await getAuth().$context;
  const hash = await ctx.password.hash("correct horse battery");
  expect(isFullScrypt(hash, "correct horse battery")).toBe(true);
  expect(await ctx.password.verify({ hash, password: "correct horse battery" })).toBe(true);
  expect(await ctx.password.verify({ hash, password: "wrong horse battery" })).toBe(false);
});

test("under jest without the flag the hash is the full one too", async () => {
  delete process.env.TEST_CHEAP_PASSWORD_HASH;
  resetEnvCache();
  const hash = await passwordHasher().hash("correct horse battery");
  expect(isFullScrypt(hash, "correct horse battery")).toBe(true);
});

test("the tests' cheap hash is not scrypt's full cost, checks passwords, and accepts full-cost hashes", async () => {
  const cheap = passwordHasher();
  const hash = await cheap.hash("correct horse battery");
  expect(isFullScrypt(hash, "correct horse battery")).toBe(false);
  expect(await cheap.verify({ hash, password: "correct horse battery" })).toBe(true);
  expect(await cheap.verify({ hash, password: "wrong horse battery" })).toBe(false);
  // the demo accounts are seeded with full-cost hashes (lib/demo/accounts.ts)
  delete process.env.TEST_CHEAP_PASSWORD_HASH;
  resetEnvCache();
  const full = await passwordHasher().hash("vozovna-demo");
  expect(await cheap.verify({ hash: full, password: "vozovna-demo" })).toBe(true);
  expect(await cheap.verify({ hash: full, password: "vozovna-demoo" })).toBe(false);
});
