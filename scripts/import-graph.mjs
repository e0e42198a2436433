#!/usr/bin/env node
// The import graph of the code (npm run graph): circles between files of different folders, and
// imports from domain folders into the HTTP layer (lib/infra/api, lib/infra/http). Type-only imports are left
// out: they vanish at compile time and cannot make a module load another.
// Usage: node scripts/import-graph.mjs [--json] [--all]   (--all lists every circle, also within a folder)
import fs from "node:fs";
import path from "node:path";

const ROOT = process.cwd();
const DIRS = ["lib", "server", "catalog", "app", "components", "scripts", "i18n"];
const EXT = [".ts", ".tsx", ".mjs", ".js"];
const args = new Set(process.argv.slice(2));
if (args.has("--help")) {
  console.log("Usage: node scripts/import-graph.mjs [--json] [--all]");
  process.exit(0);
}

function walk(dir, out) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) {
      if (e.name !== "node_modules" && !e.name.startsWith(".")) walk(p, out);
    } else if (EXT.includes(path.extname(e.name)) && !/\.(test|spec|d)\.[mc]?tsx?$/.test(e.name))
      if (!/\.test\.|\.d\.mts$/.test(e.name)) out.push(path.relative(ROOT, p));
  }
  return out;
}
const files = DIRS.filter((d) => fs.existsSync(d)).flatMap((d) => walk(d, []));
files.push(...["proxy.ts", "instrumentation.ts", "next.config.ts"].filter((f) => fs.existsSync(f)));
const known = new Set(files);

function resolve(from, spec) {
  let base;
  if (spec.startsWith("@/")) base = spec.slice(2);
  else if (spec.startsWith(".")) base = path.join(path.dirname(from), spec);
  else return null;
  const tries = [
    base,
    ...EXT.map((e) => base + e),
    ...EXT.map((e) => path.join(base, "index" + e)),
  ];
  // "./x.mjs" written for a .mts/.ts twin
  if (/\.m?js$/.test(base))
    tries.push(base.replace(/\.m?js$/, ".ts"), base.replace(/\.js$/, ".tsx"));
  return tries.find((t) => known.has(path.normalize(t))) ?? null;
}

// static imports and re-exports, and dynamic import("…") (a lazy load is still a dependency)
const IMPORT =
  /(?:^|[\n;])\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*["']([^"']+)["']|(?:^|[\n;])\s*import\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;
const edges = new Map(files.map((f) => [f, new Set()]));
for (const f of files) {
  const src = fs.readFileSync(f, "utf8");
  for (const m of src.matchAll(IMPORT)) {
    const typeOnly =
      !!m[2] ||
      (m[3] &&
        /^\{[^}]*\}$/.test(m[3].trim()) &&
        m[3].match(/\btype\b/g)?.length === m[3].split(",").length);
    if (typeOnly) continue;
    const to = resolve(f, m[4] ?? m[5] ?? m[6]);
    if (to && to !== f) edges.get(f).add(to);
  }
}

/** lib/ads/x.ts → lib/ads; lib/infra/db/x.ts → lib/infra/db; app/... → app; a file directly in lib → lib/<name> */
const folder = (f) => {
  const parts = f.split(path.sep);
  if (parts[0] === "lib" && parts[1] === "infra" && parts.length > 3)
    return parts.slice(0, 3).join("/");
  if (parts[0] === "lib")
    return parts.length > 2 ? `lib/${parts[1]}` : `lib/${parts[1].replace(/\.[^.]+$/, "")}`;
  return parts[0];
};

// strongly connected components (Tarjan, iterative)
function sccs(nodes, next) {
  let index = 0;
  const idx = new Map(),
    low = new Map(),
    onStack = new Set(),
    stack = [],
    out = [];
  for (const start of nodes) {
    if (idx.has(start)) continue;
    const work = [[start, [...next(start)], 0]];
    idx.set(start, index);
    low.set(start, index++);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const top = work[work.length - 1];
      const [v, succ] = top;
      if (top[2] < succ.length) {
        const w = succ[top[2]++];
        if (!idx.has(w)) {
          idx.set(w, index);
          low.set(w, index++);
          stack.push(w);
          onStack.add(w);
          work.push([w, [...next(w)], 0]);
        } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
      } else {
        work.pop();
        if (work.length)
          low.set(
            work[work.length - 1][0],
            Math.min(low.get(work[work.length - 1][0]), low.get(v)),
          );
        if (low.get(v) === idx.get(v)) {
          const comp = [];
          let w;
          do {
            w = stack.pop();
            onStack.delete(w);
            comp.push(w);
          } while (w !== v);
          if (comp.length > 1) out.push(comp.sort());
        }
      }
    }
  }
  return out;
}

const fileCircles = sccs(files, (f) => edges.get(f));
const crossFolder = fileCircles.filter((c) => new Set(c.map(folder)).size > 1);
const folderEdges = new Map();
for (const [f, tos] of edges)
  for (const t of tos) {
    const a = folder(f),
      b = folder(t);
    if (a !== b && a.startsWith("lib/") && b.startsWith("lib/")) {
      if (!folderEdges.has(a)) folderEdges.set(a, new Map());
      const m = folderEdges.get(a);
      m.set(b, [...(m.get(b) ?? []), `${f} → ${t}`]);
    }
  }
const folderCircles = sccs([...folderEdges.keys()], (a) => folderEdges.get(a)?.keys() ?? []);
const HTTP = new Set(["lib/infra/api", "lib/infra/http"]);
const intoHttp = [];
for (const [a, m] of folderEdges)
  if (!HTTP.has(a)) for (const [b, via] of m) if (HTTP.has(b)) intoHttp.push(...via);

const report = {
  files: files.length,
  edges: [...edges.values()].reduce((n, s) => n + s.size, 0),
  fileCircles: fileCircles.length,
  crossFolderCircles: crossFolder,
  folderCircles,
  domainIntoHttp: intoHttp.sort(),
};
if (args.has("--json")) console.log(JSON.stringify(report, null, 2));
else {
  console.log(`${report.files} files, ${report.edges} imports (type-only left out)`);
  console.log(`file circles: ${report.fileCircles} (${crossFolder.length} across folders)`);
  for (const c of args.has("--all") ? fileCircles : crossFolder) console.log(`  ○ ${c.join("  ")}`);
  console.log(`folder circles in lib/: ${folderCircles.length}`);
  for (const c of folderCircles) console.log(`  ○ ${c.join(" ⇄ ")}`);
  console.log(
    `imports from a domain folder into lib/infra/api or lib/infra/http: ${intoHttp.length}`,
  );
  for (const e of intoHttp) console.log(`  → ${e}`);
}
