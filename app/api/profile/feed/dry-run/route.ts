// POST /api/profile/feed/dry-run/ (multipart: file, or from=url) – what a dealer's feed would change
import { route } from "@/lib/infra/api/handler";
import { requireDealer } from "@/lib/import/dealer-feed-access";
import { DEALER_FEED_UPLOAD, runDealerFeedForm } from "@/lib/import/dealer-feed-route";

export const dynamic = "force-dynamic";

export const POST = route(
  {
    auth: "required",
    rateLimit: { name: "dealer-feed", points: 60, duration: 3600, by: "user" },
    multipart: DEALER_FEED_UPLOAD,
  },
  async (req, { session, form }) => {
    const dealer = await requireDealer(session.user.id);
    return runDealerFeedForm(dealer, await form(), true);
  },
);
