/** @jest-environment node */
import { firstLoadChunks, sourceGroup } from "@/scripts/lib/chunk-report";

test("a page's first-load chunks are its module scripts, not the nomodule polyfills", () => {
  const html =
    '<script src="/_next/static/chunks/a.js" defer=""></script>' +
    '<script src="/_next/static/chunks/polyfill.js" noModule=""></script>' +
    '<script src="https://example.com/x.js"></script><script src="/_next/static/chunks/b.js" async=""></script>';
  expect(firstLoadChunks(html)).toEqual(["/_next/static/chunks/a.js", "/_next/static/chunks/b.js"]);
});

test("sources are grouped by package, Next's part, or our folder", () => {
  expect(sourceGroup("turbopack:///[project]/node_modules/next/src/client/add-base-path.ts")).toBe(
    "next:client",
  );
  expect(
    sourceGroup("turbopack:///[project]/node_modules/next/dist/compiled/react-dom/cjs/x.js"),
  ).toBe("next:react-dom");
  expect(sourceGroup("turbopack:///[project]/node_modules/@swc/helpers/esm/x.js")).toBe(
    "npm:@swc/helpers",
  );
  expect(sourceGroup("turbopack:///[project]/components/shell/badge.tsx")).toBe("components/shell");
});
