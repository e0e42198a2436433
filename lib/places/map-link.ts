// The location link an ad stores for a place picked by name (the wizard and the edit screen).
// Client-safe.

/** A link to the place on a map; empty for no place. */
export const mapLink = (name: string) =>
  name ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(name)}` : "";
