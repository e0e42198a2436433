// The statistics beacons' bodies (issue 32). Server-side only: the client sends plain JSON.
import { z } from "zod";
import { PAGE_SIZE } from "@/lib/ads/types";

const adId = z
  .number({ error: "invalid" })
  .int({ error: "invalid" })
  .min(1, { error: "invalid" })
  .max(2_147_483_647, { error: "invalid" });

/** POST /api/stats/view/, /click/ and /share/: the ad concerned. */
export const adBeaconSchema = z.object({ adId }).strict();

/** POST /api/stats/impressions/: the ads a results page showed (one page at most). */
export const impressionsSchema = z
  .object({ ids: z.array(adId).min(1, { error: "invalid" }).max(PAGE_SIZE, { error: "tooMany" }) })
  .strict();
