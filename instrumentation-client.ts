import { setZodJitless } from "./components/forms/zod-jitless";
import { loadSentry } from "./lib/infra/sentry/client";

// before any schema is built (this file runs before hydration): see components/forms/zod-jitless.ts
setZodJitless();

void loadSentry();

export function onRouterTransitionStart(
  href: string,
  navigationType: "push" | "replace" | "traverse",
) {
  void loadSentry().then((Sentry) => Sentry?.captureRouterTransitionStart(href, navigationType));
}
