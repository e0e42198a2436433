/** @jest-environment node */
// The public seller reads (seed 001 §7): GET /api/seller-profiles/{id}/, .../simplified/{id}/ and
// .../{id}/ads/?page=.
import { GET as filter } from "@/app/api/ads/filter/route";
import { GET as profileRoute } from "@/app/api/seller-profiles/[id]/route";
import { GET as adsRoute } from "@/app/api/seller-profiles/[id]/ads/route";
import { GET as simplifiedRoute } from "@/app/api/seller-profiles/simplified/[id]/route";
import { createAd, createSeller, createUser } from "../helpers/fixtures";
import { setupTestDb, teardownTestDb } from "../helpers/db";
import { get, params } from "../helpers/request";

const call = async (handler: typeof profileRoute, path: string, id: string) => {
  const res = await handler(get(path), params({ id }));
  return { status: res.status, body: await res.json() };
};
const profile = (id: string | number) =>
  call(profileRoute, `/api/seller-profiles/${id}/`, String(id));
const simplified = (id: string | number) =>
  call(simplifiedRoute, `/api/seller-profiles/simplified/${id}/`, String(id));
const sellerAds = (id: string | number, page?: string | number) =>
  call(
    adsRoute,
    `/api/seller-profiles/${id}/ads/${page === undefined ? "" : `?page=${page}`}`,
    String(id),
  );

const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000);
let dealer: { id: number; userId: string | null };
let anonymous: { id: number };

beforeAll(async () => {
  await setupTestDb();
  const user = await createUser();
  dealer = await createSeller({
    userId: user.id,
    displayName: "Autocentrum Brno",
    location: "Brno",
    locationLink: "https://maps.example/brno",
    phoneNumber: "+420777000111",
    phoneVerified: true,
    contactEmail: "dealer@example.test",
  });
  anonymous = await createSeller({
    displayName: "Jana z Bazoše",
    phoneNumber: "+420777000222",
    contactEmail: "hidden@example.test",
  });
  const mine = { sellerProfileId: dealer.id, sellerUserId: user.id };
  for (let i = 0; i < 23; i++)
    await createAd({ ...mine, title: `Dealer ${i}`, createdDate: day(i) }, i === 22 ? 2 : 0);
  await createAd({ ...mine, title: "Sold", status: "sold", createdDate: day(40) });
  await createAd({ ...mine, title: "Archived", status: "archived", createdDate: day(41) });
  await createAd({ ...mine, title: "Deleted", status: "deleted", createdDate: day(42) });
  await createAd({ title: "Somebody else's", createdDate: day(43) });
});
afterAll(() => teardownTestDb());

describe("GET /api/seller-profiles/{id}/", () => {
  it("answers the public fields and the active ad count, never the contact details", async () => {
    const { status, body } = await profile(dealer.id);
    expect(status).toBe(200);
    expect(body).toEqual({
      id: dealer.id,
      display_name: "Autocentrum Brno",
      avatar_url: null,
      user_id: dealer.userId,
      location: "Brno",
      location_link: "https://maps.example/brno",
      phone_verified: true,
      is_dealer: false,
      ico: null,
      ads_count: 23,
    });
    expect(JSON.stringify(body)).not.toMatch(/777000111|dealer@example/);
  });

  it("answers an anonymised seller with user_id null and no ads", async () => {
    const { status, body } = await profile(anonymous.id);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: anonymous.id,
      display_name: "Jana z Bazoše",
      user_id: null,
      location: null,
      ads_count: 0,
    });
    expect(body).not.toHaveProperty("phone_number");
    expect(body).not.toHaveProperty("contact_email");
  });

  it("answers 404 for an unknown id (also one beyond the id range) and 400 for a non-numeric one", async () => {
    expect(await profile(999999)).toEqual({
      status: 404,
      body: { error: "Seller profile not found", code: "not_found" },
    });
    expect((await profile("99999999999999")).status).toBe(404);
    for (const bad of ["abc", "12abc", "-1", "1e3", " 7"]) {
      expect(await profile(bad)).toEqual({
        status: 400,
        body: {
          error: "Invalid profile ID",
          code: "bad_request",
          fields: { id: "sellerProfile.invalidId" },
        },
      });
    }
  });
});

describe("GET /api/seller-profiles/simplified/{id}/", () => {
  it("answers display_name, avatar_url and user_id only", async () => {
    expect(await simplified(dealer.id)).toEqual({
      status: 200,
      body: { display_name: "Autocentrum Brno", avatar_url: null, user_id: dealer.userId },
    });
    expect((await simplified(anonymous.id)).body).toEqual({
      display_name: "Jana z Bazoše",
      avatar_url: null,
      user_id: null,
    });
  });

  it("answers 404 and 400 like the full profile", async () => {
    expect((await simplified(424242)).status).toBe(404);
    expect((await simplified("x")).status).toBe(400);
  });
});

describe("GET /api/seller-profiles/{id}/ads/", () => {
  it("pages the seller's active ads newest first, 20 per page, in the search list shape", async () => {
    const first = await sellerAds(dealer.id, 1);
    expect(first.status).toBe(200);
    expect(first.body.count).toBe(23);
    expect(first.body.results).toHaveLength(20);
    expect(first.body.results.map((a: { title: string }) => a.title).slice(0, 3)).toEqual([
      "Dealer 22",
      "Dealer 21",
      "Dealer 20",
    ]);
    expect(first.body.results[0].image_minis).toHaveLength(2);
    const searched = (await (await filter(get("/api/ads/filter/"), params({}))).json()).results[0];
    expect(Object.keys(first.body.results[0]).sort()).toEqual(Object.keys(searched).sort());

    const second = await sellerAds(dealer.id, 2);
    expect(second.body).toMatchObject({ count: 23 });
    expect(second.body.results.map((a: { title: string }) => a.title)).toEqual([
      "Dealer 2",
      "Dealer 1",
      "Dealer 0",
    ]);
    expect(
      second.body.results.every(
        (a: { status: string; seller_profile_id: number }) =>
          a.status === "active" && a.seller_profile_id === dealer.id,
      ),
    ).toBe(true);
  });

  it("answers an empty list past the last page, and page 1 for a missing or bad page", async () => {
    expect((await sellerAds(dealer.id, 9)).body).toEqual({ results: [], count: 23 });
    expect((await sellerAds(dealer.id)).body.results[0].title).toBe("Dealer 22");
    expect((await sellerAds(dealer.id, "abc")).body.results[0].title).toBe("Dealer 22");
    expect((await sellerAds(anonymous.id)).body).toEqual({ results: [], count: 0 });
  });

  it("answers 404 for an unknown seller and 400 for a non-numeric id", async () => {
    expect(await sellerAds(31337)).toEqual({
      status: 404,
      body: { error: "Seller profile not found", code: "not_found" },
    });
    expect((await sellerAds("seller")).status).toBe(400);
  });
});
