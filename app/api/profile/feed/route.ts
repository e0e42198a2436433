// GET /api/profile/feed/ – the dealer's feed settings and last 10 runs
// PUT /api/profile/feed/ – saves the feed URL, format and whether it is fetched hourly
import { z } from "zod";
import { readJson } from "@/lib/infra/api/body";
import { route } from "@/lib/infra/api/handler";
import { FEED_FORMATS } from "@/lib/enums";
import { listDealerRuns } from "@/lib/import/dealer-feed";
import { requireDealer } from "@/lib/import/dealer-feed-access";
import { getSellerFeed, saveSellerFeed } from "@/lib/import/dealer-feed-url";

export const dynamic = "force-dynamic";

const view = (row: Awaited<ReturnType<typeof getSellerFeed>>) =>
  row && {
    url: row.url,
    format: row.format,
    enabled: row.enabled,
    last_fetched_at: row.lastFetchedAt?.toISOString() ?? null,
  };

export const GET = route({ auth: "required" }, async (req, { session }) => {
  const dealer = await requireDealer(session.user.id);
  const [feed, runs] = await Promise.all([
    getSellerFeed(dealer.profileId),
    listDealerRuns(dealer.profileId),
  ]);
  return { feed: view(feed), runs };
});

const feedSchema = z.object({
  url: z
    .union([
      z.literal("").transform(() => null),
      z
        .url({ protocol: /^https?$/, error: "dealerFeed.errors.url" })
        .max(2000, { error: "dealerFeed.errors.url" }),
    ])
    .nullable()
    .default(null),
  format: z.enum(FEED_FORMATS, { error: "dealerFeed.errors.format" }).default("jsonl"),
  enabled: z.boolean().default(true),
});

export const PUT = route(
  {
    auth: "required",
    rateLimit: { name: "dealer-feed-save", points: 30, duration: 3600, by: "user" },
  },
  async (req, { session }) => {
    const dealer = await requireDealer(session.user.id);
    const input = feedSchema.parse(await readJson(req));
    return { feed: view(await saveSellerFeed(dealer.profileId, input)) };
  },
);
