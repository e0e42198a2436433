/** @jest-environment node */
import { eq } from "drizzle-orm";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import * as create from "@/app/api/seller-profiles/create/route";
import * as update from "@/app/api/seller-profiles/my/update/route";
import * as publicProfile from "@/app/api/seller-profiles/[id]/route";
import * as check from "@/app/api/profile/phone/check-verification/route";
import * as start from "@/app/api/profile/phone/start-verification/route";
import { getDb } from "@/lib/infra/db/client";
import { ads, phoneVerifications, sellerProfiles } from "@/lib/infra/db/schema";
import { getPlaceById, searchPlaces } from "@/lib/places/gazetteer";
import { smsLogFile } from "@/lib/infra/sms";
import { uploadsDir } from "@/lib/media/local";
import { setupTestDb, teardownTestDb } from "../helpers/db";
import { createAd } from "../helpers/fixtures";
import { get, params } from "../helpers/request";
import { Client, signedInClient } from "./auth.helpers";

beforeAll(async () => {
  process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "vz-seller-"));
  await setupTestDb();
});
afterAll(() => teardownTestDb());

let phoneSeq = 100;
const nextPhone = () => `+420777${String(++phoneSeq).padStart(6, "0")}`;

async function verifiedPhone(c: Client, phone = nextPhone()) {
  await c.call(start.POST, "/api/profile/phone/start-verification/", {
    json: { phone_number: phone },
  });
  const code = fs
    .readFileSync(smsLogFile(), "utf8")
    .trim()
    .split("\n")
    .filter((l) => l.includes(`to=${phone}`))
    .at(-1)!
    .match(/\b(\d{6})\b/)![1];
  const res = await c.call(check.POST, "/api/profile/phone/check-verification/", {
    json: { phone_to_verify: phone, code },
  });
  expect(res.status).toBe(200);
  return phone;
}

const image = (format: "png" | "jpeg" | "gif", size = 64) =>
  sharp({ create: { width: size, height: size, channels: 3, background: "#3366aa" } })
    .withMetadata({ exif: { IFD0: { Copyright: "secret-owner" } } })
    [format]()
    .toBuffer();

function form(
  fields: Record<string, string>,
  files: { name: string; type: string; data: Buffer | string }[] = [],
) {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  for (const file of files)
    f.append("avatar_file", new File([file.data as BlobPart], file.name, { type: file.type }));
  return f;
}

const createProfile = (
  c: Client,
  fields: Record<string, string>,
  files: Parameters<typeof form>[1] = [],
) => c.call(create.POST, "/api/seller-profiles/create/", { form: form(fields, files) });
const updateProfile = (
  c: Client,
  fields: Record<string, string>,
  files: Parameters<typeof form>[1] = [],
) =>
  c.call(update.PUT, "/api/seller-profiles/my/update/", {
    method: "PUT",
    form: form(fields, files),
  });

