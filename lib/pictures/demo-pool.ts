// Pool of generated demo car pictures (WebP) for seeded ads, rendered once into `${uploadsDir}/demo/`.
// Server-only (uses node:fs and sharp). The pictures are honest illustrations, not photos of real cars.
import "server-only";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { BODY_TYPES, type BodyType } from "@/lib/enums";
import { carSvg } from "./car-svg";
import { colorDistance, normalizeHex } from "./color";
import { sceneName } from "./scenes";
import { shortHash } from "./svg-util";

export interface DemoPhoto {
  /** File stem, e.g. "five-door-suv-dark-green-street". */
  key: string;
  /** URL path of the 1200x800 WebP, e.g. "/media/demo/<key>.webp". */
  full: string;
  /** URL path of the 400x267 WebP. */
  mini: string;
  width: number;
  height: number;
  bodyType: BodyType;
  /** Colour name from DEMO_COLORS (e.g. "dark green"). */
  color: string;
}

export interface DemoColor {
  name: string;
  hex: string;
}

/** Common car colours of the demo pool (English names, realistic paint hex values). */
export const DEMO_COLORS: readonly DemoColor[] = [
  { name: "white", hex: "#f2f3f0" },
  { name: "black", hex: "#1c1d21" },
  { name: "silver", hex: "#b9bdc3" },
  { name: "grey", hex: "#5f656c" },
  { name: "blue", hex: "#1f4e8c" },
  { name: "red", hex: "#b3202a" },
  { name: "dark green", hex: "#2f4a3a" },
  { name: "brown", hex: "#7a5638" },
];

/** Scene numbers rendered into the pool (see SCENE_NAMES): studio, street, countryside, evening. */
export const DEMO_SCENES: readonly number[] = [0, 1, 2, 4];

export const DEMO_FULL = { width: 1200, height: 800 } as const;
export const DEMO_MINI = { width: 400, height: 267 } as const;
const WEBP_QUALITY = 78;
// effort 2 encodes ~1.7x faster than the default 4 for ~7% larger files on these flat pictures.
const WEBP_EFFORT = 2;
const CONCURRENCY = 2;
const MANIFEST = "pool.json";

const slug = (text: string): string =>
  text
    .toLowerCase()
    .replace(/_/g, "-")
    .replace(/[^a-z0-9-]+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");

interface PoolSpec {
  photo: DemoPhoto;
  hex: string;
  scene: number;
}

function poolSpecs(): PoolSpec[] {
  const specs: PoolSpec[] = [];
  for (const bodyType of BODY_TYPES) {
    for (const c of DEMO_COLORS) {
      for (const scene of DEMO_SCENES) {
        const key = `${slug(bodyType)}-${slug(c.name)}-${sceneName(scene)}`;
        specs.push({
          hex: c.hex,
          scene,
          photo: {
            key,
            full: `/media/demo/${key}.webp`,
            mini: `/media/demo/${key}-mini.webp`,
            width: DEMO_FULL.width,
            height: DEMO_FULL.height,
            bodyType,
            color: c.name,
          },
        });
      }
    }
  }
  return specs;
}

/** Changes whenever the drawing code, the colours or the scenes change, so a stale pool is re-rendered. */
function poolVersion(): string {
  const sample = BODY_TYPES.map((bodyType, i) =>
    carSvg({
      bodyType,
      color: DEMO_COLORS[i % DEMO_COLORS.length].hex,
      scene: DEMO_SCENES[i % DEMO_SCENES.length],
      ...DEMO_FULL,
    }),
  ).join("");
  return shortHash(
    `${sample}|${JSON.stringify(DEMO_COLORS)}|${DEMO_SCENES.join()}|${WEBP_QUALITY}|${WEBP_EFFORT}|${DEMO_MINI.width}x${DEMO_MINI.height}`,
  );
}

async function writeAtomic(file: string, data: Buffer | string): Promise<void> {
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, data);
  await rename(tmp, file);
}

async function renderSpec(dir: string, spec: PoolSpec): Promise<void> {
  const { bodyType, key } = spec.photo;
  const full = carSvg({ bodyType, color: spec.hex, scene: spec.scene, ...DEMO_FULL });
  const mini = carSvg({ bodyType, color: spec.hex, scene: spec.scene, ...DEMO_MINI });
  const [fullBuf, miniBuf] = await Promise.all([
    sharp(Buffer.from(full)).webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT }).toBuffer(),
    sharp(Buffer.from(mini)).webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT }).toBuffer(),
  ]);
  await Promise.all([
    writeAtomic(path.join(dir, `${key}.webp`), fullBuf),
    writeAtomic(path.join(dir, `${key}-mini.webp`), miniBuf),
  ]);
}

