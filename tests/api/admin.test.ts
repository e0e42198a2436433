/** @jest-environment node */
// Admin rights are a role stored on the user (ARCHITECTURE.md §4.5): no e-mail or username confers
// them, `npm run admin` (setAdminRole) grants and revokes them, and the audit log keeps every
// change and every admin action.
import { and, asc, eq, sql } from "drizzle-orm";
import * as archiveRoute from "@/app/api/ads/cars/[id]/archive/route";
import * as adminArchiveRoute from "@/app/validate/archive/[id]/route";
import { setAdminRole } from "@/lib/admin/mutations";
import { getDb } from "@/lib/infra/db/client";
import { adminAuditLog, ads, users } from "@/lib/infra/db/schema";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoAccounts } from "@/lib/demo/accounts";
import { resetEnvCache } from "@/lib/infra/env";
import { resetRateLimits } from "@/lib/infra/rate-limit";
import { createAd, createSeller } from "../helpers/fixtures";
import { setupTestDb, teardownTestDb } from "../helpers/db";
import { Client, lastMailTo, PASSWORD, signedInClient } from "./auth.helpers";

type Handler = (req: never, ctx: { params: Promise<{ id: string }> }) => Promise<Response>;

beforeAll(async () => {
  // The variable that once made "boss@…" an admin; a stale copy in someone's environment must grant nothing.
  process.env.ADMIN_USERNAMES = "admin,boss";
  resetEnvCache();
  await setupTestDb();
});
afterAll(async () => {
  delete process.env.ADMIN_USERNAMES;
  resetEnvCache();
  await teardownTestDb();
});
beforeEach(() => resetRateLimits());

const REASON = "Inzerát porušuje podmínky";
async function post(c: Client, handler: Handler, path: string, id: number, json?: unknown) {
  const res = await handler(c.request(path, { method: "POST", json }) as never, {
    params: Promise.resolve({ id: String(id) }),
  });
  c.store(res);
  return res.status;
}
const adminArchive = (c: Client, id: number, json: unknown = { reason: REASON }) =>
  post(c, adminArchiveRoute.POST as Handler, `/validate/archive/${id}`, id, json);
const ownerArchive = (c: Client, id: number, json?: unknown) =>
  post(c, archiveRoute.POST as Handler, `/api/ads/cars/${id}/archive/`, id, json);
const statusOf = async (id: number) =>
  (await getDb().select({ s: ads.status }).from(ads).where(eq(ads.id, id)))[0].s;
const roleOf = async (email: string) =>
  (await getDb().select({ role: users.role }).from(users).where(eq(users.email, email)))[0]?.role;
const auditRows = (target: string) =>
  getDb()
    .select()
    .from(adminAuditLog)
    .where(eq(adminAuditLog.target, target))
    .orderBy(asc(adminAuditLog.id));

/** Someone else's ad: an active ad of another seller. */
async function othersAd() {
  const owner = await signedInClient();
  const seller = await createSeller({ userId: owner.user.id });
  return createAd({ sellerProfileId: seller.id, sellerUserId: owner.user.id });
}

describe("a name a user chooses confers no right", () => {
  it("keeps boss@attacker.example a plain user: 403 on the admin archive, is_admin false", async () => {
    const boss = await signedInClient("boss@attacker.example");
    expect(boss.user.username).toBe("boss");
    const ad = await othersAd();

    expect((await boss.client.me()).body).toMatchObject({ username: "boss", is_admin: false });
    expect(await adminArchive(boss.client, ad.id)).toBe(403);
    expect(await ownerArchive(boss.client, ad.id)).toBe(403);
    expect(await statusOf(ad.id)).toBe("active");
    expect(await auditRows(`ad:${ad.id}`)).toEqual([]);
  });

  it("ignores a role in the sign-up body and refuses it in update-user", async () => {
    const email = "root@attacker.example"; // not admin@…: the demo seed below needs the username "admin"
    const c = new Client();
    const up = await c.auth("/sign-up/email", {
      json: { email, password: PASSWORD, name: "Admin", role: "admin" },
    });
    expect(up.status).toBe(200); // better-auth puts the default in place of a field the client may not set
    expect(await roleOf(email)).toBe("user");

    await getDb().update(users).set({ emailVerified: true }).where(eq(users.email, email));
    expect((await c.auth("/sign-in/email", { json: { email, password: PASSWORD } })).status).toBe(
      200,
    );
    expect((await c.me()).body.is_admin).toBe(false);
    const update = await c.auth("/update-user", { json: { role: "admin" } });
    expect(update.status).toBe(400);
    expect(await roleOf(email)).toBe("user");
    expect((await c.me()).body.is_admin).toBe(false);
  });
});

