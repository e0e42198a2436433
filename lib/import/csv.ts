// A dealer's feed as CSV (issue 32): the columns of the JSON Lines feed (lib/import/feed.ts), the
// header row naming them by their JSONL keys, each row turned into the very object a JSONL line
// holds so one validation decides both. Client-safe, pure.
//
// The format (RFC 4180): UTF-8 (a leading BOM is dropped), comma-separated, lines ending in \n or
// \r\n; a cell with a comma, a quote or a line break is quoted ("…"), a quote inside doubled ("").
// An empty cell leaves the field out. Numbers are written plainly (250000, 5.5); yes/no fields as
// true/false (also 1/0, ano/ne, yes/no); lists: `photos` separated by "|", a set such as
// `equipment` by ","; the seller's fields as `seller.id`, `seller.name`, `seller.location`.
import { AD_FIELDS, FEED_FIELDS } from "@/lib/ads/fields";

/** One record of the file with the line it starts on (a quoted cell may span lines). */
export interface CsvRecord {
  line: number;
  cells: string[];
}

/** The file's records, or the line where a quoted cell is left open. */
export function parseCsv(text: string): { records: CsvRecord[]; unclosedAt?: number } {
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = "";
  let line = 1;
  let start = 1;
  let quoted = false;
  let quoteLine = 0;
  let touched = false;
  const endRecord = () => {
    cells.push(cell);
    // a blank line is no record
    if (touched || cells.length > 1 || cell !== "") records.push({ line: start, cells });
    cells = [];
    cell = "";
    touched = false;
  };
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (quoted) {
      if (c === '"') {
        if (src[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else {
        if (c === "\n") line++;
        cell += c;
      }
      continue;
    }
    if (c === '"' && cell === "") {
      quoted = true;
      quoteLine = line;
      touched = true;
    } else if (c === ",") {
      cells.push(cell);
      cell = "";
      touched = true;
    } else if (c === "\r" && src[i + 1] === "\n") {
      continue;
    } else if (c === "\n") {
      endRecord();
      line++;
      start = line;
    } else cell += c;
  }
  if (quoted) return { records, unclosedAt: quoteLine };
  if (touched || cell !== "" || cells.length) endRecord();
  return { records };
}

type Kind = "number" | "bool" | "set" | "photos" | "text";
const KINDS = new Map<string, Kind>([
  ...FEED_FIELDS.map(([k, key]): [string, Kind] => {
    const type = AD_FIELDS[k].type;
    return [
      key,
      type === "int" ? "number" : type === "bool" ? "bool" : type === "set" ? "set" : "text",
    ];
  }),
  ["photos", "photos"],
]);

const TRUE = new Set(["true", "1", "ano", "yes"]);
const FALSE = new Set(["false", "0", "ne", "no"]);

/** A cell as the JSON value its column takes; a value that is none is kept as text (refused so). */
function valueOf(key: string, cell: string): unknown {
  const v = cell.trim();
  switch (KINDS.get(key) ?? "text") {
    case "number": {
      const n = Number(v.replace(/\s/g, ""));
      return Number.isFinite(n) && /\d/.test(v) ? n : v;
    }
    case "bool":
      return TRUE.has(v.toLowerCase()) ? true : FALSE.has(v.toLowerCase()) ? false : v;
    case "set":
      return v
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean);
    case "photos":
      return v
        .split("|")
        .map((s) => s.trim())
        .filter(Boolean);
    case "text":
      return cell;
  }
}

/** A row as a feed object under the header's keys; empty cells are left out. */
export function csvRowObject(header: string[], cells: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  header.forEach((key, i) => {
    const cell = cells[i];
    if (!key || cell === undefined || cell.trim() === "") return;
    const dot = key.indexOf(".");
    if (dot > 0) {
      const [outer, inner] = [key.slice(0, dot), key.slice(dot + 1)];
      const nested = (out[outer] ??= {}) as Record<string, unknown>;
      nested[inner] = valueOf(key, cell);
    } else out[key] = valueOf(key, cell);
  });
  return out;
}

/** A line of the feed as the JSONL path reads it, or why the row cannot be one. */
export type FeedText = { line: number; text: string } | { line: number; error: string };

/**
 * The CSV file as JSON Lines: one JSON text per row, with its line in the file. A row with more
 * cells than the header is refused; an unclosed quote refuses the rest of the file.
 */
export function csvFeedLines(text: string): FeedText[] {
  const { records, unclosedAt } = parseCsv(text);
  const [head, ...rows] = records;
  if (!head) return [];
  const header = head.cells.map((h) => h.trim());
  const out: FeedText[] = rows.map(({ line, cells }) =>
    cells.length > header.length
      ? { line, error: `CSV: ${cells.length} cells, the header has ${header.length}` }
      : { line, text: JSON.stringify(csvRowObject(header, cells)) },
  );
  if (unclosedAt !== undefined) out.push({ line: unclosedAt, error: "CSV: a quote is not closed" });
  return out;
}
