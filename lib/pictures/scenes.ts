// Background scenes and per-scene composition for the car illustrations. Pure, client-safe.
import { n } from "./svg-util";

export const SCENE_NAMES = [
  "studio",
  "street",
  "countryside",
  "parking",
  "evening",
  "showroom",
] as const;
export type SceneName = (typeof SCENE_NAMES)[number];
export const SCENE_COUNT = SCENE_NAMES.length;

export interface Composition {
  /** Ground line, fraction of the height. */
  ground: number;
  /** Car length as a fraction of the width (reduced for tall vehicles to fit). */
  size: number;
  /** Horizontal offset of the car centre, fraction of the width. */
  dx: number;
  /** Car faces left instead of right. */
  mirror: boolean;
  /** Shadow strength 0..1. */
  shadow: number;
  /** Draw a faint floor reflection. */
  reflection: boolean;
}

const COMPOSITIONS: Record<SceneName, Composition> = {
  studio: { ground: 0.8, size: 0.8, dx: 0, mirror: false, shadow: 0.55, reflection: false },
  street: { ground: 0.84, size: 0.74, dx: 0.03, mirror: true, shadow: 0.5, reflection: false },
  countryside: {
    ground: 0.82,
    size: 0.7,
    dx: -0.04,
    mirror: false,
    shadow: 0.45,
    reflection: false,
  },
  parking: { ground: 0.8, size: 0.78, dx: 0.02, mirror: true, shadow: 0.5, reflection: false },
  evening: { ground: 0.82, size: 0.76, dx: 0.02, mirror: false, shadow: 0.6, reflection: false },
  showroom: { ground: 0.78, size: 0.74, dx: 0, mirror: true, shadow: 0.5, reflection: true },
};

export function sceneName(scene: number): SceneName {
  const i = ((Math.floor(scene) % SCENE_COUNT) + SCENE_COUNT) % SCENE_COUNT;
  return SCENE_NAMES[i];
}

export function composition(scene: number): Composition {
  return COMPOSITIONS[sceneName(scene)];
}

/** Deterministic pseudo-random numbers for scenery (mulberry32). */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function vGradient(id: string, stops: readonly (readonly [number, string])[]): string {
  return (
    `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">` +
    stops.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join("") +
    `</linearGradient>`
  );
}

function hills(
  W: number,
  baseY: number,
  amp: number,
  waves: number,
  phase: number,
  color: string,
  bottom: number,
): string {
  const parts = [`M0 ${n(baseY)}`];
  const steps = 24;
  for (let i = 0; i <= steps; i++) {
    const x = (W * i) / steps;
    const y = baseY - amp * (0.55 + 0.45 * Math.sin((i / steps) * Math.PI * waves + phase));
    parts.push(`L${n(x)} ${n(y)}`);
  }
  parts.push(`L${n(W)} ${n(bottom)}L0 ${n(bottom)}Z`);
  return `<path d="${parts.join("")}" fill="${color}"/>`;
}

function tree(x: number, groundY: number, h: number, color: string): string {
  return (
    `<rect x="${n(x - h * 0.05)}" y="${n(groundY - h * 0.45)}" width="${n(h * 0.1)}" height="${n(h * 0.45)}" fill="#6b5a45"/>` +
    `<ellipse cx="${n(x)}" cy="${n(groundY - h * 0.62)}" rx="${n(h * 0.3)}" ry="${n(h * 0.4)}" fill="${color}"/>`
  );
}

function studio(W: number, H: number, id: string, gy: number): string {
  return (
    `<defs><radialGradient id="${id}w" cx="0.5" cy="0.42" r="0.75"><stop offset="0" stop-color="#fbfcfd"/>` +
    `<stop offset="1" stop-color="#d9dee4"/></radialGradient>` +
    vGradient(`${id}f`, [
      [0, "#e4e8ec"],
      [1, "#c9cfd6"],
    ]) +
    `</defs><rect width="${W}" height="${H}" fill="url(#${id}w)"/>` +
    `<rect y="${n(gy - H * 0.1)}" width="${W}" height="${n(H - gy + H * 0.1)}" fill="url(#${id}f)" opacity="0.7"/>`
  );
}