describe("POST /api/seller-profiles/create/", () => {
  it("refuses a phone this user has not verified, and creates nothing", async () => {
    const { client, user } = await signedInClient();
    const other = await signedInClient();
    const phone = await verifiedPhone(other.client);
    const res = await createProfile(client, {
      display_name: "Jan",
      phone_number: phone,
      terms: "true",
    });
    expect(res.status).toBe(400);
    expect(res.body.fields.phone_number).toBe("sellerProfileForm.errors.phoneMustBeVerified");
    expect(
      await getDb().select().from(sellerProfiles).where(eq(sellerProfiles.userId, user.id)),
    ).toHaveLength(0);
  });

  it("creates a profile with a verified phone, a gazetteer place and a clean avatar", async () => {
    const { client, user, email } = await signedInClient();
    const phone = await verifiedPhone(client);
    const brno = searchPlaces("Brno", 1)[0];
    const res = await createProfile(
      client,
      {
        display_name: "  Autoservis Novák  ",
        phone_number: phone.replace("+420", ""),
        location: "whatever",
        place_id: brno.id,
        terms: "true",
      },
      [{ name: "me.PNG", type: "image/png", data: await image("png") }],
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      display_name: "Autoservis Novák",
      user_id: user.id,
      phone_number: phone,
      phone_verified: true,
      contact_email: email,
      location: getPlaceById(brno.id)!.name,
    });
    expect(res.body.location_link).toMatch(/^https:\/\/www\.google\.com\/maps/);
    const stored = path.join(uploadsDir(), res.body.avatar_url.replace("/media/", ""));
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.exif).toBeUndefined();
    expect(fs.readFileSync(stored).includes("secret-owner")).toBe(false);
    expect((await client.me()).body.seller_profile_id).toBe(res.body.id);
    const again = await createProfile(client, {
      display_name: "X",
      phone_number: phone,
      terms: "true",
    });
    expect(again.status).toBe(409);
  });

  it("needs a display name, a phone and the terms", async () => {
    const { client } = await signedInClient();
    const res = await createProfile(client, { display_name: "   ", phone_number: "" });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({
      display_name: "sellerProfileForm.errors.displayNameRequired",
      phone_number: "sellerProfileForm.errors.phoneRequired",
      terms: "sellerProfileForm.errors.termsRequired",
    });
  });

  it("refuses a location that is not a Czech place", async () => {
    const { client } = await signedInClient();
    const phone = await verifiedPhone(client);
    const res = await createProfile(client, {
      display_name: "Jan",
      phone_number: phone,
      location: "Atlantis",
      terms: "true",
    });
    expect(res.status).toBe(400);
    expect(res.body.fields.location).toBe("sellerProfileForm.errors.locationInvalid");
  });

  it.each([
    [
      "a GIF",
      [{ name: "a.gif", type: "image/gif", data: "GIF89a" }],
      "sellerProfileForm.errors.avatarFormat",
    ],
    [
      "text named .png",
      [{ name: "a.png", type: "image/png", data: "not an image at all" }],
      "sellerProfileForm.errors.avatarFormat",
    ],
    [
      "a file of 2 MB or more",
      [{ name: "a.jpg", type: "image/jpeg", data: Buffer.alloc(2 * 1024 * 1024, 1) }],
      "sellerProfileForm.errors.avatarSize",
    ],
    [
      "two files",
      [
        { name: "a.png", type: "image/png", data: "x" },
        { name: "b.png", type: "image/png", data: "y" },
      ],
      "sellerProfileForm.errors.avatarOne",
    ],
  ])("refuses %s as avatar and stores nothing", async (_name, files, key) => {
    const { client, user } = await signedInClient();
    const phone = await verifiedPhone(client);
    const res = await createProfile(
      client,
      { display_name: "Jan", phone_number: phone, terms: "true" },
      files,
    );
    expect([400, 413]).toContain(res.status);
    expect(res.body.fields.avatar_file).toBe(key);
    expect(
      await getDb().select().from(sellerProfiles).where(eq(sellerProfiles.userId, user.id)),
    ).toHaveLength(0);
  });
});

describe("PUT /api/seller-profiles/my/update/", () => {
  it("keeps the verified phone, removes the avatar on an empty field, and re-verifies a new number", async () => {
    const { client } = await signedInClient();
    const phone = await verifiedPhone(client);
    const made = await createProfile(
      client,
      { display_name: "Jan", phone_number: phone, terms: "true" },
      [{ name: "a.jpg", type: "image/jpeg", data: await image("jpeg") }],
    );
    expect(made.body.avatar_url).toBeTruthy();
    const kept = await updateProfile(client, { display_name: "Jan Novák", phone_number: phone });
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({
      display_name: "Jan Novák",
      avatar_url: made.body.avatar_url,
    });
    const removed = await updateProfile(client, {
      display_name: "Jan Novák",
      phone_number: phone,
      avatar_file: "",
    });
    expect(removed.body.avatar_url).toBeNull();
    const changed = await updateProfile(client, {
      display_name: "Jan Novák",
      phone_number: nextPhone(),
    });
    expect(changed.status).toBe(400);
    expect(changed.body.code).toBe("bad_request.phone_unverified");
    // the resend cooldown is per account: let a minute pass
    await getDb()
      .update(phoneVerifications)
      .set({ createdAt: new Date(Date.now() - 120_000) });
    const fresh = await verifiedPhone(client);
    expect(
      (await updateProfile(client, { display_name: "Jan Novák", phone_number: fresh })).body
        .phone_number,
    ).toBe(fresh);
  });

  it("answers 404 without a profile and 401 without a session", async () => {
    const { client } = await signedInClient();
    expect(
      (await updateProfile(client, { display_name: "A", phone_number: "+420777000999" })).status,
    ).toBe(404);
    const anon = new Client();
    await anon.me();
    expect(
      (await updateProfile(anon, { display_name: "A", phone_number: "+420777000999" })).status,
    ).toBe(401);
  });
});

