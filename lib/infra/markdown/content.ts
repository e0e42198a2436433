import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import { routing, type Locale } from "@/i18n/routing";

export const STATIC_PAGES = ["about", "terms", "privacy-policy", "faq"] as const;
export type StaticPage = (typeof STATIC_PAGES)[number];

/** The folder of the markdown pages, one subfolder per language. */
export const contentDir = () => path.join(/*turbopackIgnore: true*/ process.cwd(), "content");

/** The page's markdown in `locale`, falling back to Czech when that language has none. */
export async function loadPageMarkdown({ page, locale }: { page: StaticPage; locale: Locale }) {
  const dir = contentDir();
  for (const l of new Set([locale, routing.defaultLocale])) {
    try {
      return { source: await fs.readFile(path.join(dir, l, `${page}.md`), "utf8"), locale: l };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
    }
  }
  throw new Error(`content/${routing.defaultLocale}/${page}.md is missing`);
}
