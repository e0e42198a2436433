/** @jest-environment node */
// On PostgreSQL another web instance (or the worker) hears of a change of ads from the trigger's
// NOTIFY and reads it at once, long before its next poll (issue 12, block 8). PGlite has no second
// process to tell: there the poll alone serves.
import { createAd as writeAd, updateAd } from "@/lib/ads/mutations";
import { getDb } from "@/lib/infra/db/client";
import { getEnv } from "@/lib/infra/env";
import { LiveIndex } from "@/lib/search/live-index";
import { parseApiSearchParams } from "@/lib/search/schemas";
import { createAd } from "../helpers/fixtures";
import { setupTestDb, teardownTestDb } from "../helpers/db";

const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;
const newest = parseApiSearchParams(new URLSearchParams(""));
const dear = parseApiSearchParams(new URLSearchParams("min_price=999999"));
const ADMIN = { id: "notify-test-admin", role: "admin" as const };
/** Long enough that a test passing within the deadline below cannot be the poll's doing. */
const POLL_MS = 600_000;
const DEADLINE_MS = 5_000;

beforeAll(setupTestDb);
afterAll(teardownTestDb);

/** Asks until `check` holds or the deadline passes; answers whether it held. */
async function eventually(check: () => Promise<boolean>): Promise<boolean> {
  const deadline = Date.now() + DEADLINE_MS;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return check();
}

onPostgres("another instance's index", () => {
  it("sees a new ad and an edit made through another connection without waiting for its poll", async () => {
    await createAd({ title: "Before" });
    const other = new LiveIndex(getDb(), POLL_MS, false, getEnv().DATABASE_URL);
    try {
      const ids = async () => (await other.get()).search(newest, 20).ids;
      const before = await ids();
      // written as another process would: the index of this test is not told by the write path
      const ad = await writeAd({
        ad: { title: "Heard of", make: "Škoda", model: "Fabia", year: 2020, price: 150_000 },
      });
      expect(await eventually(async () => (await ids()).includes(ad.id))).toBe(true);
      expect((await ids()).filter((id) => !before.includes(id))).toEqual([ad.id]);
      await updateAd({ id: ad.id, actor: ADMIN, changes: { price: 999_999 } });
      expect(await eventually(async () => (await other.get()).count(dear) === 1)).toBe(true);
    } finally {
      await other.stop();
    }
  });
});
