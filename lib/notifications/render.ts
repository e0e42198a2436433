import "server-only";
import { render } from "@react-email/components";
import type { ReactElement } from "react";

/** The plain-text part keeps headings as written (html-to-text would shout them in capitals). */
const htmlToTextOptions = {
  selectors: ["h1", "h2", "h3"].map((selector) => ({ selector, options: { uppercase: false } })),
};

/** An e-mail template as the HTML and the plain-text part of one message. */
export async function renderEmail(el: ReactElement): Promise<{ html: string; text: string }> {
  const [html, text] = await Promise.all([
    render(el),
    render(el, { plainText: true, htmlToTextOptions }),
  ]);
  return { html, text };
}
