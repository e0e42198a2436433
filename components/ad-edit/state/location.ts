// The location edit's payload (seed 001 §5, §7): name and link trimmed, empty values left out.
// Client-safe.

export function locationPatch(name: string, link: string): Record<string, string> {
  const out: Record<string, string> = {};
  if (name.trim()) out.location_name = name.trim();
  if (link.trim()) out.location_link = link.trim();
  return out;
}
