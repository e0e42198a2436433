// `npm run bench:web -- --chunks`: what each page type's first-load JavaScript holds. The chunks are
// the page's own <script src> (not the nomodule polyfills current browsers skip), measured as the
// server sends them (brotli 11); with a build made with `SOURCEMAPS=1 npm run build` each chunk's
// bytes are also split by the package or folder they come from (a chunk's brotli size shared out
// in proportion to its raw bytes: an estimate, good for ranking).
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { SourceMapConsumer, type RawSourceMap } from "source-map-js";

const STATIC_DIR = path.join(process.cwd(), ".next", "static");

/** The first-load chunks of a page's HTML, as /_next/static/… paths. */
export function firstLoadChunks(html: string): string[] {
  return [...html.matchAll(/<script src="(\/_next\/static\/[^"]+\.js)"([^>]*)>/g)]
    .filter(([, , attrs]) => !/nomodule/i.test(attrs))
    .map(([, src]) => src);
}

/** "npm:react-dom", "components/shell", "next:client": where a source of a map comes from. */
export function sourceGroup(source: string): string {
  const s = source.replace(/^turbopack:\/\/\/?/, "").replace(/^\[project\]\//, "");
  const inNext = /node_modules\/next\/(?:dist|src)\/(?:esm\/)?(?:compiled\/)?([^/]+)/.exec(s);
  if (inNext) return `next:${inNext[1]}`;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(s);
  if (pkg) return `npm:${pkg[1]}`;
  return s.split("/").slice(0, 2).join("/").replace(/\?.*$/, "");
}

/** Raw bytes of a chunk per source group, from its source map (null without one). */
function bytesBySource(code: string, file: string): Map<string, number> | null {
  const name = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(code)?.[1];
  const mapFile = name && path.join(path.dirname(file), name);
  if (!mapFile || !fs.existsSync(mapFile)) return null;
  const consumer = new SourceMapConsumer(
    JSON.parse(fs.readFileSync(mapFile, "utf8")) as RawSourceMap,
  );
  const lines = code.split("\n");
  const spans: { line: number; column: number; source: string }[] = [];
  consumer.eachMapping((m) =>
    spans.push({ line: m.generatedLine, column: m.generatedColumn, source: m.source ?? "" }),
  );
  spans.sort((a, b) => a.line - b.line || a.column - b.column);
  const out = new Map<string, number>();
  spans.forEach((m, i) => {
    const next = spans[i + 1];
    const end = next && next.line === m.line ? next.column : (lines[m.line - 1]?.length ?? 0);
    const group = m.source ? sourceGroup(m.source) : "(unmapped)";
    out.set(group, (out.get(group) ?? 0) + Math.max(0, end - m.column));
  });
  return out;
}

export interface ChunkReport {
  chunks: { src: string; raw: number; brotli: number }[];
  /** brotli bytes per source group, largest first (empty without source maps) */
  sources: [string, number][];
}

export function chunkReport(html: string): ChunkReport {
  const chunks: ChunkReport["chunks"] = [];
  const sources = new Map<string, number>();
  for (const src of firstLoadChunks(html)) {
    const file = path.join(STATIC_DIR, src.replace(/^\/_next\/static\//, ""));
    const code = fs.readFileSync(file, "utf8");
    const brotli = zlib.brotliCompressSync(code).length;
    chunks.push({ src, raw: Buffer.byteLength(code), brotli });
    const split = bytesBySource(code, file);
    if (!split) continue;
    const mapped = [...split.values()].reduce((a, b) => a + b, 0) || 1;
    for (const [group, bytes] of split)
      sources.set(group, (sources.get(group) ?? 0) + (brotli * bytes) / mapped);
  }
  return { chunks, sources: [...sources].sort((a, b) => b[1] - a[1]) };
}
