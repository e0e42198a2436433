import { setZodJitless } from "./lib/forms/zod-jitless";
import { loadSentry } from "./lib/sentry/client";

// before any schema is built (this file runs before hydration): see lib/forms/zod-jitless.ts
setZodJitless();

void loadSentry();

export function onRouterTransitionStart(
  href: string,
  navigationType: "push" | "replace" | "traverse",
) {
  void loadSentry().then((Sentry) => Sentry?.captureRouterTransitionStart(href, navigationType));
}
