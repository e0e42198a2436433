/** @jest-environment node */
// The ad page's HTTP status per reader (issue 27): an archived ad answers 410 to everyone but its
// own seller, who gets the page (200) with Renew and Edit; a deleted ad stays 404 for everyone.
// The status is set in proxy.ts (lib/infra/http/page-status.ts), called here as Next calls it.
import { NextRequest } from "next/server";
import * as renewRoute from "@/app/api/ads/cars/[id]/renew/route";
import { setAdminRole } from "@/lib/admin/mutations";
import { resetRateLimits } from "@/lib/infra/rate-limit";
import proxy from "@/proxy";
import { createAd, createSeller } from "../helpers/fixtures";
import { setupTestDb, teardownTestDb } from "../helpers/db";
import { Client, signedInClient } from "./auth.helpers";

beforeAll(setupTestDb);
afterAll(teardownTestDb);
beforeEach(() => resetRateLimits());

/** The status a full page load of `path` gets from this reader (200 = the page's own). */
async function pageStatus(path: string, reader = new Client()) {
  const headers = new Headers();
  if (reader.cookies.size) headers.set("cookie", reader.cookieHeader());
  const res = await proxy(new NextRequest(new URL(path, "http://localhost:3000"), { headers }));
  return res.status;
}

async function sellerWithAds() {
  const owner = await signedInClient();
  const profile = await createSeller({ userId: owner.user.id, displayName: "Prodejce" });
  const ad = (status: "active" | "archived" | "deleted") =>
    createAd({ sellerProfileId: profile.id, source: "own", status });
  return { owner: owner.client, ad };
}

test("an archived ad answers its seller 200, in every language, and 410 to everyone else", async () => {
  const { owner, ad } = await sellerWithAds();
  const archived = await ad("archived");
  const stranger = await signedInClient();
  const admin = await signedInClient();
  await setAdminRole({ email: admin.email, admin: true });

  for (const prefix of ["", "/en", "/ru"])
    expect(await pageStatus(`${prefix}/ads/cars/${archived.id}`, owner)).toBe(200);
  expect(await pageStatus(`/ads/cars/${archived.id}`)).toBe(410);
  expect(await pageStatus(`/ads/cars/${archived.id}`, stranger.client)).toBe(410);
  expect(await pageStatus(`/ads/cars/${archived.id}`, admin.client)).toBe(410); // admins: the public view
  // a stale or forged session cookie is nobody
  const forged = new Client();
  forged.cookies.set("better-auth.session_token", "forged.value");
  expect(await pageStatus(`/ads/cars/${archived.id}`, forged)).toBe(410);
});

test("a deleted ad stays 404 for its seller too; an active one is 200 for everyone", async () => {
  const { owner, ad } = await sellerWithAds();
  const [deleted, active] = [await ad("deleted"), await ad("active")];
  expect(await pageStatus(`/ads/cars/${deleted.id}`, owner)).toBe(404);
  expect(await pageStatus(`/ads/cars/${deleted.id}`)).toBe(404);
  expect(await pageStatus(`/ads/cars/${active.id}`, owner)).toBe(200);
  expect(await pageStatus(`/ads/cars/${active.id}`)).toBe(200);
});

test("once its seller renews it, the ad is 200 for everyone again", async () => {
  const { owner, ad } = await sellerWithAds();
  const archived = await ad("archived");
  const req = owner.request(`/api/ads/cars/${archived.id}/renew/`, { method: "POST" });
  const res = await renewRoute.POST(
    req as never,
    {
      params: Promise.resolve({ id: String(archived.id) }),
    } as never,
  );
  expect(res.status).toBe(200);
  expect(await pageStatus(`/ads/cars/${archived.id}`)).toBe(200);
});
