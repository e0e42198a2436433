// Fast multi-row inserts for seeding and imports: one statement per batch whose parameters are
// one array per column (INSERT … SELECT FROM unnest(...)), on PGlite and PostgreSQL alike.
import { rawQuery, type RawQuery } from "./client";

export interface BulkColumn<R> {
  name: string;
  /** Postgres element type: text, int, bool, timestamptz … */
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
      return v instanceof Date ? v.toISOString() : (v ?? null);
    }),
  );
  const unnest = columns.map((c, i) => `$${i + 1}::${c.type}[]`).join(", ");
  const text = `INSERT INTO "${table}" (${names}) SELECT * FROM unnest(${unnest})${returning ? ` RETURNING ${returning}` : ""}`;
  return query(text, arrays);
}
