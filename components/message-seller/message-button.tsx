"use client";

import { lazyClient } from "@/components/ui/lazy-client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { useCurrentUser } from "@/components/swr/use-current-user";
import { MailIcon } from "@/components/ui/icons";
import type { MessageAd } from "./message-form";

// The dialog (and its form library) loads when first wanted, not with the page.
const loadDialog = () => import("./message-dialog");
const MessageDialog = lazyClient(loadDialog);

/**
 * "Napsat prodejci" (issue 31) on the ad page and the seller page. Who is looking is known only
 * in the browser (the page's HTML is the same for everyone): the seller does not see it on their
 * own ads; signed out the form asks for a name and an e-mail. A click before the browser knows
 * who is signed in waits for the answer.
 */
export function MessageButton({
  sellerProfileId,
  sellerName,
  ads,
  className,
  label,
}: {
  sellerProfileId: number;
  sellerName: string;
  /** the ad the message concerns, or the seller's ads to pick from */
  ads: MessageAd[];
  className: string;
  /** the button's text where "Napsat prodejci" is too long (the phone's contact bar: "Napsat") */
  label?: string;
}) {
  const t = useTranslations("messages");
  const { user, signedIn, isLoading } = useCurrentUser();
  const [wanted, setWanted] = useState(false);
  if (user.seller_profile_id === sellerProfileId || ads.length === 0) return null;
  return (
    <>
      <button
        type="button"
        onClick={() => setWanted(true)}
        onPointerEnter={loadDialog}
        onFocus={loadDialog}
        className={className}
      >
        <MailIcon />
        {label ?? t("form.open")}
      </button>
      {wanted && !isLoading && (
        <MessageDialog
          sellerName={sellerName}
          ads={ads}
          signedIn={signedIn}
          onClose={() => setWanted(false)}
        />
      )}
    </>
  );
}