describe("the dealer flag", () => {
  const typeOf = async (id: number) =>
    (await getDb().select({ t: ads.sellerType }).from(ads).where(eq(ads.id, id)))[0].t;

  it("makes the seller's own ads a dealer's and back; imported and deleted ones stay as they are", async () => {
    const { client, user } = await signedInClient();
    const phone = await verifiedPhone(client);
    const name = "Autobazar Novák";
    const made = await createProfile(client, {
      display_name: name,
      phone_number: phone,
      terms: "true",
      is_dealer: "true",
    });
    expect(made.body.is_dealer).toBe(true);
    const mine = { sellerProfileId: made.body.id as number, sellerUserId: user.id };
    const active = await createAd(mine);
    const sold = await createAd({ ...mine, status: "sold" });
    const imported = await createAd({ ...mine, source: "bazos" });
    const deleted = await createAd({ ...mine, status: "deleted" });
    const other = await createAd({ title: "Somebody else's" });
    expect(await typeOf(active.id)).toBe("dealer");
    expect(await typeOf(imported.id)).toBe("imported");

    const off = await updateProfile(client, {
      display_name: name,
      phone_number: phone,
      is_dealer: "false",
    });
    expect(off.status).toBe(200);
    expect(off.body.is_dealer).toBe(false);
    expect(await typeOf(active.id)).toBe("private");
    expect(await typeOf(sold.id)).toBe("private");
    expect(await typeOf(imported.id)).toBe("imported");
    expect(await typeOf(deleted.id)).toBe("dealer");
    expect(await typeOf(other.id)).toBe("private");

    // a client that does not send the field keeps the flag
    const kept = await updateProfile(client, { display_name: name, phone_number: phone });
    expect(kept.body.is_dealer).toBe(false);

    const on = await updateProfile(client, {
      display_name: name,
      phone_number: phone,
      is_dealer: "on",
    });
    expect(on.body.is_dealer).toBe(true);
    expect(await typeOf(active.id)).toBe("dealer");
    expect(await typeOf(sold.id)).toBe("dealer");
    expect(await typeOf(imported.id)).toBe("imported");
    const shown = await publicProfile.GET(
      get(`/api/seller-profiles/${made.body.id}/`),
      params({ id: String(made.body.id) }),
    );
    expect(await shown.json()).toMatchObject({ id: made.body.id, is_dealer: true });
  });

  it("refuses a value that is neither yes nor no, and changes nothing", async () => {
    const { client } = await signedInClient();
    const phone = await verifiedPhone(client);
    const made = await createProfile(client, {
      display_name: "Jan",
      phone_number: phone,
      terms: "true",
    });
    expect(made.body.is_dealer).toBe(false);
    const res = await updateProfile(client, {
      display_name: "Jan Novák",
      phone_number: phone,
      is_dealer: "maybe",
    });
    expect(res.status).toBe(400);
    expect(res.body.fields.is_dealer).toBe("sellerProfileForm.errors.dealerInvalid");
    const [row] = await getDb()
      .select()
      .from(sellerProfiles)
      .where(eq(sellerProfiles.id, made.body.id));
    expect(row).toMatchObject({ displayName: "Jan", isDealer: false });
  });
});

describe("a dealer's IČO", () => {
  const icoOf = async (id: number) =>
    (await getDb().select().from(sellerProfiles).where(eq(sellerProfiles.id, id)))[0].ico;
  const shown = async (id: number) =>
    (
      await publicProfile.GET(get(`/api/seller-profiles/${id}/`), params({ id: String(id) }))
    ).json();

  it("refuses a number whose check digit is wrong, and stores nothing", async () => {
    const { client } = await signedInClient();
    const phone = await verifiedPhone(client);
    const res = await createProfile(client, {
      display_name: "Autobazar Kontrola",
      phone_number: phone,
      terms: "true",
      is_dealer: "true",
      ico: "25596642",
    });
    expect(res.status).toBe(400);
    expect(res.body.fields.ico).toBe("sellerProfileForm.errors.icoInvalid");
    const made = await createProfile(client, {
      display_name: "Autobazar Kontrola",
      phone_number: phone,
      terms: "true",
      is_dealer: "true",
      ico: "255 96 641",
    });
    expect(made.status).toBe(200);
    expect(made.body.ico).toBe("25596641");
    const bad = await updateProfile(client, {
      display_name: "Autobazar Kontrola",
      phone_number: phone,
      ico: "1234567",
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.ico).toBe("sellerProfileForm.errors.icoInvalid");
    expect(await icoOf(made.body.id)).toBe("25596641");
    expect(await shown(made.body.id)).toMatchObject({ is_dealer: true, ico: "25596641" });
  });

  it("is kept when not sent, cleared with the dealer flag and never stored for a private seller", async () => {
    const { client } = await signedInClient();
    const phone = await verifiedPhone(client);
    const made = await createProfile(client, {
      display_name: "Jan Soukromý",
      phone_number: phone,
      terms: "true",
      ico: "25596641",
    });
    expect(made.status).toBe(200);
    expect(await icoOf(made.body.id)).toBeNull();
    const dealer = { display_name: "Jan Soukromý", phone_number: phone };
    await updateProfile(client, { ...dealer, is_dealer: "true", ico: "26168685" });
    expect(await icoOf(made.body.id)).toBe("26168685");
    await updateProfile(client, dealer);
    expect(await icoOf(made.body.id)).toBe("26168685");
    const off = await updateProfile(client, { ...dealer, is_dealer: "false", ico: "26168685" });
    expect(off.body).toMatchObject({ is_dealer: false, ico: null });
    expect(await icoOf(made.body.id)).toBeNull();
    expect(await shown(made.body.id)).toMatchObject({ is_dealer: false, ico: null });
  });
});
