// The hashes mode of the security policy (lib/infra/security/csp.ts): the production server hashes the
// inline scripts of an HTML page it caches and adds them to the page's script-src. Plain
// JavaScript (types in csp-hashes.d.mts): server/index.mjs loads it without a TypeScript hook.
import { createHash } from "node:crypto";

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const HAS_SRC = /(?:^|\s)src\s*=/i;
const TYPE = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
/** Types a browser runs as script (anything else, JSON-LD for one, is data the policy ignores). */
const SCRIPT_TYPES = ["", "module", "text/javascript", "application/javascript"];

/**
 * "sha256-…" of every inline script the browser would run, in order of appearance, without
 * repeats. A hash covers the exact text between the tags, as the browser hashes it.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attrs, body] of html.matchAll(SCRIPT)) {
    if (HAS_SRC.test(attrs)) continue;
    const type = TYPE.exec(attrs);
    const value = (type ? (type[1] ?? type[2] ?? type[3]) : "").trim().toLowerCase();
    if (!SCRIPT_TYPES.includes(value)) continue;
    hashes.add(`sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`);
  }
  return [...hashes];
}

/**
 * The policy with these hashes added to its script-src (the policy proxy.ts built in hashes
 * mode, which names no nonce). A policy without script-src, or with a nonce, is returned as is:
 * a nonce'd page needs no hashes, and adding them to one would not be the policy it was built as.
 * @param {string} csp
 * @param {string[]} hashes
 * @returns {string}
 */
export function withScriptHashes(csp, hashes) {
  if (hashes.length === 0) return csp;
  return csp
    .split("; ")
    .map((d) =>
      d.startsWith("script-src ") && !d.includes("'nonce-")
        ? `${d} ${hashes.map((h) => `'${h}'`).join(" ")}`
        : d,
    )
    .join("; ");
}
