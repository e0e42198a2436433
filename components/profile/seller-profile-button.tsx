"use client";
import { useState } from "react";
import { SellerProfileModal } from "./seller-profile-modal";
import type { SellerProfileView } from "@/lib/sellers/schemas";

/** A button that opens the seller profile modal (create when there is no profile yet). */
export function SellerProfileButton({
  email,
  profile,
  label,
  className,
  returnTo = null,
  openAtStart = false,
}: {
  email: string;
  profile: SellerProfileView | null;
  label: string;
  className?: string;
  /** where the user goes once the profile is created (else the page refreshes) */
  returnTo?: string | null;
  openAtStart?: boolean;
}) {
  const [open, setOpen] = useState(openAtStart);
  const [key, setKey] = useState(0);
  return (
    <>
      <button
        type="button"
        className={className}
        onClick={() => {
          setKey((k) => k + 1); // a fresh form each time it opens
          setOpen(true);
        }}
      >
        {label}
      </button>
      <SellerProfileModal
        key={key}
        mode={profile ? "update" : "create"}
        email={email}
        profile={profile}
        open={open}
        onClose={() => setOpen(false)}
        returnTo={returnTo}
      />
    </>
  );
}
