/** @jest-environment node */
import { eq } from "drizzle-orm";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as logout from "@/app/api/logout/route";
import * as startVerification from "@/app/api/profile/phone/start-verification/route";
import { getDb } from "@/lib/infra/db/client";
import { phoneVerifications, sessions } from "@/lib/infra/db/schema";
import { setupTestDb, teardownTestDb } from "../helpers/db";
import { Client, signedInClient, type CallOptions } from "./auth.helpers";

beforeAll(async () => {
  process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "vz-csrf-"));
  await setupTestDb();
});
afterAll(() => teardownTestDb());

describe("CSRF on cookie-authenticated mutations (ARCHITECTURE.md §4.11)", () => {
  const cases: [string, (own: string, other: string) => CallOptions][] = [
    ["missing token", () => ({ csrf: null })],
    ["wrong token", (own) => ({ csrf: `${own.split(".")[0]}.forged` })],
    ["token of another session", (_own, other) => ({ csrf: other, headers: {} })],
    ["foreign Origin", () => ({ origin: "https://evil.example" })],
    ["null Origin", () => ({ origin: "null" })],
    ["no Origin", () => ({ origin: null })],
  ];

  it.each(cases)("%s → 403 and nothing changes", async (name, opts) => {
    const { client, user } = await signedInClient();
    const other = await signedInClient();
    const own = decodeURIComponent(client.cookies.get("csrftoken")!);
    const otherToken = decodeURIComponent(other.client.cookies.get("csrftoken")!);
    const o = opts(own, otherToken);
    if (name === "token of another session")
      client.cookies.set("csrftoken", encodeURIComponent(otherToken));

    const sms = await client.call(
      startVerification.POST,
      "/api/profile/phone/start-verification/",
      { json: { phone_number: "+420777123456" }, ...o },
    );
    expect(sms.status).toBe(403);
    expect(
      await getDb().select().from(phoneVerifications).where(eq(phoneVerifications.userId, user.id)),
    ).toHaveLength(0);

    const out = await client.call(logout.POST, "/api/logout/", { method: "POST", ...o });
    expect(out.status).toBe(403);
    expect(await getDb().select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(
      1,
    );
    expect((await client.me()).body.user_id).toBe(user.id);
  });

  it("accepts our Origin with the session's own token", async () => {
    const { client, user } = await signedInClient();
    const out = await client.call(logout.POST, "/api/logout/", { method: "POST" });
    expect(out.status).toBe(200);
    expect(await getDb().select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(
      0,
    );
  });

  it("gives requests of one session sent at once without a token the same valid token", async () => {
    const { client } = await signedInClient();
    const session = [...client.cookies].filter(([name]) => name !== "csrftoken");
    const tabs = [new Client(client.ip), new Client(client.ip)];
    for (const tab of tabs) for (const [name, value] of session) tab.cookies.set(name, value);
    await Promise.all(tabs.map((tab) => tab.me()));
    const [a, b] = tabs.map((tab) => tab.cookies.get("csrftoken"));
    expect(a).toBeTruthy();
    expect(b).toBe(a);
    // the token the first tab read still works after the second tab's answer arrived
    const out = await tabs[0].call(logout.POST, "/api/logout/", { method: "POST" });
    expect(out.status).toBe(200);
  });

  it("gives visitors with no session tokens of their own", async () => {
    const [a, b] = [new Client(), new Client()];
    await Promise.all([a.me(), b.me()]);
    expect(a.cookies.get("csrftoken")).toBeTruthy();
    expect(a.cookies.get("csrftoken")).not.toBe(b.cookies.get("csrftoken"));
  });

  it("rejects a token minted before sign-in once the session exists", async () => {
    const { client } = await signedInClient();
    const anon = new (client.constructor as typeof import("./auth.helpers").Client)();
    await anon.me();
    const res = await client.call(logout.POST, "/api/logout/", {
      method: "POST",
      csrf: decodeURIComponent(anon.cookies.get("csrftoken")!),
    });
    expect(res.status).toBe(403);
  });
});
