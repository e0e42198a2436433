// The scam shield's matcher (issue 31, "Scam shield"): reads a text against the warning patterns
// of patterns.ts. Pure and client-safe (no DB): the messages' writes (lib/messages/mutations.ts)
// and the ad page's description both call scanText().
import {
  CATEGORY_AUDIENCES,
  RULES,
  WARNING_CATEGORIES,
  normalise,
  type Audience,
  type WarningCategory,
} from "./patterns";

export { CATEGORY_AUDIENCES, WARNING_CATEGORIES, type Audience, type WarningCategory };

/**
 * A message's warnings as stored (messages.warnings): the categories of patterns.ts, and `low_price`, the
 * price rating's "suspiciously low price" of the thread's ad, shown to its buyer.
 */
export const MESSAGE_WARNINGS = [...WARNING_CATEGORIES, "low_price"] as const;
export type MessageWarning = (typeof MESSAGE_WARNINGS)[number];

export interface Warning {
  category: WarningCategory;
  audiences: readonly Audience[];
  /** the sentence of the original text that matched (shortened to EXCERPT_MAX characters) */
  excerpt: string;
}

const EXCERPT_MAX = 140;

interface Sentence {
  /** the normalised sentence */
  norm: string;
  /** its original text */
  original: string;
}

/** The text's sentences: cut at ". ", "!", "?", ";" and line ends (a number's "1.5" stays). */
function sentencesOf(text: string): Sentence[] {
  return text
    .split(/(?<=[.!?;…])\s+|\n+/u)
    .map((original) => original.trim())
    .filter(Boolean)
    .map((original) => ({
      original,
      // one space between words, and the words' edges marked for the patterns
      norm: normalise(original).replace(/\s+/g, " "),
    }));
}

const excerptOf = (s: string) =>
  s.length > EXCERPT_MAX ? `${s.slice(0, EXCERPT_MAX - 1).trimEnd()}…` : s;

/**
 * The warnings of a text, one per category (its first matching sentence), in WARNING_CATEGORIES
 * order; with `audience`, only those that warn that side.
 */
export function scanText(text: string, audience?: Audience): Warning[] {
  const sentences = sentencesOf(text);
  const found = new Map<WarningCategory, string>();
  for (const rule of RULES) {
    if (found.has(rule.category)) continue;
    const hit = sentences.find(
      (s) => rule.all.every((p) => p.test(s.norm)) && !rule.none?.some((p) => p.test(s.norm)),
    );
    if (hit) found.set(rule.category, excerptOf(hit.original));
  }
  return WARNING_CATEGORIES.flatMap((category) => {
    const excerpt = found.get(category);
    const audiences = CATEGORY_AUDIENCES[category];
    if (excerpt === undefined || (audience && !audiences.includes(audience))) return [];
    return [{ category, audiences, excerpt }];
  });
}

/** The categories of a text that warn `audience` (what a message stores for its recipient). */
export const warningCategories = (text: string, audience: Audience): WarningCategory[] =>
  scanText(text, audience).map((w) => w.category);

/** Whether a stored value is a known message warning (old rows may hold a retired one). */
export const isMessageWarning = (v: string): v is MessageWarning =>
  (MESSAGE_WARNINGS as readonly string[]).includes(v);
