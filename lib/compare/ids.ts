// The ads of a comparison live in the URL (/favorites/compare?ids=12,34,56&diff=1) so it can be shared.

export const MIN_COMPARE = 2;
export const MAX_COMPARE = 4;

export type CompareIds =
  { ok: true; ids: number[] } | { ok: false; reason: "tooFew" | "tooMany"; ids: number[] };

/** The ids in the order given; junk and repeats are ignored, 2 to 4 are needed. */
export function parseCompareIds(raw: string | string[] | undefined): CompareIds {
  const parts = (Array.isArray(raw) ? raw.join(",") : (raw ?? "")).split(",");
  const ids: number[] = [];
  for (const part of parts) {
    const s = part.trim();
    if (!/^\d{1,10}$/.test(s)) continue;
    const id = Number(s);
    if (id >= 1 && id <= 2_147_483_647 && !ids.includes(id)) ids.push(id);
  }
  if (ids.length < MIN_COMPARE) return { ok: false, reason: "tooFew", ids };
  if (ids.length > MAX_COMPARE) return { ok: false, reason: "tooMany", ids };
  return { ok: true, ids };
}
