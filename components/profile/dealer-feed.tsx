"use client";
import { useTranslations } from "next-intl";
import type { SellerProfileView } from "@/lib/sellers/schemas";
import { FeedRuns } from "./dealer-feed-runs";
import { MAX_ADS, MAX_MB, useDealerFeed } from "./dealer-feed-state";
import { FeedUpload } from "./dealer-feed-upload";
import { FeedUrlForm } from "./dealer-feed-url";

// The dealer's own feed in the profile (issue 32): a file or a stored URL, a dry run first (what
// would change, the refused lines with their reasons), then "Použít"; the last runs below. The
// upload, the URL form and the runs share one state (./dealer-feed-state.ts).

export function DealerFeed({ profile }: { profile: SellerProfileView | null }) {
  if (!profile?.is_dealer) return null;
  return (
    <section
      aria-labelledby="dealer-feed-title"
      className="mt-8 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <DealerFeedBody verified={profile.phone_verified} />
    </section>
  );
}

function DealerFeedBody({ verified }: { verified: boolean }) {
  const t = useTranslations("dealerFeed");
  if (!verified)
    return (
      <>
        <h2 id="dealer-feed-title" className="text-lg font-semibold">
          {t("title")}
        </h2>
        <p className="mt-2 text-sm text-slate-600">{t("phoneRequired")}</p>
      </>
    );
  return <FeedTools />;
}

function FeedTools() {
  const t = useTranslations("dealerFeed");
  const state = useDealerFeed();
  return (
    <>
      <h2 id="dealer-feed-title" className="text-lg font-semibold">
        {t("title")}
      </h2>
      <p className="mt-2 text-sm text-slate-600">{t("intro")}</p>
      <p className="mt-1 text-xs text-slate-500">{t("formatHelp", { max: MAX_ADS, mb: MAX_MB })}</p>
      <FeedUpload state={state} />
      <FeedUrlForm
        feed={state.feed}
        onSaved={state.refresh}
        onDryRun={() => state.run("url", true)}
        busy={state.busy}
      />
      <FeedRuns runs={state.runs} />
    </>
  );
}
