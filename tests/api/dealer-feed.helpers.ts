// Shared set-up of the dealer feed API tests (issue 32, "Dealers"): a feed's lines, the form an
// upload sends, and a signed-in dealer with a verified phone (or, asked, without either).
import { createSeller } from "../helpers/fixtures";
import { signedInClient } from "./auth.helpers";

export type Line = Record<string, unknown>;

/** One car of a feed, a valid line unless `overrides` make it otherwise. */
export const car = (id: string, overrides: Line = {}): Line => ({
  id,
  url: `https://autobazar.example/vuz/${id}`,
  title: `Škoda Octavia ${id}`,
  make: "Škoda",
  model: "Octavia",
  year: 2019,
  price: 300000,
  mileage_km: 90000,
  fuel: "diesel",
  ...overrides,
});

/** The lines as a JSON Lines file (a string stays as written: a broken line). */
export const jsonl = (lines: (Line | string)[]) =>
  lines.map((l) => (typeof l === "string" ? l : JSON.stringify(l))).join("\n") + "\n";

/** The multipart form of an upload: the fields, then the file. */
export function feedForm(text: string, name = "feed.jsonl", fields: Record<string, string> = {}) {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  f.append("file", new File([text], name, { type: "application/octet-stream" }));
  return f;
}

/** A signed-in user with a seller profile: a dealer's with a verified phone unless told. */
export async function dealer(opts: { isDealer?: boolean; phoneVerified?: boolean } = {}) {
  const { client, user } = await signedInClient();
  const profile = await createSeller({
    userId: user.id,
    displayName: `Autobazar ${user.id.slice(0, 4)}`,
    isDealer: opts.isDealer ?? true,
    phoneVerified: opts.phoneVerified ?? true,
    phoneNumber: "+420601234567",
  });
  return { client, user, profile };
}
