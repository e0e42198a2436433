// The targets of `npm run bench`'s default run (scripts/bench.ts): searches, pages (mixed and
// repeated), issue 29's car-data buyers, issue 30's market value, the floor and the ceilings.
import http from "node:http";
import { BENCH_QUERIES, benchMix, carDataMix, marketValueMix } from "../bench-queries";
import type { BenchRow, loader } from "./bench-load";
import { activeAds, pickPages } from "./pick-pages";

export interface TargetSettings {
  host: string;
  port: number;
  /** how many different searches each mixed target spreads over */
  mix: number;
  seed: number;
  /** also the thirteen named searches repeated over and over */
  fixed: boolean;
  load: ReturnType<typeof loader>;
}

const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

/** The bare-Node ceiling: the saved HTML of each page target at its own path, nothing else. */
function serveSaved(pages: Map<string, Buffer>, host: string, port: number): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const body = pages.get(req.url ?? "");
    if (!body) return res.writeHead(404).end();
    res.writeHead(200, {
      "content-type": "text/html; charset=utf-8",
      "content-length": body.length,
    });
    res.end(body);
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject); // a port in use must not leave the app server running
    server.listen(port, host, () => resolve(server));
  });
}

/** The targets of the default run: searches, pages (mixed and repeated), floor and ceilings. */
export async function targets({
  host,
  port,
  mix: MIX,
  seed,
  fixed,
  load,
}: TargetSettings): Promise<BenchRow[]> {
  const BASE = `http://${host}:${port}`;
  const mixed = benchMix(MIX, seed);
  const api = mixed.map((q) => `/api/ads/filter/?${q.api}`);
  const count = mixed.map((q) => `/api/ads-count/filtered/?${q.count}`);
  const locales = ["", "", "", "/en", "/ru"];
  const pages = mixed.map(
    (q, i) => `${locales[i % locales.length] || "/"}${q.page ? `?${q.page}` : ""}`,
  );
  const { ad, landing } = await pickPages(BASE);
  // warm every route with searches of another seed (compiles the code paths, fills no cache)
  for (const q of benchMix(40, seed + 1)) {
    for (const p of [
      `/api/ads/filter/?${q.api}`,
      `/api/ads-count/filtered/?${q.count}`,
      `/?${q.page}`,
    ])
      await fetch(BASE + p);
  }
  // the HTML each ceiling serves: what the server answers for that page, saved once
  const saved = new Map<string, Buffer>();
  for (const p of ["/", ad, landing])
    saved.set(p, Buffer.from(await (await fetch(BASE + p)).arrayBuffer()));

  const rows: BenchRow[] = [];
  rows.push(await load(`GET /api/ads/filter/ (${MIX} searches)`, BASE, api));
  rows.push(await load(`GET /api/ads-count/filtered/ (${MIX} searches)`, BASE, count));
  const home = `GET / server-rendered (${MIX} searches)`;
  rows.push(await load(home, BASE, pages));
  const adName = `GET ${ad} (one ad, repeated)`;
  rows.push(await load(adName, BASE, [ad]));
  const landingName = `GET ${landing} (one landing, repeated)`;
  rows.push(await load(landingName, BASE, [landing]));
  // issue 29's buyer: 3 equipment items + a radius around a town + a body type + a price range
  const buyers = carDataMix(MIX, seed);
  rows.push(
    await load(
      `GET /api/ads/filter/ (${MIX} car-data searches)`,
      BASE,
      buyers.map((q) => `/api/ads/filter/?${q.api}`),
    ),
  );
  rows.push(
    await load(
      `GET /api/ads-count/filtered/ (${MIX} car-data)`,
      BASE,
      buyers.map((q) => `/api/ads-count/filtered/?${q.count}`),
    ),
  );
  // issue 30's seller: the market value of a described car while the price is typed. First as
  // the first sellers of each model since the start (a model's fit is made on its first ask),
  // then the same asks once every model's fit is made (untimed: one ask per model), as the
  // keystrokes that follow a seller's first
  const described = marketValueMix(await activeAds(BASE, 10), MIX, seed);
  const marketValue = (name: string) =>
    load(
      name,
      BASE,
      described.map((q) => `/api/ads/market-value/?${q}`),
      200,
      true,
      // many sellers typing at once: one client's own limit (240 a minute) is not what is measured
      true,
    );
  rows.push(await marketValue(`GET /api/ads/market-value/ (${MIX} described cars, first asks)`));
  const perModel = new Map<string, string>();
  for (const q of described) {
    const p = new URLSearchParams(q);
    perModel.set(`${p.get("make")}|${p.get("model")}`, q);
  }
  for (const q of perModel.values())
    await fetch(`${BASE}/api/ads/market-value/?${q}`, {
      headers: { "x-forwarded-for": "10.9.9.9" },
    });
  rows.push(await marketValue(`GET /api/ads/market-value/ (the same, every model's fit made)`));
  if (fixed) {
    const fixed = Object.values(BENCH_QUERIES);
    rows.push(
      await load(
        `GET /api/ads/filter/ (${fixed.length} fixed searches)`,
        BASE,
        fixed.map((q) => `/api/ads/filter/?${q}`),
      ),
    );
    rows.push(
      await load(
        `GET /api/ads-count/filtered/ (${fixed.length} fixed)`,
        BASE,
        fixed.map(
          (q) => `/api/ads-count/filtered/?${q.replace(/(^|&)(page|ordering)=[^&]*/g, "")}`,
        ),
      ),
    );
  }
  rows.push(
    await load("floor: Next.js route doing nothing (404)", BASE, ["/api/bench-floor/"], 404),
  );
  const ceiling = await serveSaved(saved, host, port + 1);
  try {
    for (const [path, of] of [
      ["/", home],
      [ad, adName],
      [landing, landingName],
    ]) {
      const row = await load(
        `ceiling: bare Node, saved ${path} (${kb(saved.get(path)!.length)})`,
        `http://${host}:${port + 1}`,
        [path],
        200,
        false,
      );
      rows.push({ ...row, ceilingOf: of });
    }
  } finally {
    ceiling.close();
  }
  return rows;
}
