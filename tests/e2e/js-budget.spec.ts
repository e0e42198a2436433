import { devices, expect, test, type Browser } from "./test";
import budgetFile from "@/perf-budget.json";
import { pickPages } from "@/scripts/lib/pick-pages";

// The JavaScript a phone downloads on its first visit of each public page type (issue #16): the
// encoded (brotli here) body bytes of every script response from a fresh context with an empty cache,
// until the load event and network idle, at 390 px. perf-budget.json holds the enforced budget and
// the target it ratchets down to; the measured figures are printed for the CI log either way.

type PageType = "home" | "landing" | "ad" | "seller" | "static";
const budgets = budgetFile.pages as Record<PageType, { target: number; budget: number }>;
const KB = 1024;

/** Script bytes of a first visit: a new context (no cache, no cookies: the consent banner shows). */
async function firstLoadScripts(browser: Browser, baseURL: string, path: string) {
  const { defaultBrowserType: _, ...phone } = devices["Pixel 7"];
  const context = await browser.newContext({
    ...phone,
    viewport: { width: 390, height: 844 },
    baseURL,
    locale: "cs-CZ",
  });
  try {
    const page = await context.newPage();
    const sizes: Promise<number>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() !== "script") return;
      sizes.push(
        response
          .request()
          .sizes()
          .then((s) => s.responseBodySize),
      );
    });
    const res = await page.goto(path, { waitUntil: "load" });
    expect(res?.status(), `${path} answers`).toBe(200);
    await page.waitForLoadState("networkidle");
    const bytes = await Promise.all(sizes);
    return { bytes: bytes.reduce((a, b) => a + b, 0), files: bytes.length };
  } finally {
    await context.close();
  }
}

test("first-load JavaScript of each public page type stays within perf-budget.json", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const pages = await pickPages(baseURL!);
  const rows: { type: PageType; path: string; kb: number; files: number }[] = [];
  for (const type of Object.keys(budgets) as PageType[]) {
    const { bytes, files } = await firstLoadScripts(browser, baseURL!, pages[type]);
    rows.push({ type, path: pages[type], kb: bytes / KB, files });
  }

  const table = [
    "page type  path                       JS KB sent  files  budget  target",
    ...rows.map(({ type, path, kb, files }) => {
      const { budget, target } = budgets[type];
      const flag = kb > budget ? "  OVER BUDGET" : kb > target ? "  over target" : "";
      return `${type.padEnd(10)} ${path.padEnd(26)} ${kb.toFixed(1).padStart(10)}  ${String(files).padStart(5)}  ${String(budget).padStart(6)}  ${String(target).padStart(6)}${flag}`;
    }),
  ].join("\n");
  console.log(`First-load JavaScript at 390 px (KB = 1024 bytes):\n${table}`);

  const over = rows.filter(({ type, kb }) => kb > budgets[type].budget).map(({ type }) => type);
  expect(over, `page types over their JavaScript budget (perf-budget.json):\n${table}`).toEqual([]);
});
