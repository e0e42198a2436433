import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { tz, createdAt, inList } from "./columns";

// ---------------------------------------------------------------- accounts (better-auth)

export const USER_ROLES = ["user", "admin"] as const;
export const USER_LOCALES = ["cs", "en", "ru"] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    username: text("username").unique(),
    /** Granted and revoked only by `npm run admin` (ARCHITECTURE.md §4.5); sign-up cannot set it. */
    role: text("role", { enum: USER_ROLES }).notNull().default("user"),
    /** The language the user last used (alert e-mails are written in it). */
    locale: text("locale", { enum: USER_LOCALES }).notNull().default("cs"),
    /** The daily e-mail about price drops of favourites (opt-out on /favorites). */
    priceDropAlerts: boolean("price_drop_alerts").notNull().default(true),
    /** E-mails about new messages in the user's threads (issue 31; the link in each one stops them). */
    messageEmails: boolean("message_emails").notNull().default(true),
    /** The weekly summary of a seller's ads' statistics (issue 32; opt-out in the profile). */
    statsEmails: boolean("stats_emails").notNull().default(true),
    /** When the last weekly summary went out: one per seller per week. */
    statsEmailSentAt: tz("stats_email_sent_at"),
    createdAt: createdAt(),
    updatedAt: tz("updated_at").notNull().defaultNow(),
  },
  () => [
    check("users_role_check", inList("role", USER_ROLES)),
    check("users_locale_check", inList("locale", USER_LOCALES)),
  ],
);
export type User = typeof users.$inferSelect;

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    expiresAt: tz("expires_at").notNull(),
    token: text("token").notNull().unique(),
    createdAt: createdAt(),
    updatedAt: tz("updated_at").notNull().defaultNow(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: tz("access_token_expires_at"),
    refreshTokenExpiresAt: tz("refresh_token_expires_at"),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: tz("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("accounts_user_idx").on(t.userId),
    uniqueIndex("accounts_provider_account_idx").on(t.providerId, t.accountId),
  ],
);

export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: tz("expires_at").notNull(),
    createdAt: createdAt(),
    updatedAt: tz("updated_at").notNull().defaultNow(),
  },
  (t) => [index("verifications_identifier_idx").on(t.identifier)],
);

export const rateLimits = pgTable("rate_limits", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});
