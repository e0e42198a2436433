/**
 * @jest-environment node
 */
import sharp from "sharp";
import { BODY_TYPES } from "@/lib/enums";
import { bodyTypeSampleSvg } from "./body-type-svg";
import { carSvg, SCENE_COUNT } from "./car-svg";
import { DEMO_COLORS, DEMO_SCENES, pickDemoPhotos, type DemoPhoto } from "./demo-pool";
import { generationSvg } from "./generation-svg";

function seededRng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SCENE_KEYS = ["studio", "street", "countryside", "evening"];

/** A pool in the shape ensureDemoPhotoPool returns, without rendering anything. */
function fakePool(): DemoPhoto[] {
  const pool: DemoPhoto[] = [];
  for (const bodyType of BODY_TYPES) {
    for (const c of DEMO_COLORS) {
      for (const scene of SCENE_KEYS) {
        const key = `${bodyType.toLowerCase()}-${c.name.replace(/ /g, "-")}-${scene}`;
        pool.push({
          key,
          full: `/media/demo/${key}.webp`,
          mini: `/media/demo/${key}-mini.webp`,
          width: 1200,
          height: 800,
          bodyType,
          color: c.name,
        });
      }
    }
  }
  return pool;
}

describe("carSvg", () => {
  it.each(BODY_TYPES)("renders %s to a 400x267 WebP through sharp", async (bodyType) => {
    const svg = carSvg({
      bodyType,
      color: "#1f4e8c",
      scene: 1,
      width: 400,
      height: 267,
      label: "Ilustrační obrázek & <demo>",
    });
    const out = await sharp(Buffer.from(svg)).webp({ quality: 78 }).toBuffer();
    const meta = await sharp(out).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.width).toBe(400);
    expect(meta.height).toBe(267);
  });

  it("renders every scene at full size as PNG", async () => {
    for (let scene = 0; scene < SCENE_COUNT; scene++) {
      const svg = carSvg({ bodyType: "PICKUP", color: "#b3202a", scene, width: 1200, height: 800 });
      const meta = await sharp(await sharp(Buffer.from(svg)).png().toBuffer()).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["png", 1200, 800]);
    }
  });

  it("gives different body types and scenes different pictures", () => {
    const byType = new Set(
      BODY_TYPES.map((bodyType) =>
        carSvg({ bodyType, color: "#fff", scene: 0, width: 400, height: 267 }),
      ),
    );
    expect(byType.size).toBe(BODY_TYPES.length);
    const byScene = new Set(
      Array.from({ length: SCENE_COUNT }, (_, scene) =>
        carSvg({ bodyType: "LIFTBACK", color: "#fff", scene, width: 400, height: 267 }),
      ),
    );
    expect(byScene.size).toBe(SCENE_COUNT);
  });
});

describe("bodyTypeSampleSvg", () => {
  it.each(BODY_TYPES)("renders %s as a transparent PNG", async (bodyType) => {
    const svg = bodyTypeSampleSvg(bodyType, { width: 160, height: 90 });
    const png = await sharp(Buffer.from(svg)).png().toBuffer();
    const meta = await sharp(png).metadata();
    expect([meta.width, meta.height, meta.hasAlpha]).toEqual([160, 90, true]);
  });
});

describe("generationSvg", () => {
  const svg = generationSvg({
    make: "Škoda & Co <test>",
    generation: 'Octavia III "Combi"',
    years: "2013–2020",
    bodyType: "ESTATE_CAR",
    width: 400,
    height: 267,
  });

  it("escapes XML special characters and keeps diacritics", () => {
    expect(svg).toContain("ŠKODA &amp; CO &lt;TEST&gt;");
    expect(svg).toContain("Octavia III &quot;Combi&quot;");
    expect(svg).toContain("2013–2020");
    expect(svg).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    expect(svg).not.toContain("<test>");
  });

  it("renders through sharp at the requested size", async () => {
    const meta = await sharp(await sharp(Buffer.from(svg)).webp().toBuffer()).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 400, 267]);
  });
});

describe("pickDemoPhotos", () => {
  const pool = fakePool();
  const sceneOf = (p: DemoPhoto) => p.key.split("-").pop();

  it("returns each scene of one car at most once, fewer pictures rather than a repeat", () => {
    const picked = pickDemoPhotos(pool, {
      bodyType: "FIVE_DOOR_SUV",
      color: "dark green",
      count: 10,
      rng: seededRng(1),
    });
    expect(picked.every((p) => p.bodyType === "FIVE_DOOR_SUV" && p.color === "dark green")).toBe(
      true,
    );
    expect(new Set(picked.map(sceneOf))).toEqual(new Set(SCENE_KEYS));
    expect(picked).toHaveLength(SCENE_KEYS.length);
  });

  it("returns only distinct scenes when count <= scenes", () => {
    const picked = pickDemoPhotos(pool, {
      bodyType: "COUPE",
      color: "red",
      count: 3,
      rng: seededRng(5),
    });
    expect(new Set(picked.map((p) => p.key)).size).toBe(3);
  });

  it("is deterministic for the same rng", () => {
    const a = pickDemoPhotos(pool, {
      bodyType: "VAN",
      color: "white",
      count: 7,
      rng: seededRng(42),
    });
    const b = pickDemoPhotos(pool, {
      bodyType: "VAN",
      color: "white",
      count: 7,
      rng: seededRng(42),
    });
    expect(a.map((p) => p.key)).toEqual(b.map((p) => p.key));
  });

  it("maps hex and unknown colours to the nearest pool colour", () => {
    expect(
      pickDemoPhotos(pool, {
        bodyType: "MINIVAN",
        color: "#c00000",
        count: 1,
        rng: seededRng(3),
      })[0].color,
    ).toBe("red");
    expect(
      pickDemoPhotos(pool, {
        bodyType: "MINIVAN",
        color: "dark-green",
        count: 1,
        rng: seededRng(3),
      })[0].color,
    ).toBe("dark green");
    expect(
      pickDemoPhotos(pool, { bodyType: "MINIVAN", color: "white", count: 0, rng: seededRng(3) }),
    ).toEqual([]);
  });

  it("pool layout covers every body type and colour in each scene", () => {
    expect(DEMO_SCENES.length).toBeGreaterThanOrEqual(3);
    expect(DEMO_COLORS).toHaveLength(8);
  });
});
