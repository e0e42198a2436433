/** @jest-environment node */
import { asc, eq } from "drizzle-orm";
import * as contactRoute from "@/app/api/seller-profiles/[id]/contact/route";
import { getDb } from "@/lib/infra/db/client";
import { contactReveals } from "@/lib/infra/db/schema";
import { resetRateLimits } from "@/lib/infra/rate-limit";
import { createAd, createSeller, createUser } from "../helpers/fixtures";
import { setupTestDb, teardownTestDb } from "../helpers/db";
import { Client, signedInClient } from "./auth.helpers";

beforeAll(() => setupTestDb());
afterAll(() => teardownTestDb());
beforeEach(() => resetRateLimits());

async function contact(c: Client, profileId: number | string, query = "") {
  const req = c.request(`/api/seller-profiles/${profileId}/contact/${query}`);
  const res = await contactRoute.GET(req, { params: Promise.resolve({ id: String(profileId) }) });
  c.store(res);
  return { status: res.status, body: await res.json(), headers: res.headers };
}

async function verifiedSeller() {
  const user = await createUser();
  return createSeller({
    userId: user.id,
    phoneNumber: "+420777123456",
    phoneVerified: true,
    contactEmail: "prodejce@example.test",
    location: "Brno",
  });
}

describe("GET /api/seller-profiles/{id}/contact/", () => {
  it("is for signed-in users only", async () => {
    const seller = await verifiedSeller();
    const { status, body } = await contact(new Client(), seller.id);
    expect(status).toBe(401);
    expect(body.error).toBeTruthy();
    expect(JSON.stringify(body)).not.toContain("777123456");
  });

  it("answers a verified seller's contact, privately, and logs each reveal with the ad it came from", async () => {
    const seller = await verifiedSeller();
    const ad = await createAd({ sellerProfileId: seller.id });
    const foreign = await createAd();
    const viewer = await signedInClient();
    const first = await contact(viewer.client, seller.id, `?ad=${ad.id}`);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      contact_email: "prodejce@example.test",
      phone_number: "+420777123456",
      location: "Brno",
    });
    expect(first.headers.get("cache-control")).toContain("no-store");
    await contact(viewer.client, seller.id, `?ad=${foreign.id}`); // another seller's ad is not recorded as the source
    await contact(viewer.client, seller.id);
    const log = await getDb()
      .select()
      .from(contactReveals)
      .where(eq(contactReveals.sellerProfileId, seller.id))
      .orderBy(asc(contactReveals.id));
    expect(log.map((r) => [r.viewerUserId, r.adId])).toEqual([
      [viewer.user.id, ad.id],
      [viewer.user.id, null],
      [viewer.user.id, null],
    ]);
    expect(log[0].ipAddress).toBe(viewer.client.ip);
  });

  it("answers 404 for a seller without a verified user, a missing profile or a bad id", async () => {
    const anonymised = await createSeller({
      phoneNumber: "+420606000000",
      contactEmail: "import@example.test",
    });
    const viewer = await signedInClient();
    for (const id of [anonymised.id, 99_999_999, "abc"])
      expect((await contact(viewer.client, id)).status).toBe(404);
    expect(
      await getDb()
        .select()
        .from(contactReveals)
        .where(eq(contactReveals.sellerProfileId, anonymised.id)),
    ).toEqual([]);
  });

  it("limits each user to 30 reveals an hour", async () => {
    const seller = await verifiedSeller();
    const viewer = await signedInClient();
    for (let i = 0; i < 30; i++) expect((await contact(viewer.client, seller.id)).status).toBe(200);
    const limited = await contact(viewer.client, seller.id);
    expect(limited.status).toBe(429);
    expect(limited.body.retry_after_seconds).toBeGreaterThan(0);
    const other = await signedInClient();
    expect((await contact(other.client, seller.id)).status).toBe(200); // per user, not global
  });
});
