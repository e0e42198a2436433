// Demo accounts for trying the site locally (issue 6): a seller with a verified phone and
// ads, a buyer, and an admin (granted the admin role here, as `npm run admin -- grant` would).
// The password is fixed and public: for local use only.
import { hashPassword } from "better-auth/crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { setAdminRole } from "@/lib/admin/mutations";
import { assignAdsToSeller } from "@/lib/ads/mutations-bulk";
import type { Db } from "@/lib/infra/db/client";
import { accounts, ads, sellerProfiles, users } from "@/lib/infra/db/schema";
import { placeMapLink, searchPlaces } from "@/lib/places/gazetteer";

export const DEMO_PASSWORD = "vozovna-demo";
export const DEMO_ACCOUNTS = [
  {
    id: "demo-seller",
    email: "prodejce@demo.vozovna.cz",
    username: "prodejce",
    name: "Petr Dvořák",
  },
  { id: "demo-buyer", email: "kupujici@demo.vozovna.cz", username: "kupujici", name: "Lucie Malá" },
  { id: "demo-admin", email: "admin@demo.vozovna.cz", username: "admin", name: "Správce Vozovny" },
] as const;
// More than one page of 20, so paging shows on /profile and on the demo seller's public page.
const SELLER_ADS = 24;

export async function seedDemoAccounts(db: Db) {
  const hash = await hashPassword(DEMO_PASSWORD);
  await db
    .insert(users)
    .values(
      DEMO_ACCOUNTS.map((a) => ({
        id: a.id,
        email: a.email,
        name: a.name,
        username: a.username,
        emailVerified: true,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(accounts)
    .values(
      DEMO_ACCOUNTS.map((a) => ({
        id: `${a.id}-credential`,
        accountId: a.id,
        providerId: "credential",
        userId: a.id,
        password: hash,
      })),
    )
    .onConflictDoNothing();
  await setAdminRole({ email: DEMO_ACCOUNTS[2].email, admin: true, details: { via: "demo seed" } });
  const seller = DEMO_ACCOUNTS[0];
  const place = searchPlaces("Brno", 1)[0];
  const [profile] = await db
    .insert(sellerProfiles)
    .values({
      userId: seller.id,
      displayName: seller.name,
      location: place?.name ?? null,
      locationLink: place ? placeMapLink(place) : null,
      phoneNumber: "+420777123456",
      phoneVerified: true,
      contactEmail: seller.email,
    })
    .onConflictDoNothing()
    .returning({ id: sellerProfiles.id });
  if (!profile) return;
  // Give the seller some of the generated own ads (some sold or archived, if drawn).
  const picked = await db
    .select({ id: ads.id })
    .from(ads)
    .where(and(eq(ads.source, "own"), isNull(ads.sourceLink)))
    .orderBy(sql`${ads.id} DESC`)
    .limit(SELLER_ADS);
  await assignAdsToSeller(db, {
    ids: picked.map((a) => a.id),
    sellerProfileId: profile.id,
    sellerUserId: seller.id,
    locationName: place?.name ?? null,
  });
}
