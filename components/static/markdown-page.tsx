import { getPathname } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";
import { loadPageMarkdown, type StaticPage } from "@/lib/infra/markdown/content";
import { renderMarkdown } from "@/lib/infra/markdown/render";

const prose = [
  "mx-auto max-w-3xl rounded-2xl bg-white p-6 text-slate-700 shadow-sm ring-1 ring-slate-200 md:p-10",
  "[&_h1]:mb-4 [&_h1]:text-3xl [&_h1]:font-bold [&_h1]:tracking-tight [&_h1]:text-slate-900",
  "[&_h2]:mt-8 [&_h2]:mb-3 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-slate-900",
  "[&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900",
  "[&_p]:my-3 [&_p]:leading-7 [&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6",
  "[&_li]:my-1 [&_a]:font-medium [&_a]:text-primary-700 [&_a]:underline [&_a:hover]:text-primary-800",
  "[&_strong]:text-slate-900 [&_hr]:my-8 [&_table]:my-4 [&_table]:w-full [&_td]:border [&_td]:p-2 [&_th]:border [&_th]:p-2",
  "[&_blockquote]:border-l-4 [&_blockquote]:border-primary-200 [&_blockquote]:pl-4 [&_blockquote]:italic",
].join(" ");

/** A static page rendered on the server from content/{locale}/{page}.md. */
export async function MarkdownPage({ page, locale }: { page: StaticPage; locale: Locale }) {
  const { source, locale: shown } = await loadPageMarkdown({ page, locale });
  const html = renderMarkdown(source, { localizeHref: (href) => getPathname({ href, locale }) });
  return (
    // The HTML comes from our own markdown with raw HTML escaped (lib/infra/markdown/render.ts).
    <article lang={shown} className={prose} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
