"use client";

import { lazyClient } from "@/components/ui/lazy-client";
import { useState } from "react";
import { redirectFor } from "@/lib/infra/api/client";
import { useCurrentUser } from "@/components/swr/use-current-user";
import { PhoneIcon } from "@/components/ui/icons";

// The dialog (and its phone formatting) loads when first wanted, not with the page.
const loadDialog = () => import("./contact-dialog");
const ContactDialog = lazyClient(loadDialog);

/**
 * Opens the seller's contact (seed 001 §4). Contact details are for signed-in users only: a
 * signed-out visitor goes to sign in and comes back here (ARCHITECTURE.md §4.1).
 */
export function ContactButton({
  profileId,
  adId,
  name,
  label,
  className,
}: {
  profileId: number;
  adId: number;
  name: string;
  label: string;
  className: string;
}) {
  const { signedIn, isLoading } = useCurrentUser();
  const [open, setOpen] = useState(false);
  const onClick = () => {
    if (!isLoading && !signedIn) window.location.assign(redirectFor(401)!);
    else setOpen(true);
  };
  return (
    <>
      <button
        type="button"
        onClick={onClick}
        onPointerEnter={loadDialog}
        onFocus={loadDialog}
        className={className}
      >
        <PhoneIcon />
        {label}
      </button>
      {open && (
        <ContactDialog
          profileId={profileId}
          adId={adId}
          name={name}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
