// One Lighthouse run (mobile defaults: simulated slow 4G and 4x CPU) of one URL in a fresh headless
// Chromium, printed as one line of JSON: the four category scores, LCP, FCP, TBT, CLS and the script
// responses' transfer size. Used by scripts/bench-web.ts, one process per run.
// Plain JavaScript run by plain node on purpose: under tsx (esbuild keepNames) the functions
// Lighthouse serialises into the page call a `__name` helper the page does not have.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const url = process.argv[2];
if (!url) {
  console.error("usage: node scripts/lib/lighthouse-run.mjs <url>");
  process.exit(2);
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox"],
});
try {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: CATEGORIES,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const audit = (id) => lhr.audits[id]?.numericValue ?? null;
  const scripts = (lhr.audits["network-requests"]?.details?.items ?? []).filter(
    (r) => r.resourceType === "Script",
  );
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [
      c,
      lhr.categories[c]?.score == null ? null : lhr.categories[c].score * 100,
    ]),
  );
  console.log(
    JSON.stringify({
      scores,
      lcp: audit("largest-contentful-paint"),
      fcp: audit("first-contentful-paint"),
      tbt: audit("total-blocking-time"),
      cls: audit("cumulative-layout-shift"),
      jsBytes: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
      jsFiles: scripts.length,
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    }),
  );
} finally {
  chrome.kill();
}
