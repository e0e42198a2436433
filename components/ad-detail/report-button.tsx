"use client";

import { lazyClient } from "@/components/ui/lazy-client";
import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { redirectFor } from "@/lib/infra/api/client";
import { rememberAction, takeAction } from "@/lib/auth/pending-action";
import { useCurrentUser } from "@/components/swr/use-current-user";

// The dialog (and its form library) loads when first wanted, not with the page.
const loadDialog = () => import("./report-dialog");
const ReportDialog = lazyClient(loadDialog);

const FlagIcon = () => (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.8}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden
    className="size-4"
  >
    <path d="M5 21V4m0 0h11l-2 4 2 4H5" />
  </svg>
);

/**
 * "Nahlásit inzerát" (issue 15): a quiet link-like action under the seller card. Who is looking
 * is known only in the browser (the ad page's HTML is the same for everyone): the ad's own
 * seller does not see it; signed out it leads to sign-in and back, as the heart does.
 */
export function ReportButton({
  adId,
  title,
  sellerProfileId,
}: {
  adId: number;
  title: string;
  sellerProfileId: number | null;
}) {
  const t = useTranslations("report");
  const { user, signedIn, isLoading } = useCurrentUser();
  // A click before the browser knows who is signed in waits for the answer.
  const [wanted, setWanted] = useState(false);
  const open = wanted && !isLoading && signedIn;
  useEffect(() => {
    if (!wanted || isLoading || signedIn) return;
    // the dialog opens again once the sign-in brings the user back here
    rememberAction({ kind: "report", adId });
    window.location.assign(redirectFor(401)!);
  }, [wanted, isLoading, signedIn, adId]);
  useEffect(() => {
    if (!signedIn || !takeAction("report", (a) => a.adId === adId)) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the report lives in local storage, known only once the user is: reopened once, after the sign-in
    setWanted(true);
  }, [signedIn, adId]);
  if (sellerProfileId !== null && user.seller_profile_id === sellerProfileId) return null;
  const onClick = () => setWanted(true);
  return (
    <>
      <button
        type="button"
        onClick={onClick}
        onPointerEnter={loadDialog}
        onFocus={loadDialog}
        className="mx-auto inline-flex items-center gap-1.5 rounded-lg px-2 py-1 text-sm text-slate-500 hover:bg-slate-100 hover:text-slate-800"
      >
        <FlagIcon />
        {t("open")}
      </button>
      {open && <ReportDialog adId={adId} title={title} onClose={() => setWanted(false)} />}
    </>
  );
}
