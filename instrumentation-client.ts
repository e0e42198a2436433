import { config } from "zod";
import { loadSentry } from "./lib/sentry/client";

// zod probes `new Function("")` to decide whether it may compile its object parsers. Our CSP has
// no 'unsafe-eval', so the browser refuses the probe and reports a CSP violation on every page that
// loads a schema (a DevTools issue, and Lighthouse's best-practices audit fails on it). Set before any
// schema is built (this file runs before hydration); the interpreted parsers are fast enough for forms.
config({ jitless: true });

void loadSentry();

export function onRouterTransitionStart(
  href: string,
  navigationType: "push" | "replace" | "traverse",
) {
  void loadSentry().then((Sentry) => Sentry?.captureRouterTransitionStart(href, navigationType));
}
