// Every route handler under app/, found on disk, so a test over "all routes" covers a new one
// without anyone listing it.
import fs from "node:fs";
import path from "node:path";

export const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type Method = (typeof METHODS)[number];
export const MUTATING: readonly Method[] = ["POST", "PUT", "PATCH", "DELETE"];

export interface Segment {
  /** The literal text, or the parameter's name for a dynamic segment. */
  name: string;
  kind: "static" | "dynamic" | "catch-all" | "optional-catch-all";
}

export interface RouteFile {
  file: string;
  /** The URL pattern as Next spells it: /api/ads/cars/[id] */
  pattern: string;
  segments: Segment[];
}

type Handler = (
  req: Request,
  ctx: { params: Promise<Record<string, string | string[]>> },
) => Promise<Response>;

const APP = path.join(process.cwd(), "app");

function segmentOf(dir: string): Segment | null {
  if (/^\(.*\)$/.test(dir) || dir.startsWith("@")) return null; // route groups and slots add nothing to the URL
  let m = /^\[\[\.\.\.(\w+)\]\]$/.exec(dir);
  if (m) return { name: m[1], kind: "optional-catch-all" };
  if ((m = /^\[\.\.\.(\w+)\]$/.exec(dir))) return { name: m[1], kind: "catch-all" };
  if ((m = /^\[(\w+)\]$/.exec(dir))) return { name: m[1], kind: "dynamic" };
  return { name: dir, kind: "static" };
}

export function findRouteFiles(dir = APP): RouteFile[] {
  const out: RouteFile[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...findRouteFiles(full));
    else if (/^route\.(ts|tsx|js)$/.test(entry.name)) {
      const dirs = path.relative(APP, dir).split(path.sep).filter(Boolean);
      const segments = dirs.map(segmentOf).filter((s): s is Segment => s !== null);
      const pattern = `/${segments.map((s) => (s.kind === "static" ? s.name : `[${s.name}]`)).join("/")}`;
      out.push({ file: full, pattern, segments });
    }
  }
  return out.sort((a, b) => a.pattern.localeCompare(b.pattern));
}

/** The module's exported request methods. */
export async function handlersOf(route: RouteFile): Promise<Partial<Record<Method, Handler>>> {
  const mod = (await import(route.file)) as Record<string, unknown>;
  return Object.fromEntries(
    METHODS.filter((m) => typeof mod[m] === "function").map((m) => [m, mod[m] as Handler]),
  );
}

/** One (route, method) pair per exported method of every route file. */
export async function routeMethods(routes = findRouteFiles()) {
  const pairs: { route: RouteFile; method: Method; handler: Handler }[] = [];
  for (const route of routes) {
    for (const [method, handler] of Object.entries(await handlersOf(route)))
      pairs.push({ route, method: method as Method, handler: handler! });
  }
  return pairs;
}

/**
 * The URL path for parameter values (each value as it appears in the URL: encoded, or raw and
 * possibly malformed) and the params a handler receives for it (decoded where decodable).
 */
export function fillPattern(route: RouteFile, raw: Record<string, string[]>) {
  const params: Record<string, string | string[]> = {};
  const parts: string[] = [];
  for (const s of route.segments) {
    if (s.kind === "static") {
      parts.push(s.name);
      continue;
    }
    const values = raw[s.name] ?? ["1"];
    parts.push(...values);
    const decoded = values.map(decodeLoosely);
    params[s.name] = s.kind === "dynamic" ? decoded[0] : decoded;
  }
  return { path: `/${parts.join("/")}`, params };
}

function decodeLoosely(s: string) {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** A trailing slash for the API (the specification's paths end in one), none for files. */
export const withSlash = (p: string) => (p.startsWith("/api/") && !p.endsWith("/") ? `${p}/` : p);
