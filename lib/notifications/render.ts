import "server-only";
import { toPlainText } from "@react-email/render";
import type { ReactElement } from "react";
import { renderToStaticHtml } from "./static-markup";

// E-mails are rendered where the react-server condition applies (the web server's scheduler runs in
// Next's instrumentation layer, bundled with that condition), and there React refuses
// react-dom/server – and so react-email's render(), which is built on it. The same
// templates are therefore rendered by lib/notifications/static-markup.ts (checked against
// react-dom/server in its test), with react-email's doctype and its own HTML-to-text conversion.

const DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/** The plain-text part keeps headings as written (html-to-text would shout them in capitals). */
const htmlToTextOptions = {
  selectors: ["h1", "h2", "h3"].map((selector) => ({ selector, options: { uppercase: false } })),
};

/** An e-mail template as the HTML and the plain-text part of one message. */
export function renderEmail(el: ReactElement): { html: string; text: string } {
  const html = DOCTYPE + renderToStaticHtml(el);
  return { html, text: toPlainText(html, htmlToTextOptions) };
}
