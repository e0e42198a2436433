// IMPORT_FEEDS: the feeds the scheduler imports, `source=url` separated by commas or spaces, each
// optionally ending in `;full` (the feed lists every active ad of the source, so missing ones are
// archived). Client-safe, pure.
import { IMPORT_SOURCES, type ImportSource } from "./sources";

export interface ConfiguredFeed {
  source: ImportSource;
  url: string;
  full: boolean;
}

/** The configured feeds; throws naming the entry that is not understood. */
export function parseImportFeeds(value: string | undefined): ConfiguredFeed[] {
  if (!value?.trim()) return [];
  return value
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((entry) => {
      const m = entry.match(/^([a-z]+)=(https?:\/\/[^;]+)(;full)?$/i);
      const source = m?.[1].toLowerCase();
      if (!m || !IMPORT_SOURCES.some((s) => s === source))
        throw new Error(
          `IMPORT_FEEDS: "${entry}" is not source=http(s)://…[;full] with a source of ${IMPORT_SOURCES.join(", ")}`,
        );
      return { source: source as ImportSource, url: m[2], full: !!m[3] };
    });
}
