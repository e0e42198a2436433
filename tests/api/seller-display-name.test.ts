/** @jest-environment node */
// The seller profile's display name (lib/infra/text/visible.ts): nothing invisible, nothing hidden.
import { eq } from "drizzle-orm";
import * as create from "@/app/api/seller-profiles/create/route";
import { getDb } from "@/lib/infra/db/client";
import { sellerProfiles } from "@/lib/infra/db/schema";
import { setupTestDb, teardownTestDb } from "../helpers/db";
import { signedInClient } from "./auth.helpers";

beforeAll(() => setupTestDb());
afterAll(() => teardownTestDb());

function form(fields: Record<string, string>) {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  return f;
}

describe("POST /api/seller-profiles/create/ display_name", () => {
  it.each([
    ["Autoservis \u202eNovák", "sellerProfileForm.errors.displayNameHidden"],
    ["\u2067Jan\u2069", "sellerProfileForm.errors.displayNameHidden"],
    ["Jan\u0000Novák", "sellerProfileForm.errors.displayNameHidden"],
    ["\u200b\u200c\u2060\ufeff", "sellerProfileForm.errors.displayNameInvisible"],
    ["\u0301\u0301", "sellerProfileForm.errors.displayNameInvisible"],
  ])("refuses %j with %s and creates nothing", async (displayName, key) => {
    const { client, user } = await signedInClient();
    const res = await client.call(create.POST, "/api/seller-profiles/create/", {
      form: form({ display_name: displayName, phone_number: "+420777123456", terms: "true" }),
    });
    expect(res.status).toBe(400);
    expect(res.body.fields.display_name).toBe(key);
    expect(
      await getDb().select().from(sellerProfiles).where(eq(sellerProfiles.userId, user.id)),
    ).toHaveLength(0);
  });
});
