import {
  clampZoom,
  fitted,
  maxScale,
  NO_ZOOM,
  panBy,
  toggleAt,
  wheelFactor,
  zoomAt,
  type Point,
  type Zoom,
} from "./zoom";

// A 400 × 300 box showing a 1600 × 800 photo: at 1x it is 400 × 200, 50 px from the top.
const box = { width: 400, height: 300 };
const photo = { width: 1600, height: 800 };
/** The photo's point (in its 1x box coordinates) that a screen point shows. */
const under = (z: Zoom, p: Point) => ({ x: (p.x - z.x) / z.scale, y: (p.y - z.y) / z.scale });
/** Where the zoomed photo lies in the box. */
const rect = (z: Zoom) => {
  const r = fitted(box, photo);
  return {
    left: z.x + r.left * z.scale,
    top: z.y + r.top * z.scale,
    right: z.x + (r.left + r.width) * z.scale,
    bottom: z.y + (r.top + r.height) * z.scale,
  };
};

describe("zoom arithmetic", () => {
  it("zooms around a point: the photo's point under the cursor stays under it", () => {
    const at = { x: 120, y: 140 };
    const z = zoomAt(NO_ZOOM, 2, at, box, photo);
    expect(z.scale).toBe(2);
    expect(under(z, at)).toEqual(at);
    const again = zoomAt(z, 3, at, box, photo);
    expect(under(again, at).x).toBeCloseTo(at.x);
    expect(under(again, at).y).toBeCloseTo(at.y);
  });

  it("never enlarges beyond the largest rendition's pixels, nor shrinks below 1x", () => {
    expect(maxScale(box, photo)).toBe(4); // 1600 px shown 400 px wide
    expect(zoomAt(NO_ZOOM, 10, { x: 200, y: 150 }, box, photo).scale).toBe(4);
    const z = zoomAt(NO_ZOOM, 3, { x: 200, y: 150 }, box, photo);
    expect(zoomAt(z, 0.5, { x: 10, y: 10 }, box, photo)).toEqual(NO_ZOOM);
    // a photo that already shows at its stored size cannot zoom
    expect(maxScale(box, { width: 300, height: 200 })).toBe(1);
    expect(toggleAt(NO_ZOOM, { x: 200, y: 150 }, box, { width: 300, height: 200 })).toEqual(
      NO_ZOOM,
    );
  });

  it("keeps a zoomed photo covering the box: a pan stops at its edges", () => {
    const z = zoomAt(NO_ZOOM, 2, { x: 200, y: 150 }, box, photo); // 800 × 400 > the box
    for (const [dx, dy] of [
      [5000, 5000],
      [-5000, -5000],
      [5000, -5000],
    ]) {
      const r = rect(panBy(z, dx, dy, box, photo));
      expect(r.left).toBeLessThanOrEqual(0);
      expect(r.right).toBeGreaterThanOrEqual(box.width);
      expect(r.top).toBeLessThanOrEqual(0);
      expect(r.bottom).toBeGreaterThanOrEqual(box.height);
    }
    expect(rect(panBy(z, 5000, 0, box, photo)).left).toBe(0);
    expect(rect(panBy(z, -5000, 0, box, photo)).right).toBe(box.width);
  });

  it("centres the side that is still smaller than the box", () => {
    // at 1.2x the photo is 480 × 240: wider than the box, not taller
    const z = clampZoom({ scale: 1.2, x: -40, y: 500 }, box, photo);
    const r = rect(z);
    expect(r.top).toBeCloseTo(box.height - r.bottom);
    expect(panBy(z, 0, -80, box, photo).y).toBeCloseTo(z.y);
    expect(rect(panBy(z, -20, 0, box, photo)).left).toBeCloseTo(r.left - 20);
  });

  it("toggles between 1x and 2.5x at a tapped point", () => {
    const at = { x: 300, y: 160 };
    const z = toggleAt(NO_ZOOM, at, box, photo);
    expect(z.scale).toBe(2.5);
    expect(under(z, at)).toEqual(at);
    expect(toggleAt(z, at, box, photo)).toEqual(NO_ZOOM);
  });

  it("pinches: the photo's point between the fingers follows their centre", () => {
    const from = { x: 200, y: 150 };
    const to = { x: 220, y: 160 };
    const z = zoomAt(NO_ZOOM, 2, from, box, photo, to);
    expect(under(z, to)).toEqual(from);
  });

  it("zooms in as the wheel turns up, out as it turns down, line by line like pixels", () => {
    expect(wheelFactor(-100, 0)).toBeGreaterThan(1);
    expect(wheelFactor(100, 0)).toBeLessThan(1);
    expect(wheelFactor(-3, 1)).toBeCloseTo(wheelFactor(-48, 0));
  });
});
