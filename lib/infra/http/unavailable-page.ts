import "server-only";
import { NextResponse } from "next/server";
import { asLocale, translatorFor } from "@/lib/auth/translate";
import { localePrefixOf } from "@/lib/routes";

/** Seconds a visitor's browser is told to wait while the database is out of reach (as the API). */
export const UNAVAILABLE_RETRY_SECONDS = 5;

const escape = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);

/**
 * The page a visitor gets instead of "Something went wrong" while the database is out of reach:
 * 503 with Retry-After, in the language of the address, with no part that needs the database
 * (the layout reads it). It reloads itself after the wait.
 */
export function unavailablePage(pathname: string): NextResponse {
  const locale = asLocale(localePrefixOf(pathname).slice(1));
  const t = translatorFor(locale);
  const title = escape(t("errors.unavailableTitle"));
  const text = escape(t("errors.unavailableText"));
  const retry = escape(t("errors.retry"));
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta http-equiv="refresh" content="${UNAVAILABLE_RETRY_SECONDS * 3}"><meta name="robots" content="noindex"><title>${title}</title></head><body style="font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem"><h1>${title}</h1><p>${text}</p><p><a href="">${retry}</a></p></body></html>`;
  return new NextResponse(html, {
    status: 503,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "retry-after": String(UNAVAILABLE_RETRY_SECONDS),
      "cache-control": "no-store",
    },
  });
}
