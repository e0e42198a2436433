import "server-only";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { getEnv } from "@/lib/infra/env";

const g = globalThis as unknown as { __vozovnaAuthSecret?: string };

/**
 * BETTER_AUTH_SECRET, or a random secret generated once into DATA_DIR/auth-secret (mode 600)
 * so sessions survive restarts of a local install without any configuration.
 */
export function getAuthSecret(): string {
  if (g.__vozovnaAuthSecret) return g.__vozovnaAuthSecret;
  const env = getEnv();
  if (env.BETTER_AUTH_SECRET) return (g.__vozovnaAuthSecret = env.BETTER_AUTH_SECRET);
  const file = path.join(env.dataDir, "auth-secret");
  try {
    const existing = fs.readFileSync(file, "utf8").trim();
    if (existing.length >= 32) return (g.__vozovnaAuthSecret = existing);
  } catch {
    // not generated yet
  }
  fs.mkdirSync(env.dataDir, { recursive: true });
  const secret = crypto.randomBytes(32).toString("base64url");
  try {
    fs.writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
  } catch {
    // another process won the race: use its secret
    return (g.__vozovnaAuthSecret = fs.readFileSync(file, "utf8").trim());
  }
  return (g.__vozovnaAuthSecret = secret);
}