function street(W: number, H: number, id: string, gy: number): string {
  const rnd = seeded(7);
  const walk = gy - H * 0.13;
  const kerb = gy - H * 0.075;
  const blocks: string[] = [];
  const colors = ["#d9d2c7", "#c8d0d8", "#e3d8c8", "#bfc9d2", "#d4cdd8"];
  let x = -W * 0.02;
  let k = 0;
  while (x < W) {
    const w = W * (0.14 + rnd() * 0.1);
    const h = H * (0.32 + rnd() * 0.3);
    const c = colors[k % colors.length];
    const y = walk - h;
    blocks.push(`<rect x="${n(x)}" y="${n(y)}" width="${n(w + 1)}" height="${n(h)}" fill="${c}"/>`);
    const cols = Math.max(2, Math.floor(w / (W * 0.04)));
    const rows = Math.max(2, Math.floor(h / (H * 0.08)));
    const cw = w / cols;
    const rh = h / rows;
    const win: string[] = [];
    for (let r = 0; r < rows - 1; r++) {
      for (let c2 = 0; c2 < cols; c2++) {
        win.push(
          `M${n(x + c2 * cw + cw * 0.25)} ${n(y + r * rh + rh * 0.3)}h${n(cw * 0.5)}v${n(rh * 0.45)}h${n(-cw * 0.5)}Z`,
        );
      }
    }
    blocks.push(`<path d="${win.join("")}" fill="#9fb0c0" opacity="0.55"/>`);
    x += w;
    k++;
  }
  const dashes: string[] = [];
  for (let d = -W * 0.02; d < W; d += W * 0.12)
    dashes.push(`M${n(d)} ${n(H * 0.965)}h${n(W * 0.06)}`);
  return (
    `<defs>${vGradient(`${id}s`, [
      [0, "#bcd8ee"],
      [1, "#eaf3fa"],
    ])}${vGradient(`${id}r`, [
      [0, "#74797f"],
      [1, "#5d6268"],
    ])}</defs>` +
    `<rect width="${W}" height="${H}" fill="url(#${id}s)"/>` +
    blocks.join("") +
    `<rect y="${n(walk)}" width="${W}" height="${n(kerb - walk)}" fill="#c9cccf"/>` +
    `<rect y="${n(kerb)}" width="${W}" height="${n(H * 0.012)}" fill="#a3a8ad"/>` +
    `<rect y="${n(kerb + H * 0.012)}" width="${W}" height="${n(H - kerb)}" fill="url(#${id}r)"/>` +
    `<path d="${dashes.join("")}" stroke="#e9ebed" stroke-width="${n(H * 0.012)}"/>`
  );
}

function countryside(W: number, H: number, id: string, gy: number): string {
  const horizon = gy - H * 0.16;
  const road = gy - H * 0.05;
  return (
    `<defs>${vGradient(`${id}s`, [
      [0, "#a9d3f0"],
      [1, "#eef7fc"],
    ])}${vGradient(`${id}g`, [
      [0, "#8cbf6e"],
      [1, "#6fa457"],
    ])}</defs>` +
    `<rect width="${W}" height="${H}" fill="url(#${id}s)"/>` +
    `<ellipse cx="${n(W * 0.2)}" cy="${n(H * 0.16)}" rx="${n(W * 0.08)}" ry="${n(H * 0.035)}" fill="#fff" opacity="0.85"/>` +
    `<ellipse cx="${n(W * 0.26)}" cy="${n(H * 0.14)}" rx="${n(W * 0.06)}" ry="${n(H * 0.04)}" fill="#fff" opacity="0.85"/>` +
    `<ellipse cx="${n(W * 0.74)}" cy="${n(H * 0.1)}" rx="${n(W * 0.07)}" ry="${n(H * 0.028)}" fill="#fff" opacity="0.7"/>` +
    hills(W, horizon, H * 0.2, 2.2, 0.6, "#b7d3a6", road) +
    hills(W, horizon + H * 0.04, H * 0.12, 3.1, 2.1, "#9cc488", road) +
    tree(W * 0.08, horizon + H * 0.035, H * 0.2, "#5d9452") +
    tree(W * 0.14, horizon + H * 0.04, H * 0.14, "#6aa05b") +
    tree(W * 0.9, horizon + H * 0.04, H * 0.22, "#5d9452") +
    `<rect y="${n(horizon + H * 0.03)}" width="${W}" height="${n(road - horizon)}" fill="url(#${id}g)"/>` +
    `<rect y="${n(road)}" width="${W}" height="${n(H - road)}" fill="#8d9296"/>` +
    `<rect y="${n(road + H * 0.012)}" width="${W}" height="${n(H * 0.006)}" fill="#e7e8e3"/>` +
    `<rect y="${n(H * 0.955)}" width="${W}" height="${n(H * 0.045)}" fill="#7fae62"/>`
  );
}

