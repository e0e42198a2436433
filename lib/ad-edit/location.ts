// The location edit's payload (seed 001 §5, §7): name and link trimmed, empty values left out.
// Client-safe.

/** A link to the place on a map, as the wizard stores it for a place picked by name. */
export const mapLink = (name: string) =>
  name ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(name)}` : "";

export function locationPatch(name: string, link: string): Record<string, string> {
  const out: Record<string, string> = {};
  if (name.trim()) out.location_name = name.trim();
  if (link.trim()) out.location_link = link.trim();
  return out;
}
