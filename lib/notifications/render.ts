import "server-only";
import { render } from "@react-email/components";
import type { ReactElement } from "react";

/** An e-mail template as the HTML and the plain-text part of one message. */
export async function renderEmail(el: ReactElement): Promise<{ html: string; text: string }> {
  const [html, text] = await Promise.all([render(el), render(el, { plainText: true })]);
  return { html, text };
}
