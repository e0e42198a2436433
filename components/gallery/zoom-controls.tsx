import type { ReactNode } from "react";
import { FitIcon, MinusIcon, PlusIcon } from "@/components/ui/icons";

/** One round zoom button: its label is both its accessible name and its tooltip. */
function ZoomButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      title={label}
      className="grid size-11 place-items-center rounded-full text-white hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white disabled:opacity-30"
    >
      {children}
    </button>
  );
}

/** The full-screen photo's zoom buttons: −, + and back to the whole photo. */
export function ZoomControls({
  labels,
  zoomed,
  canZoomIn,
  onZoomOut,
  onZoomIn,
  onReset,
}: {
  labels: { zoomIn: string; zoomOut: string; zoomReset: string };
  zoomed: boolean;
  canZoomIn: boolean;
  onZoomOut: () => void;
  onZoomIn: () => void;
  onReset: () => void;
}) {
  return (
    <div className="absolute bottom-3 left-1/2 flex -translate-x-1/2 gap-1 rounded-full bg-black/50 p-1">
      <ZoomButton label={labels.zoomOut} disabled={!zoomed} onClick={onZoomOut}>
        <MinusIcon />
      </ZoomButton>
      <ZoomButton label={labels.zoomIn} disabled={!canZoomIn} onClick={onZoomIn}>
        <PlusIcon />
      </ZoomButton>
      <ZoomButton label={labels.zoomReset} disabled={!zoomed} onClick={onReset}>
        <FitIcon />
      </ZoomButton>
    </div>
  );
}
