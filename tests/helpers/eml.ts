// Reads the .eml files of the mail adapter's outbox: headers, subject and the decoded text and
// HTML parts (quoted-printable or base64), enough to check what a reader would see.
import fs from "node:fs";
import path from "node:path";

export interface ParsedEml {
  headers: Record<string, string>;
  subject: string;
  to: string;
  text: string;
  html: string;
}

function decodeWords(value: string) {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_, enc: string, data: string) =>
      enc.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : decodeQp(data.replace(/_/g, " ")),
    );
}

function decodeQp(body: string) {
  const bytes = body
    .replace(/=\r?\n/g, "")
    .replace(/%/g, "%25")
    .replace(/=([0-9A-F]{2})/gi, (_, h: string) => `%${h}`);
  try {
    return decodeURIComponent(bytes);
  } catch {
    return bytes;
  }
}

function splitHead(raw: string) {
  const i = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, i).replace(/\r?\n[ \t]+/g, " ");
  const body = raw.slice(i).replace(/^\r?\n\r?\n/, "");
  const headers: Record<string, string> = {};
  for (const line of head.split(/\r?\n/)) {
    const m = line.match(/^([^:]+):\s*(.*)$/);
    if (m) headers[m[1].toLowerCase()] = m[2];
  }
  return { headers, body };
}

function decodePart(headers: Record<string, string>, body: string) {
  const enc = (headers["content-transfer-encoding"] ?? "").toLowerCase();
  if (enc === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (enc === "quoted-printable") return decodeQp(body);
  return body;
}

export function parseEml(raw: string): ParsedEml {
  const { headers, body } = splitHead(raw);
  const parts: { type: string; content: string }[] = [];
  const walk = (h: Record<string, string>, b: string) => {
    const type = h["content-type"] ?? "text/plain";
    const boundary = type.match(/boundary="?([^";]+)"?/)?.[1];
    if (!boundary) return void parts.push({ type, content: decodePart(h, b) });
    for (const chunk of b.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith("--")) break;
      const inner = splitHead(chunk.replace(/^\r?\n/, ""));
      walk(inner.headers, inner.body);
    }
  };
  walk(headers, body);
  return {
    headers,
    subject: decodeWords(headers.subject ?? ""),
    to: headers.to ?? "",
    text: parts.find((p) => p.type.startsWith("text/plain"))?.content ?? "",
    html: parts.find((p) => p.type.startsWith("text/html"))?.content ?? "",
  };
}

/** Every .eml in the outbox, parsed, oldest first. */
export function readOutbox(dataDir: string): ParsedEml[] {
  const dir = path.join(dataDir, "outbox");
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".eml"))
    .sort()
    .map((f) => parseEml(fs.readFileSync(path.join(dir, f), "utf8")));
}

export function clearOutbox(dataDir: string) {
  fs.rmSync(path.join(dataDir, "outbox"), { recursive: true, force: true });
}
