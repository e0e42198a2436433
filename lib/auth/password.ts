// How better-auth hashes and checks passwords: its scrypt at full cost (N=16384, r=16, p=1) —
// everywhere but under jest, whose setup (tests/setup.ts) asks for a cheap scrypt so that the
// ~1,500 tests do not spend their time hashing. The cheap one is honoured only when NODE_ENV is
// "test" as well; tests/unit/password-hash.test.ts checks production's cost.
import { randomBytes, scrypt } from "node:crypto";
import { hashPassword, verifyPassword } from "better-auth/crypto";
import { getEnv } from "@/lib/infra/env";

export interface PasswordHasher {
  hash: (password: string) => Promise<string>;
  verify: (data: { hash: string; password: string }) => Promise<boolean>;
}

const CHEAP = "test-scrypt-n16$";

function cheapKey(password: string, salt: string) {
  return new Promise<string>((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, 64, { N: 16, r: 1, p: 1 }, (err, key) =>
      err ? reject(err) : resolve(key.toString("hex")),
    ),
  );
}

const cheap: PasswordHasher = {
  hash: async (password) => {
    const salt = randomBytes(16).toString("hex");
    return `${CHEAP}${salt}:${await cheapKey(password, salt)}`;
  },
  // hashes made at full cost (the demo accounts, lib/demo/accounts.ts) still verify
  verify: async ({ hash, password }) => {
    if (!hash.startsWith(CHEAP)) return verifyPassword({ hash, password });
    const [salt, key] = hash.slice(CHEAP.length).split(":");
    return (await cheapKey(password, salt)) === key;
  },
};

const full: PasswordHasher = { hash: hashPassword, verify: verifyPassword };

export function passwordHasher(): PasswordHasher {
  const env = getEnv();
  return env.NODE_ENV === "test" && env.TEST_CHEAP_PASSWORD_HASH ? cheap : full;
}
