// Sitemap XML (sitemaps.org 0.9 with xhtml:link hreflang alternates). Pure string building.

export interface SitemapUrl {
  loc: string;
  /** every language version of the page, itself included, plus x-default */
  alternates: { hreflang: string; href: string }[];
  lastmod?: Date | null;
}

const ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};
export const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => ENTITIES[c]);

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const lastmodTag = (d?: Date | null) => (d ? `<lastmod>${d.toISOString()}</lastmod>` : "");

export function urlsetXml(urls: SitemapUrl[]): string {
  const body = urls.map((u) => {
    const links = u.alternates
      .map(
        (a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(a.href)}"/>`,
      )
      .join("");
    return `<url><loc>${escapeXml(u.loc)}</loc>${lastmodTag(u.lastmod)}${links}</url>`;
  });
  return `${HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${body.join("\n")}\n</urlset>\n`;
}

export function sitemapIndexXml(sitemaps: { loc: string; lastmod?: Date | null }[]): string {
  const body = sitemaps.map(
    (s) => `<sitemap><loc>${escapeXml(s.loc)}</loc>${lastmodTag(s.lastmod)}</sitemap>`,
  );
  return `${HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body.join("\n")}\n</sitemapindex>\n`;
}

export const xmlResponse = (xml: string) =>
  new Response(xml, {
    headers: {
      "content-type": "application/xml; charset=utf-8",
      "cache-control": "public, max-age=3600",
    },
  });