async function runLimited<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const item = items[next++];
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

async function readManifestVersion(dir: string): Promise<string | null> {
  try {
    const parsed: unknown = JSON.parse(await readFile(path.join(dir, MANIFEST), "utf8"));
    if (
      parsed &&
      typeof parsed === "object" &&
      "version" in parsed &&
      typeof parsed.version === "string"
    ) {
      return parsed.version;
    }
  } catch {
    // Missing or unreadable manifest: render.
  }
  return null;
}

async function buildPool(uploadsDir: string): Promise<DemoPhoto[]> {
  const dir = path.join(uploadsDir, "demo");
  const specs = poolSpecs();
  const version = poolVersion();
  await mkdir(dir, { recursive: true });
  const existing = new Set(await readdir(dir));
  const current = (await readManifestVersion(dir)) === version;
  const missing = specs.filter(
    (s) =>
      !current || !existing.has(`${s.photo.key}.webp`) || !existing.has(`${s.photo.key}-mini.webp`),
  );
  if (missing.length > 0) {
    if (!current) {
      // Drop pictures of an older pool layout that this version no longer uses.
      const wanted = new Set(
        specs.flatMap((s) => [`${s.photo.key}.webp`, `${s.photo.key}-mini.webp`]),
      );
      const stale = [...existing].filter((f) => f.endsWith(".webp") && !wanted.has(f));
      await Promise.all(stale.map((f) => rm(path.join(dir, f), { force: true })));
    }
    await runLimited(missing, CONCURRENCY, (s) => renderSpec(dir, s));
    await writeAtomic(path.join(dir, MANIFEST), JSON.stringify({ version, count: specs.length }));
  }
  return specs.map((s) => s.photo);
}

const inflight = new Map<string, Promise<DemoPhoto[]>>();

/**
 * Makes sure the demo picture pool exists under `${uploadsDir}/demo/` and returns it.
 * Renders only what is missing (or everything when the drawing code changed); a repeated call is near-instant.
 */
export function ensureDemoPhotoPool(uploadsDir: string): Promise<DemoPhoto[]> {
  const dir = path.resolve(uploadsDir);
  const running = inflight.get(dir);
  if (running) return running;
  const job = buildPool(dir).finally(() => inflight.delete(dir));
  inflight.set(dir, job);
  return job;
}

export interface PickDemoPhotosOptions {
  bodyType: BodyType;
  /** Colour name ("dark green", "dark-green") or hex; an unknown colour falls back to the nearest pool colour. */
  color: string;
  count: number;
  /** Random source in [0, 1); the same sequence gives the same pick. */
  rng: () => number;
}

/** Resolves a colour name or hex to the closest DEMO_COLORS entry. */
export function nearestDemoColor(color: string): DemoColor {
  const wanted = slug(color);
  const byName = DEMO_COLORS.find((c) => slug(c.name) === wanted);
  if (byName) return byName;
  if (/^#?[0-9a-f]{3}([0-9a-f]{3})?$/i.test(color.trim())) {
    const hex = normalizeHex(color);
    return DEMO_COLORS.reduce((best, c) =>
      colorDistance(c.hex, hex) < colorDistance(best.hex, hex) ? c : best,
    );
  }
  return DEMO_COLORS[2];
}

/**
 * Up to `count` pictures of one car (body type + colour) for an ad gallery, each scene at most once
 * (a repeated picture would make the gallery's dots lie), in an rng-shuffled order.
 * Deterministic for the same rng sequence.
 */
export function pickDemoPhotos(
  pool: readonly DemoPhoto[],
  opts: PickDemoPhotosOptions,
): DemoPhoto[] {
  const count = Math.max(0, Math.floor(opts.count));
  if (count === 0 || pool.length === 0) return [];
  const colorName = nearestDemoColor(opts.color).name;
  let candidates = pool.filter((p) => p.bodyType === opts.bodyType && p.color === colorName);
  if (candidates.length === 0) candidates = pool.filter((p) => p.bodyType === opts.bodyType);
  if (candidates.length === 0) candidates = pool.filter((p) => p.color === colorName);
  if (candidates.length === 0) candidates = [...pool];
  // Stable base order (by key), then a Fisher–Yates shuffle driven by the rng.
  const order = [...candidates].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.min(i, Math.floor(opts.rng() * (i + 1)));
    [order[i], order[j]] = [order[j], order[i]];
  }
  return order.slice(0, count);
}