function parking(W: number, H: number, id: string, gy: number): string {
  const back = gy - H * 0.14;
  const lines: string[] = [];
  const vx = W * 0.5;
  for (let i = -6; i <= 6; i++) {
    const x0 = vx + i * W * 0.17;
    const x1 = vx + i * W * 0.3;
    lines.push(`M${n(x0)} ${n(back)}L${n(x1)} ${n(H)}`);
  }
  const hedge: string[] = [];
  for (let x = -W * 0.02; x < W; x += W * 0.045) {
    hedge.push(`<circle cx="${n(x)}" cy="${n(back - H * 0.06)}" r="${n(H * 0.05)}"/>`);
  }
  return (
    `<defs>${vGradient(`${id}s`, [
      [0, "#c7dcec"],
      [1, "#f1f5f8"],
    ])}${vGradient(`${id}a`, [
      [0, "#a7abaf"],
      [1, "#8f9499"],
    ])}</defs>` +
    `<rect width="${W}" height="${H}" fill="url(#${id}s)"/>` +
    `<rect y="${n(back - H * 0.3)}" width="${W}" height="${n(H * 0.3)}" fill="#dcd6cc"/>` +
    `<path d="M0 ${n(back - H * 0.3)}H${W}" stroke="#c9c2b6" stroke-width="${n(H * 0.02)}"/>` +
    `<g fill="#6f9a5c">${hedge.join("")}</g>` +
    `<rect y="${n(back - H * 0.06)}" width="${W}" height="${n(H * 0.06)}" fill="#6f9a5c"/>` +
    `<rect y="${n(back)}" width="${W}" height="${n(H - back)}" fill="url(#${id}a)"/>` +
    `<path d="M0 ${n(back + H * 0.01)}H${W}${lines.join("")}" stroke="#f4f4f1" stroke-width="${n(H * 0.01)}" opacity="0.9"/>`
  );
}

function evening(W: number, H: number, id: string, gy: number): string {
  const horizon = gy - H * 0.12;
  const rnd = seeded(11);
  const city: string[] = [];
  let x = 0;
  while (x < W) {
    const w = W * (0.03 + rnd() * 0.06);
    const h = H * (0.05 + rnd() * 0.18);
    city.push(`M${n(x)} ${n(horizon)}V${n(horizon - h)}H${n(x + w)}V${n(horizon)}Z`);
    x += w;
  }
  return (
    `<defs>${vGradient(`${id}s`, [
      [0, "#2f3d6b"],
      [0.55, "#b9667a"],
      [0.85, "#f2a36b"],
      [1, "#f7c98a"],
    ])}` +
    `${vGradient(`${id}r`, [
      [0, "#4a4452"],
      [1, "#2c2a33"],
    ])}</defs>` +
    `<rect width="${W}" height="${n(horizon + 1)}" fill="url(#${id}s)"/>` +
    `<circle cx="${n(W * 0.7)}" cy="${n(horizon - H * 0.06)}" r="${n(H * 0.08)}" fill="#ffe2a8" opacity="0.9"/>` +
    `<path d="${city.join("")}" fill="#3b3450" opacity="0.85"/>` +
    `<rect y="${n(horizon)}" width="${W}" height="${n(H - horizon)}" fill="url(#${id}r)"/>` +
    `<rect y="${n(horizon)}" width="${W}" height="${n(H * 0.01)}" fill="#f2a36b" opacity="0.4"/>`
  );
}

function showroom(W: number, H: number, id: string, gy: number): string {
  const floor = gy - H * 0.2;
  const glow: string[] = [];
  const seams: string[] = [];
  for (let i = 0; i < 4; i++) {
    const cx = W * (0.125 + i * 0.25);
    glow.push(`<ellipse cx="${n(cx)}" cy="0" rx="${n(W * 0.13)}" ry="${n(floor * 0.95)}"/>`);
    seams.push(`M${n(W * 0.25 * i)} 0V${n(floor)}`);
  }
  return (
    `<defs>${vGradient(`${id}w`, [
      [0, "#3a4049"],
      [1, "#5b6371"],
    ])}${vGradient(`${id}f`, [
      [0, "#aab1b9"],
      [1, "#e6e9ec"],
    ])}` +
    `<radialGradient id="${id}l"><stop offset="0" stop-color="#fff" stop-opacity="0.3"/>` +
    `<stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="${W}" height="${n(floor)}" fill="url(#${id}w)"/>` +
    `<path d="${seams.join("")}" stroke="#2e333b" stroke-width="${n(W * 0.002)}"/>` +
    `<g fill="url(#${id}l)">${glow.join("")}</g>` +
    `<rect y="${n(floor)}" width="${W}" height="${n(H - floor)}" fill="url(#${id}f)"/>` +
    `<rect y="${n(floor)}" width="${W}" height="${n(H * 0.008)}" fill="#2b2f36" opacity="0.5"/>`
  );
}

/** Background markup for a scene, with the car standing on the line y = groundY. */
export function sceneBackground(
  scene: number,
  W: number,
  H: number,
  idPrefix: string,
  groundY: number,
): string {
  switch (sceneName(scene)) {
    case "studio":
      return studio(W, H, idPrefix, groundY);
    case "street":
      return street(W, H, idPrefix, groundY);
    case "countryside":
      return countryside(W, H, idPrefix, groundY);
    case "parking":
      return parking(W, H, idPrefix, groundY);
    case "evening":
      return evening(W, H, idPrefix, groundY);
    case "showroom":
      return showroom(W, H, idPrefix, groundY);
  }
}

/** Optional whole-picture tint drawn over the car (evening light). */
export function sceneOverlay(scene: number, W: number, H: number): string {
  return sceneName(scene) === "evening"
    ? `<rect width="${W}" height="${H}" fill="#ff9a5a" opacity="0.08"/>`
    : "";
}
