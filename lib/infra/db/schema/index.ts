// The whole data model (ARCHITECTURE.md §3): one Postgres schema for PGlite and PostgreSQL, a
// file per group of tables. drizzle-kit reads it from here (drizzle.config.ts).
export * from "./accounts";
export * from "./registry";
export * from "./ads";
export * from "./buyers";
export * from "./activity";
export * from "./moderation";
export * from "./background";
export * from "./pricing";
export * from "./messages";
export * from "./stats";
