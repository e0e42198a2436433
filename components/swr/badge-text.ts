/** "99+" above 99 (seed 000 §9.1); null when there is nothing to show. */
export function badgeText(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > 99 ? "99+" : String(Math.floor(count));
}