describe("npm run admin -- grant|revoke (setAdminRole)", () => {
  it("grants the admin actions, audits them, and takes them back on revoke", async () => {
    const boss = await signedInClient("grant.me@example.test");
    const [a, b, c] = [await othersAd(), await othersAd(), await othersAd()];

    const granted = await setAdminRole({
      email: "Grant.Me@example.test ",
      admin: true,
      details: { via: "test" },
    });
    expect(granted).toEqual({
      userId: boss.user.id,
      email: "grant.me@example.test",
      role: "admin",
      changed: true,
    });
    expect((await boss.client.me()).body.is_admin).toBe(true);
    expect(await adminArchive(boss.client, a.id)).toBe(200);
    expect(await adminArchive(boss.client, a.id)).toBe(200); // idempotent, audited once
    expect(await ownerArchive(boss.client, b.id, { reason: REASON })).toBe(200); // an admin may use the owner route too
    expect([await statusOf(a.id), await statusOf(b.id)]).toEqual(["archived", "archived"]);

    const [grantRow] = await auditRows(`user:${boss.user.id}`);
    expect(grantRow).toMatchObject({
      actorUserId: null,
      action: "admin.grant",
      details: { via: "test", email: "grant.me@example.test" },
    });
    expect(await auditRows(`ad:${a.id}`)).toEqual([
      expect.objectContaining({
        actorUserId: boss.user.id,
        action: "ad.archive",
        details: { route: "admin", from: "active", reason: REASON },
      }),
    ]);
    expect(await auditRows(`ad:${b.id}`)).toEqual([
      expect.objectContaining({
        action: "ad.archive",
        details: { route: "owner", from: "active", reason: REASON },
      }),
    ]);

    const revoked = await setAdminRole({ email: boss.email, admin: false });
    expect(revoked.changed).toBe(true);
    expect((await boss.client.me()).body.is_admin).toBe(false); // read on every request: no new sign-in needed
    expect(await adminArchive(boss.client, c.id)).toBe(403);
    expect(await ownerArchive(boss.client, c.id)).toBe(403);
    expect(await statusOf(c.id)).toBe("active");
    expect((await auditRows(`user:${boss.user.id}`)).map((r) => r.action)).toEqual([
      "admin.grant",
      "admin.revoke",
    ]);
  });

  it("changes nothing and writes no row when the user already has the role", async () => {
    const u = await signedInClient();
    expect((await setAdminRole({ email: u.email, admin: false })).changed).toBe(false);
    await setAdminRole({ email: u.email, admin: true });
    expect((await setAdminRole({ email: u.email, admin: true })).changed).toBe(false);
    expect(await auditRows(`user:${u.user.id}`)).toHaveLength(1);
  });

  it("refuses an unknown e-mail and an unverified one", async () => {
    await expect(setAdminRole({ email: "nobody@example.test", admin: true })).rejects.toMatchObject(
      { code: "not_found" },
    );
    const c = new Client();
    expect(
      (
        await c.auth("/sign-up/email", {
          json: { email: "unverified@example.test", password: PASSWORD, name: "U" },
        })
      ).status,
    ).toBe(200);
    await expect(
      setAdminRole({ email: "unverified@example.test", admin: true }),
    ).rejects.toMatchObject({ code: "conflict" });
    expect(await roleOf("unverified@example.test")).toBe("user");
  });

  it("refuses an admin's archive without a reason; with one it is audited and mailed to the seller in their language", async () => {
    const boss = await signedInClient();
    await setAdminRole({ email: boss.email, admin: true });
    const seller = await signedInClient();
    await getDb().update(users).set({ locale: "en" }).where(eq(users.id, seller.user.id));
    const profile = await createSeller({ userId: seller.user.id });
    const ad = await createAd({ sellerProfileId: profile.id, sellerUserId: seller.user.id });

    const noBody = post(
      boss.client,
      adminArchiveRoute.POST as Handler,
      `/validate/archive/${ad.id}`,
      ad.id,
    );
    expect(await noBody).toBe(400);
    expect(await ownerArchive(boss.client, ad.id)).toBe(400);
    for (const body of [{}, { reason: "  " }, { reason: "x".repeat(501) }]) {
      expect(await adminArchive(boss.client, ad.id, body)).toBe(400);
      expect(await ownerArchive(boss.client, ad.id, body)).toBe(400);
    }
    expect(await statusOf(ad.id)).toBe("active");
    expect(await auditRows(`ad:${ad.id}`)).toEqual([]);
    expect((await lastMailTo(seller.email))?.subject).not.toMatch(/archived/); // the sign-up's mail

    const reason = "Fotky patří jinému vozu.\nVIN neodpovídá.";
    expect(await adminArchive(boss.client, ad.id, { reason: `  ${reason} ` })).toBe(200);
    expect(await statusOf(ad.id)).toBe("archived");
    expect(await auditRows(`ad:${ad.id}`)).toEqual([
      expect.objectContaining({
        action: "ad.archive",
        details: expect.objectContaining({ reason }),
      }),
    ]);
    const mail = await lastMailTo(seller.email);
    expect(mail?.subject).toBe(`Your ad “${ad.title}” has been archived`);
    expect(mail?.text).toContain("An administrator archived your ad");
    expect(mail?.text).toContain("Fotky patří jinému vozu.");
    expect(mail?.text).toContain("VIN neodpovídá.");
    expect(mail?.text).toContain("/en/profile");
  });

  it("leaves an owner archiving their own ad out of the audit log", async () => {
    const owner = await signedInClient();
    const seller = await createSeller({ userId: owner.user.id });
    const ad = await createAd({ sellerProfileId: seller.id });
    expect(await ownerArchive(owner.client, ad.id, { endReason: "not_selling" })).toBe(200);
    expect(await auditRows(`ad:${ad.id}`)).toEqual([]);
  });
});

