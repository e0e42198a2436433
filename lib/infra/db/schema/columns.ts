// Column helpers shared by the schema's tables.
import { sql } from "drizzle-orm";
import { timestamp } from "drizzle-orm/pg-core";

export const tz = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
export const createdAt = () => tz("created_at").notNull().defaultNow();
export const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} IN (${values.map((v) => `'${v}'`).join(", ")})`);
