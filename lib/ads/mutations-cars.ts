import "server-only";
import type { RawQuery } from "@/lib/db/client";

// The car a listing shows (ads.car_id, DESIGN.md §4.17), as lib/cars decided it, inside the
// matching's transaction. Only differing values are written: a write moves updated_date (the ads
// trigger), which the search index and the page cache read as a change of the ad. The caller
// tells them (adsChanged) after commit.

export async function writeCarIds(query: RawQuery, rows: { id: number; carId: number | null }[]) {
  if (rows.length === 0) return;
  await query(
    `UPDATE ads SET car_id = v.car_id
       FROM unnest($1::int[], $2::int[]) AS v(id, car_id)
      WHERE ads.id = v.id AND ads.car_id IS DISTINCT FROM v.car_id`,
    [rows.map((r) => r.id), rows.map((r) => r.carId)],
  );
}
