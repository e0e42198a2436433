/** @jest-environment node */
// Upload routes read their body as a stream, after the session, CSRF and profile checks, and
// stop at the limit (ARCHITECTURE.md §4.12); avatars over the pixel cap are refused before decoding.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { NextRequest } from "next/server";
import sharp from "sharp";
import * as create from "@/app/api/seller-profiles/create/route";
import * as update from "@/app/api/seller-profiles/my/update/route";
import { getDb } from "@/lib/infra/db/client";
import { sellerProfiles } from "@/lib/infra/db/schema";
import { AVATAR_MAX_BYTES } from "@/lib/sellers/schemas";
import { setupTestDb, teardownTestDb } from "../helpers/db";
import { Client, signedInClient } from "./auth.helpers";

beforeAll(async () => {
  process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "vz-uploads-"));
  await setupTestDb();
});
afterAll(() => teardownTestDb());

const CHUNK = 64 * 1024;
const BOUNDARY = "----vozovna-test";
const PHONE = "+420777123456";

/** A multipart body of `size` bytes made chunk by chunk on demand; counts what was pulled. */
function avatarBody(size: number) {
  const head = new TextEncoder().encode(
    [
      ...Object.entries({ display_name: "Jan", phone_number: PHONE, terms: "true" }).map(
        ([k, v]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
      ),
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="avatar_file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ].join(""),
  );
  const stats = { pulled: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (stats.pulled >= size) return controller.close();
        const chunk =
          stats.pulled === 0 ? head : new Uint8Array(Math.min(CHUNK, size - stats.pulled));
        stats.pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
      cancel() {
        stats.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, stats };
}

type Handler = (req: NextRequest, ctx: { params: Promise<never> }) => Promise<Response>;

/** Sends `body` as the client would (cookies, Origin, CSRF header), without a Content-Length unless given. */
async function send(
  c: Client,
  handler: Handler,
  url: string,
  method: string,
  body: ReadableStream<Uint8Array>,
  o: { csrf?: null; length?: number } = {},
) {
  const base = c.request(url, { method, csrf: o.csrf });
  const headers = new Headers(base.headers);
  headers.set("content-type", `multipart/form-data; boundary=${BOUNDARY}`);
  if (o.length !== undefined) headers.set("content-length", String(o.length));
  const req = new NextRequest(base.url, {
    method,
    headers,
    body,
    duplex: "half",
  } as ConstructorParameters<typeof NextRequest>[1]);
  const res = await handler(req, { params: Promise.resolve({} as never) });
  return { status: res.status, body: await res.json() };
}

const BIG = 64 * 1024 * 1024;
const createUrl = "/api/seller-profiles/create/";
const updateUrl = "/api/seller-profiles/my/update/";

async function withProfile() {
  const signed = await signedInClient();
  await getDb().insert(sellerProfiles).values({
    userId: signed.user.id,
    displayName: "Jan",
    phoneNumber: PHONE,
    phoneVerified: true,
  });
  return signed;
}

describe("seller-profile uploads", () => {
  it("stop reading a chunked body without Content-Length at the limit: 413, body cancelled", async () => {
    const { client } = await signedInClient();
    const { stream, stats } = avatarBody(BIG);
    const res = await send(client, create.POST as Handler, createUrl, "POST", stream);
    expect(res.status).toBe(413);
    expect(res.body.fields.avatar_file).toBe("sellerProfileForm.errors.avatarSize");
    expect(stats.cancelled).toBe(true);
    expect(stats.pulled).toBeLessThan(AVATAR_MAX_BYTES + 512 * 1024);
  });

  it("refuse a declared Content-Length over the limit without reading", async () => {
    const { client } = await signedInClient();
    const { stream, stats } = avatarBody(BIG);
    const res = await send(client, create.POST as Handler, createUrl, "POST", stream, {
      length: BIG,
    });
    expect(res.status).toBe(413);
    expect(stats.pulled).toBe(0);
  });

  it("refuse an anonymous or CSRF-less request without pulling the body", async () => {
    const anon = new Client();
    await anon.me();
    const a = avatarBody(BIG);
    expect((await send(anon, create.POST as Handler, createUrl, "POST", a.stream)).status).toBe(
      401,
    );
    expect(a.stats.pulled).toBe(0);
    const { client } = await signedInClient();
    const b = avatarBody(BIG);
    expect(
      (await send(client, create.POST as Handler, createUrl, "POST", b.stream, { csrf: null }))
        .status,
    ).toBe(403);
    expect(b.stats.pulled).toBe(0);
  });

  it("refuse a second profile or an update without one before reading the body", async () => {
    const { client } = await withProfile();
    const a = avatarBody(BIG);
    const again = await send(client, create.POST as Handler, createUrl, "POST", a.stream);
    expect(again).toMatchObject({ status: 409, body: { code: "conflict.profile_exists" } });
    expect(a.stats.pulled).toBe(0);
    const other = await signedInClient();
    const b = avatarBody(BIG);
    const none = await send(other.client, update.PUT as Handler, updateUrl, "PUT", b.stream);
    expect(none).toMatchObject({ status: 404, body: { code: "not_found.no_profile" } });
    expect(b.stats.pulled).toBe(0);
  });

  it("refuse a small PNG that declares 6,300 × 6,300 pixels", async () => {
    const { client } = await withProfile();
    const png = await sharp({
      create: { width: 6300, height: 6300, channels: 3, background: "#3366aa" },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(png.length).toBeLessThan(AVATAR_MAX_BYTES);
    const form = new FormData();
    form.append("display_name", "Jan");
    form.append("phone_number", PHONE);
    form.append("avatar_file", new File([png as BlobPart], "a.png", { type: "image/png" }));
    const res = await client.call(update.PUT, updateUrl, { method: "PUT", form });
    expect(res.status).toBe(400);
    expect(res.body.fields.avatar_file).toBe("sellerProfileForm.errors.avatarPixels");
  });
});