describe("admin_audit_log", () => {
  const failure = (p: Promise<unknown>) =>
    p.then(
      () => "succeeded",
      (e: Error & { cause?: Error }) => `${e.message} ${e.cause?.message ?? ""}`,
    );

  it("is append-only: UPDATE, DELETE and TRUNCATE are refused, INSERT works", async () => {
    const db = getDb();
    await db.insert(adminAuditLog).values({ action: "admin.grant", target: "user:x" });
    const before = await db.select().from(adminAuditLog);
    expect(before.length).toBeGreaterThan(0);
    expect(await failure(db.update(adminAuditLog).set({ action: "nothing" }))).toMatch(
      /append-only: UPDATE refused/,
    );
    expect(
      await failure(db.delete(adminAuditLog).where(eq(adminAuditLog.target, "user:x"))),
    ).toMatch(/append-only: DELETE refused/);
    expect(await failure(db.execute(sql`TRUNCATE admin_audit_log`))).toMatch(
      /append-only: TRUNCATE refused/,
    );
    expect(await db.select().from(adminAuditLog)).toEqual(before);
  });
});

describe("demo seed", () => {
  it("grants the demo admin the role, so the demo admin has the admin actions", async () => {
    await seedDemoAccounts(getDb());
    const admin = DEMO_ACCOUNTS.find((a) => a.username === "admin")!;
    const roles = await getDb()
      .select({ email: users.email, role: users.role })
      .from(users)
      .where(sql`${users.email} LIKE '%@demo.vozovna.cz'`);
    expect(Object.fromEntries(roles.map((r) => [r.email, r.role]))).toEqual({
      "prodejce@demo.vozovna.cz": "user",
      "kupujici@demo.vozovna.cz": "user",
      "admin@demo.vozovna.cz": "admin",
    });
    const grants = () =>
      getDb()
        .select()
        .from(adminAuditLog)
        .where(
          and(
            eq(adminAuditLog.target, `user:${admin.id}`),
            eq(adminAuditLog.action, "admin.grant"),
          ),
        );
    expect(await grants()).toHaveLength(1);
    await seedDemoAccounts(getDb()); // seeding again finds the role in place
    expect(await grants()).toHaveLength(1);

    const c = new Client();
    expect(
      (await c.auth("/sign-in/email", { json: { email: admin.email, password: DEMO_PASSWORD } }))
        .status,
    ).toBe(200);
    expect((await c.me()).body).toMatchObject({ username: "admin", is_admin: true });
    const ad = await othersAd();
    expect(await adminArchive(c, ad.id)).toBe(200);
  });
});
