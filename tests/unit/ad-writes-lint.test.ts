/** @jest-environment node */
// Issue 12, block 8: ESLint refuses a write to ads or ad_images outside lib/ads/mutations*.ts,
// whether through Drizzle, the bulk helper or a raw SQL string; reads stay allowed.
import { spawnSync } from "node:child_process";
import path from "node:path";

const ROOT = path.join(__dirname, "..", "..");
// eslint-disable-next-line no-restricted-syntax -- the writes the rule must refuse, as text to lint
const SNIPPET = `
import { sql } from "drizzle-orm";
import { bulkInsert } from "@/lib/infra/db/bulk";
import { getDb } from "@/lib/infra/db/client";
import { adImages, ads, users } from "@/lib/infra/db/schema";

export async function writes() {
  const db = getDb();
  await db.insert(ads).values({ title: "x", make: "x", model: "x", year: 2020, price: 1 });
  await db.update(adImages).set({ position: 1 });
  await db.delete(ads);
  await bulkInsert("ad_images", [], []);
  await db.execute(sql\`UPDATE ads SET price = 1\`);
  await db.execute(sql\`delete from "ad_images"\`);
}

export async function allowed() {
  const db = getDb();
  await db.select().from(ads);
  await db.update(users).set({ name: "x" });
  await db.execute(sql\`SELECT count(*) FROM ads\`);
}
`;

/** Line numbers of the ad-write errors ESLint reports for SNIPPET as if it were this file. */
function adWriteErrors(file: string): number[] {
  const eslint = path.join(ROOT, "node_modules", "eslint", "bin", "eslint.js");
  const run = spawnSync(
    process.execPath,
    [eslint, "--stdin", "--stdin-filename", file, "--format", "json"],
    {
      cwd: ROOT,
      input: SNIPPET,
      encoding: "utf8",
    },
  );
  const [result] = JSON.parse(run.stdout) as {
    messages: { ruleId: string | null; line: number }[];
  }[];
  return result.messages.filter((m) => m.ruleId === "no-restricted-syntax").map((m) => m.line);
}

it("refuses every write to ads and ad_images outside lib/ads/mutations*.ts, and no read", () => {
  // the six lines of writes(), none of allowed()
  expect(adWriteErrors("lib/sellers/writes.ts")).toEqual([9, 10, 11, 12, 13, 14]);
});

it("lets lib/ads/mutations.ts and lib/ads/mutations-bulk.ts write", () => {
  expect(adWriteErrors("lib/ads/mutations.ts")).toEqual([]);
  expect(adWriteErrors("lib/ads/mutations-bulk.ts")).toEqual([]);
});
