import { FitIcon, MinusIcon, PlusIcon } from "@/components/ui/icons";

const button =
  "grid size-11 place-items-center rounded-full text-white hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white disabled:opacity-30";

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
      <button
        type="button"
        onClick={onZoomOut}
        disabled={!zoomed}
        aria-label={labels.zoomOut}
        title={labels.zoomOut}
        className={button}
      >
        <MinusIcon />
      </button>
      <button
        type="button"
        onClick={onZoomIn}
        disabled={!canZoomIn}
        aria-label={labels.zoomIn}
        title={labels.zoomIn}
        className={button}
      >
        <PlusIcon />
      </button>
      <button
        type="button"
        onClick={onReset}
        disabled={!zoomed}
        aria-label={labels.zoomReset}
        title={labels.zoomReset}
        className={button}
      >
        <FitIcon />
      </button>
    </div>
  );
}
