// Every environment variable, validated once with zod (ARCHITECTURE.md §10).
import path from "node:path";
import { z } from "zod";

const flag = z
  .enum(["0", "1", "true", "false", ""])
  .optional()
  .transform((v) => (v === undefined || v === "" ? undefined : v === "1" || v === "true"));
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined));
const optionalUrl = z
  .url()
  .optional()
  .or(z.literal("").transform(() => undefined));

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL")
      .optional(),
  ),
  DATA_DIR: optionalString,
  PGLITE_DIR: optionalString,
  SITE_URL: optionalUrl,
  BETTER_AUTH_URL: optionalUrl,
  BETTER_AUTH_SECRET: optionalString.pipe(
    z.string().min(32, "needs at least 32 characters").optional(),
  ),
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default("Vozovna <noreply@vozovna.local>"),
  CONTACT_INBOX: z.string().default("podpora@vozovna.local"),
  S3_BUCKET: optionalString,
  S3_ENDPOINT: optionalUrl,
  S3_REGION: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_PUBLIC_URL: optionalUrl,
  TWILIO_ACCOUNT_SID: optionalString,
  TWILIO_AUTH_TOKEN: optionalString,
  TWILIO_VERIFY_SERVICE_SID: optionalString,
  /** ISO countries whose numbers may receive verification SMS (comma separated). */
  SMS_ALLOWED_COUNTRIES: z.string().default("CZ,SK"),
  /**
   * Test only (tests/setup.ts): passwords hashed with a cheap scrypt, honoured only when NODE_ENV is
   * "test" (lib/auth/password.ts).
   */
  TEST_CHEAP_PASSWORD_HASH: flag,
  /** Test only: a JSON Web Key Set that signs Google ID tokens instead of Google's keys. */
  GOOGLE_ID_TOKEN_TEST_JWKS: optionalString,
  DEEPL_API_KEY: optionalString,
  /** The DeepL translate endpoint; by default chosen from the key (":fx" keys use the free API). */
  DEEPL_API_URL: optionalUrl,
  NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: optionalString,
  NEXT_PUBLIC_GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  NEXT_PUBLIC_GA_ID: optionalString,
  SENTRY_DSN: optionalUrl,
  // Build-time only (next.config.ts): source-map upload when a release pipeline provides them.
  SENTRY_AUTH_TOKEN: optionalString,
  SENTRY_ORG: optionalString,
  SENTRY_PROJECT: optionalString,
  RUN_JOBS_IN_WEB: flag,
  RATE_LIMIT_STORE: z.enum(["memory", "postgres"]).default("memory"),
  /** Reverse proxies in front of the server whose X-Forwarded-For hop is trusted; 0 = the socket's peer. */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  REGISTRY_URL: optionalUrl,
  SEED: flag,
  SEED_ADS: z.coerce.number().int().min(0).max(1_000_000).default(5000),
  /** The in-process search index (lib/search/live-index.ts); 0 searches in SQL. */
  SEARCH_INDEX: flag.transform((v) => v ?? true),
  /** How often each instance reads changed ads into its index; 0 = before every search (tests). */
  SEARCH_INDEX_POLL_MS: z.coerce.number().int().min(0).max(600_000).optional(),
  /** Result cards kept in memory by each instance (lib/search/card-cache.ts); 0 reads every page's rows. */
  SEARCH_CARD_CACHE: z.coerce.number().int().min(0).max(1_000_000).default(20_000),
  /** Feeds the scheduler imports (lib/import/feeds.ts): `bazos=https://…/feed.jsonl;full,facebook=…`. */
  IMPORT_FEEDS: optionalString,
  /** When the feeds are imported: a cron pattern with seconds; hourly at :15 by default. */
  IMPORT_FEEDS_PATTERN: z.string().default("0 15 * * * *"),
  /** Largest feed the scheduler downloads, in bytes. */
  IMPORT_FEED_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(200 * 1024 * 1024),
  /** Tests only: lets imports fetch from loopback and private addresses (a local server). */
  IMPORT_ALLOW_PRIVATE_HOSTS: flag,
});

export type Env = z.infer<typeof schema> & { dataDir: string; siteUrl: string };

let cached: Env | undefined;

/** Reads and validates the environment once; fails fast with a readable message. */
export function getEnv(): Env {
  if (cached) return cached;
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const port = process.env.PORT ?? "3000";
  cached = {
    ...e,
    dataDir: path.resolve(/*turbopackIgnore: true*/ e.DATA_DIR ?? path.join(process.cwd(), "data")),
    siteUrl: (e.SITE_URL ?? e.BETTER_AUTH_URL ?? `http://localhost:${port}`).replace(/\/$/, ""),
  };
  return cached;
}

/** For tests that change variables between cases. */
export function resetEnvCache() {
  cached = undefined;
}
