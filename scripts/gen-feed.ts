// npm run gen-feed -- --lines 10000 [--out feed.jsonl] [--photos URL_BASE] [--per-ad 3]
//   [--invalid-every 50] [--broken-photo-every 0] [--seed 1] [--price-change-every 0] [--drop-every 0]
// Writes a generated import feed (README "Importing ads") for trying and measuring the import:
// makes and models from the registry (lower-case or without diacritics now and then, as feeds
// write them), every Nth line broken, photos at URL_BASE/<n>.jpg when given. The same seed gives
// the same feed; --price-change-every and --drop-every make the "next day's" feed of it.
import fs from "node:fs";
import { MAKES } from "@/catalog/registry";
import { parseCommand } from "./lib/cli";

const USAGE = `Usage: npm run gen-feed -- [--lines 10000] [--out feed.jsonl] [--photos URL_BASE] [options]

Writes a generated import feed (README "Importing ads") for trying and measuring the import; the
same seed gives the same feed.
  --lines N                 lines to write (default 10000)
  --out FILE                where (default feed.jsonl)
  --photos URL_BASE         photos at URL_BASE/<n>.jpg (none without it)
  --per-ad N                photos per ad (default 3)
  --invalid-every K         every Kth line broken (price "dohodou")
  --broken-photo-every K    every Kth ad with a photo that fails
  --price-change-every K    every Kth ad 10,000 CZK cheaper (the next day's feed)
  --drop-every K            every Kth ad left out (the next day's feed)
  --seed S                  the random seed (default 1)
  --help                    this text`;

const { values } = parseCommand({
  usage: USAGE,
  options: {
    lines: { type: "string", default: "10000" },
    out: { type: "string", default: "feed.jsonl" },
    photos: { type: "string" },
    "per-ad": { type: "string", default: "3" },
    "invalid-every": { type: "string", default: "0" },
    "broken-photo-every": { type: "string", default: "0" },
    "price-change-every": { type: "string", default: "0" },
    "drop-every": { type: "string", default: "0" },
    seed: { type: "string", default: "1" },
  },
});

let state = Number(values.seed) || 1;
const rand = () => {
  state = (state * 1103515245 + 12345) & 0x7fffffff;
  return state / 0x7fffffff;
};
const pick = <T>(list: T[]): T => list[Math.floor(rand() * list.length)];
const every = (name: string) => Number(values[name as keyof typeof values] ?? 0);
const plain = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "");

function photosOf(i: number, perAd: number) {
  const urls = Array.from(
    { length: perAd },
    (_, k) => `${values.photos}/${(i * perAd + k) % 500}.jpg`,
  );
  const broken = every("broken-photo-every");
  if (broken && i % broken === 0) {
    const base = new URL("..", `${values.photos}/`).href.replace(/\/$/, "");
    urls.push(`${base}/${(i / broken) % 2 ? "missing" : "corrupt"}/${i}.jpg`);
  }
  return urls;
}

function line(i: number): Record<string, unknown> {
  const make = pick(MAKES);
  const model = pick(make.models);
  const gen = pick(model.generations);
  const year = Math.min(2026, gen.from + Math.floor(rand() * 6));
  const engine = gen.engines?.length ? pick(gen.engines) : null;
  const base = Math.max(20_000, Math.round((gen.minPrice ?? 150_000) * (1 + rand())));
  const price =
    every("price-change-every") && i % every("price-change-every") === 0 ? base - 10_000 : base;
  const perAd = Number(values["per-ad"]);
  return {
    id: `g${i}`,
    url: `https://www.bazos.cz/inzerat/${100000 + i}/`,
    title: `${make.name} ${model.name} ${gen.variants?.[0] ?? ""}`.trim(),
    make: rand() < 0.3 ? plain(make.name).toLowerCase() : make.name,
    model: model.name,
    year,
    price: Math.round(price / 1000) * 1000,
    mileage_km: Math.round((2026 - year) * 15_000 * (0.5 + rand())),
    power_kw: engine?.kw,
    fuel: engine?.fuel,
    transmission: engine ? pick(engine.transmissions) : undefined,
    body: pick(gen.bodyTypes),
    condition: "used",
    location: pick(["Praha", "Brno", "Ostrava", "Plzeň", "Olomouc", "Liberec"]),
    description: `Prodám ${make.name} ${model.name}, r. v. ${year}. Servisní knížka, nekouřeno.`,
    description_lang: "cs",
    photos: values.photos ? photosOf(i, perAd) : [],
    seller: { id: `s${i % 997}`, name: `Prodejce ${i % 997}` },
    listed_at: new Date(Date.UTC(2026, 9, 1) + i * 60_000).toISOString(),
  };
}

const total = Number(values.lines);
const out = fs.createWriteStream(values.out!);
let written = 0;
for (let i = 1; i <= total; i++) {
  const ad = line(i);
  if (every("drop-every") && i % every("drop-every") === 0) continue;
  written++;
  if (every("invalid-every") && i % every("invalid-every") === 0)
    out.write(`${JSON.stringify({ ...ad, price: "dohodou" })}\n`);
  else out.write(`${JSON.stringify(ad)}\n`);
}
out.end(() =>
  console.log(
    `Wrote ${written} lines to ${values.out}${written < total ? ` (${total - written} of ${total} dropped)` : ""}.`,
  ),
);
