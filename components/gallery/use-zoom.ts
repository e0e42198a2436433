"use client";

import { useCallback, useEffect, useRef, useState, type PointerEvent, type RefObject } from "react";
import {
  maxScale,
  NO_ZOOM,
  panBy,
  STEP,
  toggleAt,
  wheelFactor,
  zoomAt,
  type Point,
  type Size,
  type Zoom,
} from "./zoom";

type Gesture =
  | { kind: "pinch"; start: Zoom; from: Point; distance: number }
  | { kind: "pan"; start: Zoom; origin: Point }
  | { kind: "swipe"; origin: Point; scrollLeft: number; index: number };

/** A press that moved less than this is a tap; two taps this near in space and time a double tap. */
const TAP_SLOP = 10;
const DOUBLE_TAP = { distance: 30, ms: 300 };

/** The strip follows a swiping finger; snapping would pull it back at once. */
function follow(strip: HTMLElement, left: number) {
  strip.style.scrollSnapType = "none";
  strip.scrollLeft = left;
}
const mid = (a: Point, b: Point) => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * Zoom on the full-screen strip's current photo (the strip's children are figures whose first
 * child is the photo's box). The strip takes every touch (`touch-action: none`, so the browser's
 * page zoom stays out): two fingers pinch, one pans a zoomed photo or, at 1x, swipes to the next
 * one as the strip's own scrolling did; a double tap or double click toggles 1x / 2.5x. The wheel
 * zooms around the cursor, + − 0 zoom from the keyboard. Another photo or a resize starts at 1x.
 */
