import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
} from "drizzle-orm/pg-core";
import { tz, createdAt, inList } from "./columns";
import { users } from "./accounts";

export const JOB_STATUSES = ["pending", "running", "done", "failed"] as const;

// ---------------------------------------------------------------- background work

export const jobs = pgTable(
  "jobs",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    kind: text("kind").notNull(),
    payload: jsonb("payload").notNull().default({}),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(5),
    runAt: tz("run_at").notNull().defaultNow(),
    lockedAt: tz("locked_at"),
    lockedBy: text("locked_by"),
    lastError: text("last_error"),
    createdAt: createdAt(),
    finishedAt: tz("finished_at"),
  },
  (t) => [
    index("jobs_pending_idx")
      .on(t.runAt)
      .where(sql`status = 'pending'`),
    check("jobs_status_check", inList("status", JOB_STATUSES)),
  ],
);
export type JobRow = typeof jobs.$inferSelect;

/** One row per tick of a periodic task that a process claimed (lib/infra/jobs/ticks.ts). */
export const periodicRuns = pgTable(
  "periodic_runs",
  {
    name: text("name").notNull(),
    /** the tick's scheduled time */
    slot: tz("slot").notNull(),
    startedAt: tz("started_at").notNull().defaultNow(),
    finishedAt: tz("finished_at"),
  },
  (t) => [primaryKey({ columns: [t.name, t.slot] })],
);
export type PeriodicRunRow = typeof periodicRuns.$inferSelect;

/**
 * The answer of each request sent with an `Idempotency-Key` (lib/infra/api/idempotency.ts), shared by
 * every instance: a retry that reaches another one gets the same answer. Kept a day.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    /** who and what: "ad-create:<user id>" */
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    /** null while the first request runs */
    result: jsonb("result"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.key] }),
    index("idempotency_keys_created_idx").on(t.createdAt),
  ],
);

/**
 * Photos of the signed-in seller's wizard draft (issue 27): stored through the ad-photo pipeline
 * as they are chosen, so a reload, another device or a sign-in after expiry finds them again in
 * their order. Publishing moves them to ad_images; a draft untouched for the retention time is
 * removed with its objects (lib/ads/draft-photos-task.ts).
 */
export const draftPhotos = pgTable(
  "draft_photos",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    fullUrl: text("full_url").notNull(),
    miniUrl: text("mini_url").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    storageKey: text("storage_key").notNull(),
    phash: bigint("phash", { mode: "bigint" }),
    createdAt: createdAt(),
    /** The last change of the user's draft photos (any upload or reorder touches all of them). */
    touchedAt: tz("touched_at").notNull().defaultNow(),
  },
  (t) => [
    index("draft_photos_user_idx").on(t.userId, t.position),
    index("draft_photos_touched_idx").on(t.touchedAt),
  ],
);
export type DraftPhotoRow = typeof draftPhotos.$inferSelect;
