"use client";

import { lazyClient } from "@/components/ui/lazy-client";
import { useState } from "react";
import { ArchiveIcon } from "@/components/ui/icons";

export interface ArchiveLabels {
  open: string;
  title: string;
  text: string;
  confirm: string;
  busy: string;
  cancel: string;
}

const loadDialog = () => import("./archive-dialog");
const ArchiveDialog = lazyClient(loadDialog);

/** Archive (the owner's) or Archive (Admin): a confirmation dialog (an admin's asks the reason), then the archive call. */
export function ArchiveButton({
  adId,
  adTitle,
  as,
  className,
  labels,
}: {
  adId: number;
  adTitle: string;
  as: "owner" | "admin";
  className: string;
  labels: ArchiveLabels;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        onPointerEnter={loadDialog}
        onFocus={loadDialog}
        className={className}
      >
        <ArchiveIcon className="size-4" />
        {labels.open}
      </button>
      {open && (
        <ArchiveDialog
          adId={adId}
          adTitle={adTitle}
          as={as}
          labels={labels}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
