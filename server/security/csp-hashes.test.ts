/** @jest-environment node */
import { createHash } from "node:crypto";
import { buildCsp } from "../../lib/infra/security/csp";
import { inlineScriptHashes, withScriptHashes } from "./csp-hashes.mjs";

const sha = (text: string) =>
  `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;

test("hashes every inline script a browser runs, exactly as written, once each", () => {
  const flight = `self.__next_f.push([1,"a\\u003cb ž"])`;
  const html = [
    `<script src="/_next/static/chunks/a.js" async=""></script>`,
    `<script>${flight}</script>`,
    `<script nonce="x" id="boot">(self.__next_f=self.__next_f||[]).push([0])</script>`,
    `<script type="module">import("/x.js")</script>`,
    `<script type="application/ld+json">{"@type":"Car"}</script>`,
    `<script>${flight}</script>`,
    `<SCRIPT>\n  multi\n  line\n</SCRIPT>`,
  ].join("");
  expect(inlineScriptHashes(html)).toEqual([
    sha(flight),
    sha("(self.__next_f=self.__next_f||[]).push([0])"),
    sha(`import("/x.js")`),
    sha("\n  multi\n  line\n"),
  ]);
});

test("a script with a src is not hashed, whatever else it has", () => {
  expect(inlineScriptHashes(`<script async src='/a.js'>ignored</script>`)).toEqual([]);
  // "data-src" is not "src"
  expect(inlineScriptHashes(`<script data-src="/a.js">run()</script>`)).toEqual([sha("run()")]);
});

const scriptSrc = (csp: string) =>
  csp
    .split("; ")
    .find((d) => d.startsWith("script-src "))!
    .split(" ")
    .slice(1);

test("hashes mode: no nonce, no strict-dynamic, the hashes beside 'self' and the configured hosts", () => {
  const csp = buildCsp({ hashes: ["sha256-abc"], googleMaps: true });
  expect(scriptSrc(csp)).toEqual([
    "'self'",
    "'sha256-abc'",
    "https://maps.googleapis.com",
    "https://maps.gstatic.com",
  ]);
  // the other directives are the nonce policy's
  const other = (p: string) => p.split("; ").filter((d) => !d.startsWith("script-src "));
  expect(other(csp)).toEqual(other(buildCsp({ nonce: "n", googleMaps: true })));
});

test("the server adds the page's hashes to the hashes-mode policy the proxy built", () => {
  const built = buildCsp({ hashes: [] });
  expect(scriptSrc(withScriptHashes(built, ["sha256-a", "sha256-b"]))).toEqual(
    scriptSrc(buildCsp({ hashes: ["sha256-a", "sha256-b"] })),
  );
  const nonced = buildCsp({ nonce: "n" });
  expect(withScriptHashes(nonced, ["sha256-a"])).toBe(nonced);
  expect(withScriptHashes(built, [])).toBe(built);
});
