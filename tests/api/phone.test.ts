/** @jest-environment node */
import { eq } from "drizzle-orm";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as check from "@/app/api/profile/phone/check-verification/route";
import * as start from "@/app/api/profile/phone/start-verification/route";
import * as profileGet from "@/app/api/profile/get/route";
import { getDb } from "@/lib/infra/db/client";
import { phoneVerifications } from "@/lib/infra/db/schema";
import { smsLogFile } from "@/lib/infra/sms";
import { setupTestDb, teardownTestDb } from "../helpers/db";
import { Client, signedInClient } from "./auth.helpers";

beforeAll(async () => {
  process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "vz-phone-"));
  await setupTestDb();
});
afterAll(() => teardownTestDb());

const smsLines = () =>
  fs.existsSync(smsLogFile())
    ? fs.readFileSync(smsLogFile(), "utf8").trim().split("\n").filter(Boolean)
    : [];
const codeFor = (phone: string) =>
  smsLines()
    .filter((l) => l.includes(`to=${phone}`))
    .at(-1)
    ?.match(/\b(\d{6})\b/)?.[1];
const send = (c: Client, phone: string) =>
  c.call(start.POST, "/api/profile/phone/start-verification/", { json: { phone_number: phone } });
const verify = (c: Client, phone: string, code: string) =>
  c.call(check.POST, "/api/profile/phone/check-verification/", {
    json: { phone_to_verify: phone, code },
  });

describe("start-verification", () => {
  it("needs a signed-in user", async () => {
    const c = new Client();
    await c.me();
    expect((await send(c, "+420777000001")).status).toBe(401);
  });

  it("sends exactly one SMS for 10 parallel requests; the others get 429 with the cooldown", async () => {
    const { client, user } = await signedInClient();
    const before = smsLines().length;
    const results = await Promise.all(
      Array.from({ length: 10 }, () => send(client, "777 100 200")),
    );
    const ok = results.filter((r) => r.status === 200);
    const limited = results.filter((r) => r.status === 429);
    expect(ok).toHaveLength(1);
    expect(limited).toHaveLength(9);
    for (const r of limited) expect(r.body.cooldown_seconds_remaining).toBeGreaterThan(50);
    expect(smsLines().length - before).toBe(1);
    expect(smsLines().at(-1)).toContain("to=+420777100200");
    const rows = await getDb()
      .select()
      .from(phoneVerifications)
      .where(eq(phoneVerifications.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].codeHash).not.toContain(codeFor("+420777100200")!);
    const p = await client.call(profileGet.GET, "/api/profile/get/");
    expect(p.body).toMatchObject({
      phone_pending_verification: "+420777100200",
      phone_verification_cooldown_active: true,
    });
  });

  it("refuses invalid numbers and countries outside the allow-list", async () => {
    const { client } = await signedInClient();
    const bad = await send(client, "12345");
    expect(bad.status).toBe(400);
    expect(bad.body.fields.phone_number).toBe("sellerProfileForm.errors.phoneInvalid");
    const foreign = await send(client, "+44 7911 123456");
    expect(foreign.status).toBe(400);
    expect(foreign.body.fields.phone_number).toBe("phone.errors.countryNotAllowed");
    expect((await send(client, "+421 912 345 678")).status).toBe(200);
  });

  it("caps codes per number across accounts", async () => {
    const phone = "+420777300400";
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await send((await signedInClient()).client, phone)).status);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses[5]).toBe(429);
  });
});

it("caps codes per account per day, even after each cooldown", async () => {
  const { client, user } = await signedInClient();
  const statuses: number[] = [];
  for (let i = 0; i < 11; i++) {
    statuses.push((await send(client, `+42073300${String(i).padStart(4, "0")}`)).status);
    await getDb()
      .update(phoneVerifications)
      .set({ createdAt: new Date(Date.now() - (i + 2) * 61_000) })
      .where(eq(phoneVerifications.userId, user.id));
  }
  expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
  expect(statuses[10]).toBe(429);
});

describe("check-verification", () => {
  it("verifies the right code once", async () => {
    const { client } = await signedInClient();
    await send(client, "+420777500600");
    const ok = await verify(client, "+420777500600", codeFor("+420777500600")!);
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ verified: true, phone_number: "+420777500600" });
  });

  it("allows at most 5 checks per code, even with the right code afterwards", async () => {
    const { client } = await signedInClient();
    const phone = "+420777600700";
    await send(client, phone);
    const right = codeFor(phone)!;
    const wrong = right === "000000" ? "111111" : "000000";
    const statuses: string[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await verify(client, phone, wrong)).body.code);
    expect(statuses).toEqual(Array(5).fill("bad_request.phone_code_wrong"));
    const after = await verify(client, phone, right);
    expect(after.status).toBe(400);
    expect(after.body.code).toBe("bad_request.phone_code_attempts");
  });

  it("refuses an expired code", async () => {
    const { client, user } = await signedInClient();
    const phone = "+420777700800";
    await send(client, phone);
    await getDb()
      .update(phoneVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(phoneVerifications.userId, user.id));
    const res = await verify(client, phone, codeFor(phone)!);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("bad_request.phone_code_expired");
  });

  it("does not accept a code sent to another user", async () => {
    const a = await signedInClient();
    const b = await signedInClient();
    const phone = "+420777800900";
    await send(a.client, phone);
    const res = await verify(b.client, phone, codeFor(phone)!);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("bad_request.phone_code_not_sent");
  });

  it("validates the code format", async () => {
    const { client } = await signedInClient();
    const res = await verify(client, "+420777900100", "12a");
    expect(res.status).toBe(400);
    expect(res.body.fields.code).toBeTruthy();
    expect((await verify(client, "+420777900100", "1234567")).body.fields.code).toBe(
      "phone.errors.codeTooLong",
    );
  });
});
