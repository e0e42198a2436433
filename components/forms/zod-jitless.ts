// zod probes `new Function("")` to decide whether it may compile its object parsers. Our CSP has no
// 'unsafe-eval', so the browser refuses the probe and reports a CSP violation on every page that
// loads a schema (a DevTools issue, and Lighthouse's best-practices audit fails on it); the
// interpreted parsers are fast enough for forms.
//
// zod keeps its settings in one object on globalThis, shared by every copy of zod, and creates it
// only when absent (zod/v4/core/core.js). Writing it here, instead of calling `z.config()`, keeps
// zod out of every page's first load (5.5 KB gzip); most pages have no form. The test proves zod
// reads it, whichever loads first.

declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

/** zod's interpreted parsers from here on; call before any schema is built. */
export function setZodJitless() {
  globalThis.__zod_globalConfig ??= {};
  globalThis.__zod_globalConfig.jitless = true;
}
