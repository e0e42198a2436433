// POST /api/profile/feed/apply/ (multipart: file, or from=url) – applies a dealer's feed ("Použít")
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
    return runDealerFeedForm(dealer, await form(), false);
  },
);
