// `npm run bench:web -- --inp`: how long three interactions of issue #16 take on a phone with a 4x
// slower CPU (CDP Emulation.setCPUThrottlingRate), from the Event Timing API: opening the make
// picker on the home page, toggling a favourite (signed in as the demo buyer) and changing the sort.
// An interaction lasts from the input to the next paint after its handlers (the longest event of its
// interactionId); INP is the worst of a visit, so each action gets a fresh page load.
// Scripts run in the page are strings: under tsx (esbuild keepNames) a serialised function would
// call a `__name` helper the page does not have.
import { chromium, devices, type BrowserContext, type Page } from "@playwright/test";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";

/** the demo buyer of lib/demo/accounts.ts (seeded with the demo data; that module loads the database) */
const BUYER = { email: "kupujici@demo.vozovna.cz", password: "vozovna-demo" };

const OBSERVE = `
window.__interactions = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries())
    if (e.interactionId) window.__interactions.push({ id: e.interactionId, name: e.name, duration: e.duration });
}).observe({ type: "event", durationThreshold: 16, buffered: true });`;

/** The longest interaction since the last call, in ms; 0 when none took 16 ms or more. */
async function longestInteraction(page: Page): Promise<number> {
  // entries are queued after the next paint: let a few frames pass, then read and clear them
  const settle =
    "new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 300))))";
  let found: { duration: number }[] = [];
  for (let i = 0; i < 10 && !found.length; i++) {
    await page.evaluate(settle);
    found = (await page.evaluate("window.__interactions.splice(0)")) as { duration: number }[];
  }
  return Math.max(0, ...found.map((e) => e.duration));
}

interface Action {
  name: string;
  /** opens the page (not measured) */
  prepare: (page: Page) => Promise<void>;
  /** the interaction, done when its result shows */
  act: (page: Page) => Promise<void>;
  /** puts back what the interaction changed (not measured) */
  cleanup?: (page: Page) => Promise<void>;
}

const results = (page: Page) => page.getByRole("region", { name: "Výsledky hledání" });
const cardOf = (page: Page, href: string) =>
  results(page)
    .getByRole("article")
    .filter({ has: page.locator(`a[href="${href}"]`) });
let heartedAd = "";

const ACTIONS: Action[] = [
  {
    name: "open the make picker (home)",
    prepare: async (page) => {
      await page.goto("/");
    },
    act: async (page) => {
      await page.getByRole("button", { name: "Značka" }).click();
      // the dialog's own box is empty: wait for what it shows
      await page.getByRole("dialog", { name: "Značka" }).getByRole("searchbox").waitFor();
    },
  },
  {
    name: "toggle a favourite (home, signed in)",
    prepare: async (page) => {
      await page.goto("/");
      const heart = page.getByRole("button", { name: "Přidat do oblíbených" });
      const card = results(page).getByRole("article").filter({ has: heart }).first();
      heartedAd = (await card.locator('a[href*="/ads/cars/"]').first().getAttribute("href")) ?? "";
    },
    act: async (page) => {
      await cardOf(page, heartedAd).getByRole("button", { name: "Přidat do oblíbených" }).click();
      await cardOf(page, heartedAd)
        .getByRole("button", { name: "Odebrat z oblíbených", pressed: true })
        .waitFor();
    },
    cleanup: async (page) => {
      await cardOf(page, heartedAd).getByRole("button", { name: "Odebrat z oblíbených" }).click();
      await cardOf(page, heartedAd).getByRole("button", { name: "Přidat do oblíbených" }).waitFor();
    },
  },
  {
    // the phone's "Další filtry" section: its rows, and the more-filters panel loaded on this tap
    name: "open the more filters (home, phone)",
    prepare: async (page) => {
      await page.goto("/");
    },
    act: async (page) => {
      await page.getByRole("button", { name: "Další filtry" }).click();
      await page.getByRole("button", { name: /^Rok/ }).waitFor();
    },
  },
  {
    name: "open a range sheet (home, phone)",
    prepare: async (page) => {
      await page.goto("/");
      await page.getByRole("button", { name: "Další filtry" }).click();
    },
    act: async (page) => {
      await page.getByRole("button", { name: /^Rok/ }).click();
      await page.getByRole("dialog").getByRole("listbox").first().waitFor();
    },
  },
  {
    name: "change the sort (home, arrow key)",
    prepare: async (page) => {
      await page.goto("/");
    },
    act: async (page) => {
      // a key press, as selectOption's synthetic events are no interaction for Event Timing
      // (a phone's native option sheet cannot be driven here)
      await page.getByLabel("Řadit").focus();
      await page.keyboard.press("ArrowDown");
      await page.waitForURL(/ordering=/);
    },
  },
];

async function phoneContext(base: string) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
  });
  const { defaultBrowserType: _, ...phone } = devices["Pixel 7"];
  const context = await browser.newContext({
    ...phone,
    viewport: { width: 390, height: 844 },
    baseURL: base,
    locale: "cs-CZ",
  });
  // the cookie banner answered (necessary only), so it covers nothing
  await context.addCookies([
    {
      name: "vozovna_consent",
      value: "3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b:necessary",
      url: base,
    },
  ]);
  await context.addInitScript({ content: OBSERVE });
  const signIn = await context.request.post("/api/auth/sign-in/email", {
    data: BUYER,
    headers: { origin: base },
  });
  if (!signIn.ok()) throw new Error(`Signing in the demo buyer answered ${signIn.status()}`);
  return { browser, context };
}

async function measure(context: BrowserContext, action: Action): Promise<number> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await action.prepare(page);
    await page.waitForLoadState("networkidle"); // hydrated: a tap now is not lost
    await longestInteraction(page); // drop what the preparation did
    await action.act(page);
    const ms = await longestInteraction(page);
    await action.cleanup?.(page);
    return ms;
  } finally {
    await page.close();
  }
}

/**
 * The host's speed as Lighthouse states it (`benchmarkIndex`, its own page function, run in this
 * browser without throttling): figures from hosts of different speed compare only beside it.
 */
async function benchmarkIndex(context: BrowserContext): Promise<number> {
  const source = String(pageFunctions.computeBenchmarkIndex);
  const page = await context.newPage();
  try {
    // under tsx the function's source calls esbuild's `__name` (see the top of this file)
    const script = `(() => { const __name = (f) => f; return (${source})(); })()`;
    return Math.round((await page.evaluate(script)) as number);
  } finally {
    await page.close();
  }
}

/**
 * Each action `runs` times, each on a fresh page (the first tap after its load): the durations in
 * ms, per action, and the host's benchmarkIndex measured before them.
 */
export async function measureInteractions(base: string, runs: number) {
  const { browser, context } = await phoneContext(base);
  try {
    const hostIndex = await benchmarkIndex(context);
    console.log(`host benchmarkIndex (Lighthouse's, unthrottled): ${hostIndex}`);
    const out: { action: string; ms: number[] }[] = [];
    for (const action of ACTIONS) {
      const ms: number[] = [];
      for (let i = 0; i < runs; i++) {
        ms.push(await measure(context, action));
        console.log(`${action.name}: run ${i + 1}/${runs}: ${Math.round(ms[i])} ms`);
      }
      out.push({ action: action.name, ms });
    }
    return { benchmarkIndex: hostIndex, rows: out };
  } finally {
    await browser.close();
  }
}
