// Links that ads carry (location_link, source_link) come from sellers and imports. Client-safe.

/** The URL when it is an absolute http(s) one, else null (never a javascript: or data: link). */
export function safeHttpUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : null;
  } catch {
    return null;
  }
}