export function useZoom({
  strip,
  index,
  natural,
  go,
  active,
}: {
  strip: RefObject<HTMLDivElement | null>;
  index: number;
  /** the largest stored rendition's pixels */
  natural: Size;
  go: (index: number) => void;
  active: boolean;
}) {
  // max: as measured at the last change (unknown, so unbounded, until the photo is first zoomed)
  // `turn` counts the photo changes: each starts at 1x, even a return to a photo zoomed before
  const [state, setState] = useState({
    index,
    turn: 0,
    zoom: NO_ZOOM,
    animate: false,
    max: Infinity,
  });
  if (state.index !== index) {
    setState({ index, turn: state.turn + 1, zoom: NO_ZOOM, animate: false, max: Infinity });
  }
  // photos once zoomed keep their largest rendering (no smaller one is fetched back)
  const [large, setLarge] = useState<number[]>([]);
  const shown = useRef({ turn: 0, zoom: NO_ZOOM }); // for events that come between renders
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<Gesture | null>(null);
  const tap = useRef<{ at: Point; moved: boolean } | null>(null);
  const lastTap = useRef<{ at: Point; time: number } | null>(null);
  const pointerType = useRef("mouse");
  const unsnap = useRef<(() => void) | null>(null);
  const zoom = state.index === index ? state.zoom : NO_ZOOM;

  const current = () => (shown.current.turn === state.turn ? shown.current.zoom : NO_ZOOM);
  const frame = () => {
    const el = strip.current?.children[index]?.firstElementChild;
    if (!el) return null;
    const r = el.getBoundingClientRect();
    const box = { width: r.width, height: r.height };
    return { box, at: (p: Point) => ({ x: p.x - r.left, y: p.y - r.top }) };
  };
  const set = (z: Zoom, box: Size, animate = false) => {
    shown.current = { turn: state.turn, zoom: z };
    setState({ index, turn: state.turn, zoom: z, animate, max: maxScale(box, natural) });
    if (z.scale > 1 && !large.includes(index)) setLarge([...large, index]);
  };
  const change = (f: (z: Zoom, box: Size) => Zoom, animate = false) => {
    const fr = frame();
    if (fr) set(f(current(), fr.box), fr.box, animate);
  };
  const zoomBy = (factor: number) =>
    change((z, box) => {
      const centre = { x: box.width / 2, y: box.height / 2 };
      return zoomAt(z, z.scale * factor, centre, box, natural);
    }, true);
  const reset = () => change(() => NO_ZOOM, true);
  const toggle = (client: Point) => {
    const fr = frame();
    if (fr) set(toggleAt(current(), fr.at(client), fr.box, natural), fr.box, true);
  };

  /** (Re)starts the gesture of the fingers now down; a swipe only from a first finger at 1x. */
  const begin = (first: boolean) => {
    const points = [...pointers.current.values()];
    const z = current();
    const fr = frame();
    if (points.length >= 2 && fr) {
      const [a, b] = points;
      gesture.current = {
        kind: "pinch",
        start: z,
        from: fr.at(mid(a, b)),
        distance: distance(a, b),
      };
    } else if (points.length === 1 && z.scale > 1) {
      gesture.current = { kind: "pan", start: z, origin: points[0] };
    } else if (points.length === 1 && first && pointerType.current !== "mouse" && strip.current) {
      unsnap.current?.();
      gesture.current = {
        kind: "swipe",
        origin: points[0],
        scrollLeft: strip.current.scrollLeft,
        index,
      };
    } else gesture.current = null;
  };

  const onPointerDown = (e: PointerEvent<HTMLElement>) => {
    if (e.pointerType === "mouse" && e.button !== 0) return;
    pointerType.current = e.pointerType;
    // the moves go on reaching the strip when the finger or mouse leaves it
    try {
      e.currentTarget.setPointerCapture(e.pointerId);
    } catch {
      // a pointer the browser does not know (a synthetic event) cannot be captured: no matter
    }
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    const first = pointers.current.size === 1;
    tap.current = first ? { at: { x: e.clientX, y: e.clientY }, moved: false } : null;
    begin(first);
  };

  const onPointerMove = (e: PointerEvent<HTMLElement>) => {
    if (!pointers.current.has(e.pointerId)) return;
    const p = { x: e.clientX, y: e.clientY };
    pointers.current.set(e.pointerId, p);
    if (tap.current && distance(tap.current.at, p) > TAP_SLOP) tap.current.moved = true;
    const g = gesture.current;
    const fr = frame();
    if (!g || !fr) return;
    if (g.kind === "pinch") {
      const [a, b] = [...pointers.current.values()];
      if (!b) return;
      const scale = (g.start.scale * distance(a, b)) / g.distance;
      set(zoomAt(g.start, scale, g.from, fr.box, natural, fr.at(mid(a, b))), fr.box);
    } else if (g.kind === "pan") {
      set(panBy(g.start, p.x - g.origin.x, p.y - g.origin.y, fr.box, natural), fr.box);
    } else {
      const el = strip.current;
      if (!el) return;
      follow(el, g.scrollLeft - (p.x - g.origin.x));
    }
  };

  const endSwipe = (g: Extract<Gesture, { kind: "swipe" }>, end: Point, cancelled: boolean) => {
    const el = strip.current;
    if (!el) return;
    const dx = end.x - g.origin.x;
    const enough = Math.max(40, el.clientWidth * 0.15);
    const turn = cancelled || Math.abs(dx) < enough ? 0 : dx < 0 ? 1 : -1;
    // snapping returns when the strip has settled (or after a second where scrollend is missing)
    const restore = () => {
      el.style.scrollSnapType = "";
      el.removeEventListener("scrollend", restore);
      clearTimeout(timer);
      unsnap.current = null;
    };
    const timer = setTimeout(restore, 1000);
    el.addEventListener("scrollend", restore);
    unsnap.current = restore;
    go(g.index + turn);
  };

  const onPointerEnd = (e: PointerEvent<HTMLElement>) => {
    const p = pointers.current.get(e.pointerId);
    if (!p) return;
    pointers.current.delete(e.pointerId);
    const g = gesture.current;
    const cancelled = e.type === "pointercancel";
    const t = tap.current;
    if (g?.kind === "swipe" && (t?.moved || cancelled)) endSwipe(g, p, cancelled);
    if (t && !t.moved && !cancelled && pointers.current.size === 0 && e.pointerType !== "mouse") {
      const last = lastTap.current;
      const double =
        last &&
        e.timeStamp - last.time < DOUBLE_TAP.ms &&
        distance(last.at, p) < DOUBLE_TAP.distance;
      lastTap.current = double ? null : { at: p, time: e.timeStamp };
      if (double) toggle(p);
    }
    if (pointers.current.size === 0) tap.current = null;
    begin(false);
  };

  const onDoubleClick = (e: { clientX: number; clientY: number }) => {
    // a touch double tap may be followed by a dblclick: it was handled as taps
    if (pointerType.current === "mouse") toggle({ x: e.clientX, y: e.clientY });
  };

  const onWheel = (e: WheelEvent) => {
    const fr = frame();
    if (!fr) return;
    const zoomed = current().scale > 1;
    // a sideways scroll at 1x moves through the photos as before
    if (!e.ctrlKey && !zoomed && Math.abs(e.deltaX) > Math.abs(e.deltaY)) return;
    e.preventDefault();
    const at = fr.at({ x: e.clientX, y: e.clientY });
    if (!e.ctrlKey && zoomed && Math.abs(e.deltaX) > Math.abs(e.deltaY)) {
      change((z, box) => panBy(z, -e.deltaX, 0, box, natural));
    } else {
      const factor = wheelFactor(e.deltaY, e.deltaMode);
      change((z, box) => zoomAt(z, z.scale * factor, at, box, natural));
    }
  };

  const onKey = (e: KeyboardEvent) => {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const act = { "+": () => zoomBy(STEP), "=": () => zoomBy(STEP), "-": () => zoomBy(1 / STEP) };
    const run = e.key === "0" ? reset : act[e.key as keyof typeof act];
    if (!run) return;
    e.preventDefault();
    run();
  };

  // the listeners call this render's handlers
  const latest = useRef({ onWheel, onKey, reset });
  useEffect(() => {
    latest.current = { onWheel, onKey, reset };
  });
  useEffect(() => {
    if (!active) return;
    const key = (e: KeyboardEvent) => latest.current.onKey(e);
    const resize = () => latest.current.reset();
    document.addEventListener("keydown", key);
    window.addEventListener("resize", resize);
    return () => {
      document.removeEventListener("keydown", key);
      window.removeEventListener("resize", resize);
    };
  }, [active]);
  /** For the strip's ref (it mounts in the dialog's portal): React's wheel listener is passive. */
  const listenWheel = useCallback((el: HTMLElement) => {
    const wheel = (e: WheelEvent) => latest.current.onWheel(e);
    el.addEventListener("wheel", wheel, { passive: false });
    return () => el.removeEventListener("wheel", wheel);
  }, []);

  return {
    zoom,
    animate: state.index === index && state.animate,
    large,
    canZoomIn: zoom.scale < (state.index === index ? state.max : Infinity) - 1e-6,
    zoomIn: () => zoomBy(STEP),
    zoomOut: () => zoomBy(1 / STEP),
    reset,
    listenWheel,
    handlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp: onPointerEnd,
      onPointerCancel: onPointerEnd,
      onDoubleClick,
    },
  };
}
