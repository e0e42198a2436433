// Markdown to HTML for the static pages, with no raw HTML: HTML in the source is shown as text,
// links are limited to safe schemes and internal links get the page's language prefix.
import { Marked, type Tokens } from "marked";

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]);

const SAFE_SCHEME = /^(https?:|mailto:|tel:)/i;

export type RenderOptions = {
  /** Turns an internal path ("/contact") into the current language's URL ("/en/contact"). */
  localizeHref?: (path: string) => string;
};

/** Adds an id to each heading from its text, so FAQ answers can be linked to. */
function slugify(text: string) {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 80);
}

export function renderMarkdown(
  source: string,
  { localizeHref = (p) => p }: RenderOptions = {},
): string {
  const used = new Map<string, number>();
  const marked = new Marked({
    gfm: true,
    renderer: {
      html: ({ text }: Tokens.HTML | Tokens.Tag) => escapeHtml(text),
      heading({ tokens, depth }: Tokens.Heading) {
        const inner = this.parser.parseInline(tokens);
        const base =
          slugify(this.parser.parseInline(tokens, this.parser.textRenderer)) || "section";
        const n = used.get(base) ?? 0;
        used.set(base, n + 1);
        const id = n ? `${base}-${n}` : base;
        return `<h${depth} id="${escapeHtml(id)}">${inner}</h${depth}>\n`;
      },
      link({ href, title, tokens }: Tokens.Link) {
        const text = this.parser.parseInline(tokens);
        let target: string | null = null;
        if (href.startsWith("/") && !href.startsWith("//")) target = localizeHref(href);
        else if (href.startsWith("#")) target = href;
        else if (SAFE_SCHEME.test(href)) target = href;
        if (target === null) return text;
        const external = /^https?:/i.test(target);
        const attrs = [
          `href="${escapeHtml(target)}"`,
          title ? `title="${escapeHtml(title)}"` : "",
          external ? 'rel="noopener noreferrer" target="_blank"' : "",
        ].filter(Boolean);
        return `<a ${attrs.join(" ")}>${text}</a>`;
      },
      // The static pages carry no pictures; an image is reduced to its description.
      image: ({ text }: Tokens.Image) => escapeHtml(text),
    },
  });
  return marked.parse(source, { async: false });
}

/** The first level-1 heading of a markdown document, as plain text. */
export function markdownTitle(source: string): string | null {
  const m = /^#\s+(.+)$/m.exec(source);
  return m ? m[1].replace(/[*_`]/g, "").trim() : null;
}
