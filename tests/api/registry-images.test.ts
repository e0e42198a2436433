/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { eq } from "drizzle-orm";
import { GET as logoRoute } from "@/app/images/logos/[file]/route";
import { GET as generationRoute } from "@/app/images/generations/[file]/route";
import { GET as bodyTypeRoute } from "@/app/images/body-types/[file]/route";
import { getDb } from "@/lib/infra/db/client";
import { generations } from "@/lib/infra/db/schema";
import { getGenerations } from "@/lib/registry/queries";
import { syncRegistry } from "@/lib/registry/sync";
import { BODY_TYPES } from "@/lib/enums";
import { setupTestDb, teardownTestDb } from "../helpers/db";
import { get, params } from "../helpers/request";
import { REGISTRY_FIXTURE } from "./registry-fixture";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vz-registry-images-"));

const logo = (file: string, init?: RequestInit) =>
  logoRoute(get(`/images/logos/${file}`, init), params({ file }));
const genImage = (file: string) =>
  generationRoute(get(`/images/generations/${file}`), params({ file }));
const bodyType = (file: string) =>
  bodyTypeRoute(get(`/images/body-types/${file}`), params({ file }));

beforeAll(async () => {
  process.env.DATA_DIR = dataDir;
  await setupTestDb();
  await syncRegistry(getDb(), REGISTRY_FIXTURE);
});
afterAll(async () => {
  await teardownTestDb();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("GET /images/logos/{make}.svg", () => {
  it("serves the simple-icons mark for Škoda, found by slug or ASCII name, in a readable colour", async () => {
    for (const file of ["skoda.svg", "Skoda.svg", "%C5%A0koda.svg", "skoda"]) {
      const res = await logo(file);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/svg+xml");
      const svg = await res.text();
      expect(svg).toContain("<title>Škoda</title>");
      expect(svg).toMatch(/<path fill="#0E3A2F" d="M12 0C/);
    }
    expect(await (await logo("Citroen.svg")).text()).toContain("<title>Citroën</title>");
  });

  it("serves the @cardog-icons mark for Land Rover, which simple-icons lacks", async () => {
    const res = await logo("land-rover.svg");
    expect(res.status).toBe(200);
    const svg = await res.text();
    expect(svg).toContain('viewBox="0 0 512 512"');
    expect(svg).toContain("<title>Land Rover</title>");
    expect(svg).toContain('width="64"');
  });

  it("draws a lettermark in the make's colour for a make no package has", async () => {
    const svg = await (await logo("ssangyong.svg")).text();
    expect(svg).toContain('fill="#1d2f6f"');
    expect(svg).toMatch(/fill="#ffffff">SY<\/text>/);
    const png = await sharp(Buffer.from(svg)).png().toBuffer();
    expect((await sharp(png).metadata()).width).toBe(64);
  });

  it("answers 404 for an unknown make or another file type, and caches with an ETag", async () => {
    expect((await logo("trabant.svg")).status).toBe(404);
    expect((await logo("skoda.png")).status).toBe(404);
    const first = await logo("skoda.svg");
    expect(first.headers.get("cache-control")).toMatch(/max-age=86400/);
    expect(first.headers.get("content-security-policy")).toContain("default-src 'none'");
    const again = await logo("skoda.svg", {
      headers: { "If-None-Match": first.headers.get("etag")! },
    });
    expect(again.status).toBe(304);
  });
});

describe("GET /images/generations/{gen_id}.webp", () => {
  it("renders a WebP picture for a generation without an uploaded image and keeps it on disk", async () => {
    const [octavia2] = await getGenerations({ make: "skoda", model: "octavia" });
    for (const file of [`${octavia2.id}.webp`, String(octavia2.id)]) {
      const res = await genImage(file);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/webp");
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ format: "webp", width: 640, height: 400 });
    }
    const cached = fs.readdirSync(path.join(dataDir, "uploads", "generated", "generations"));
    expect(cached.filter((f) => f.startsWith(`${octavia2.id}-`))).toHaveLength(1);
  });

  it("serves the uploaded image where the generation has one", async () => {
    const [evoque] = await getGenerations({ make: "land-rover", model: "range-rover-evoque" });
    const upload = await sharp({
      create: { width: 20, height: 10, channels: 3, background: "#ff0000" },
    })
      .webp()
      .toBuffer();
    fs.mkdirSync(path.join(dataDir, "uploads", "gens"), { recursive: true });
    fs.writeFileSync(path.join(dataDir, "uploads", "gens", "evoque.webp"), upload);
    await getDb()
      .update(generations)
      .set({ imageUrl: "/media/gens/evoque.webp" })
      .where(eq(generations.id, evoque.id));
    await syncRegistry(getDb(), [...REGISTRY_FIXTURE, { name: "Tatra", models: [] }]); // reloads the registry
    const res = await genImage(`${evoque.id}.webp`);
    expect(res.status).toBe(200);
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(20);
  });

  it("answers 404 for an unknown id or a malformed name", async () => {
    for (const file of ["999999.webp", "abc", "1.png", "-1.webp"])
      expect((await genImage(file)).status).toBe(404);
  });
});

describe("GET /images/body-types/{BODY_TYPE}.svg", () => {
  it.each(BODY_TYPES)("serves a sample picture for %s", async (type) => {
    const res = await bodyType(`${type}.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/svg+xml");
    const svg = await res.text();
    expect(svg).toMatch(/^<svg /);
    expect((await sharp(Buffer.from(svg)).metadata()).width).toBe(240);
  });

  it("accepts lower case and answers 404 for an unknown type", async () => {
    expect((await bodyType("sedan_saloon.svg")).status).toBe(200);
    expect((await bodyType("TANK.svg")).status).toBe(404);
    expect((await bodyType("SEDAN_SALOON.png")).status).toBe(404);
  });
});
