// Fast multi-row inserts for seeding and imports: one statement per batch whose parameters are
// one array per column (INSERT … SELECT FROM unnest(...)), on PGlite and PostgreSQL alike.
import { rawQuery, type RawQuery } from "./client";

export interface BulkColumn<R> {
  name: string;
  /** Postgres element type: text, int, bool, timestamptz …, or an array type (text[]) */
  type: string;
  value: (row: R) => unknown;
}

export async function bulkInsert<R>(
  table: string,
  columns: BulkColumn<R>[],
  rows: R[],
  returning?: string,
  query: RawQuery = rawQuery,
): Promise<Record<string, unknown>[]> {
  if (rows.length === 0) return [];
  const names = columns.map((c) => `"${c.name}"`).join(", ");
  const arrays = columns.map((c) =>
    rows.map((r) => {
      const v = c.value(r);
      if (Array.isArray(v)) return arrayLiteral(v);
      return v instanceof Date ? v.toISOString() : (v ?? null);
    }),
  );
  // unnest would flatten an array of arrays: an array column travels as its literal's text
  const isArray = (c: BulkColumn<R>) => c.type.endsWith("[]");
  const unnest = columns.map((c, i) => `$${i + 1}::${isArray(c) ? "text" : c.type}[]`).join(", ");
  const select = columns.map((c, i) => (isArray(c) ? `c${i}::${c.type}` : `c${i}`)).join(", ");
  const as = columns.map((_, i) => `c${i}`).join(", ");
  const text = `INSERT INTO "${table}" (${names}) SELECT ${select} FROM unnest(${unnest}) AS u(${as})${returning ? ` RETURNING ${returning}` : ""}`;
  return query(text, arrays);
}

/** A Postgres array literal of these values: {"a","b \"c\""}, quotes and backslashes escaped. */
const arrayLiteral = (values: unknown[]) =>
  `{${values.map((v) => `"${String(v).replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(",")}}`;
