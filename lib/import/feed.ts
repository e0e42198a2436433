// The import feed (README "Importing ads"): JSON Lines, one ad per line, each line checked on its
// own so one bad line never stops the rest. Sellers are anonymised: a line that carries a phone
// number or an e-mail address is refused, never stored. Client-safe, pure.
import { z } from "zod";
import {
  AD_FIELDS,
  DESCRIPTION_MAX,
  FEED_FIELDS,
  feedRequires,
  inListOrder,
  MONTH_PATTERN,
  type FeedField,
  type FeedValues,
  type FieldSpec,
} from "@/lib/ads/fields";
import { PHOTOS_MAX } from "@/lib/ads/schemas";
import {
  bodyTypeInputSchema,
  conditionInputSchema,
  driveTypeInputSchema,
} from "@/lib/enums/schemas";

/** A type error, or "is required" when the field is missing. */
const typed = (message: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? "is required" : message;

const httpUrl = z
  .url({ protocol: /^https?$/, error: "must be an http(s) URL" })
  .max(2000, { error: "must be at most 2000 characters" });

const text = (max: number) =>
  z
    .string({ error: typed("must be a text") })
    .trim()
    .min(1, { error: "must not be empty" })
    .max(max, { error: `must be at most ${max} characters` });

const int = (min: number, max: number) =>
  z
    .number({ error: typed("must be a number") })
    .int({ error: "must be a whole number" })
    .min(min, { error: `must be at least ${min}` })
    .max(max, { error: `must be at most ${max}` });

/** Lower-cased before the check: feeds write "Diesel", "MT". */
const lowerEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    (v) => (typeof v === "string" ? v.trim().toLowerCase() : v),
    z.enum(values, { error: `must be one of ${values.join(", ")}` }),
  );

/** A description longer than the site shows is cut at the last space before the limit. */
const description = z
  .string({ error: typed("must be a text") })
  .trim()
  .transform((s) => {
    if (s.length <= DESCRIPTION_MAX) return s;
    const cut = s.slice(0, DESCRIPTION_MAX - 1);
    return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), DESCRIPTION_MAX / 2))}…`;
  });

export const DESCRIPTION_LANGUAGES = ["cs", "en", "ru"] as const;

const sellerSchema = z.object({
  id: text(200),
  name: text(100),
  location: text(200).optional(),
});

/** The feed's rule of a field of its kind (lib/ads/fields.ts), where no rule of its own is needed. */
function ruleOf(spec: FieldSpec): z.ZodType {
  switch (spec.type) {
    case "text":
      return text(spec.max);
    case "int":
      return int(spec.min, spec.max);
    case "bool":
      return z.boolean({ error: "must be true or false" });
    case "enum":
      return lowerEnum(spec.values);
    case "float":
      return z.number({ error: "must be a number" }).finite();
    case "month":
      return z
        .string({ error: typed("must be a text") })
        .trim()
        .regex(MONTH_PATTERN, { error: "must be a month, YYYY-MM" });
    case "set": {
      const values = spec.values;
      // a feed writes the values in any case and order, a value twice: kept once, in list order
      return z
        .array(lowerEnum(values), { error: "must be a list" })
        .transform((chosen) => inListOrder(values, chosen));
    }
  }
}
/** Fields a feed writes in more spellings than the site's values ("kombi", "4x4", "ojeté"). */
const OWN_RULES: { [K in FeedField]?: z.ZodType } = {
  bodyType: bodyTypeInputSchema,
  driveType: driveTypeInputSchema,
  condition: conditionInputSchema,
  vinNumber: z
    .string({ error: typed("must be a text") })
    .trim()
    .toUpperCase()
    .regex(/^[A-HJ-NPR-Z0-9]{17}$/, { error: "must be a 17-character VIN (no I, O or Q)" }),
};
/** Every field a feed gives (lib/ads/fields.ts `feed`), under its feed key. */
const fieldRules = Object.fromEntries(
  FEED_FIELDS.map(([k, key]) => {
    const rule = OWN_RULES[k] ?? ruleOf(AD_FIELDS[k]);
    return [key, feedRequires(k) ? rule : rule.optional()];
  }),
) as { [K in keyof FeedValues]-?: z.ZodType<FeedValues[K]> };

export const feedAdSchema = z.object({
  id: text(200),
  url: httpUrl,
  ...fieldRules,
  description: description.optional(),
  description_lang: z.enum(DESCRIPTION_LANGUAGES, { error: "must be cs, en or ru" }).default("cs"),
  photos: z
    .array(httpUrl, { error: "must be a list of URLs" })
    .default([])
    // more than the site shows: the first ones are kept
    .transform((urls) => [...new Set(urls)].slice(0, PHOTOS_MAX)),
  seller: sellerSchema.optional(),
  listed_at: z.iso
    .datetime({ offset: true, error: "must be an ISO date-time, e.g. 2026-11-02T08:30:00Z" })
    .transform((s) => new Date(s))
    .optional(),
});
export type FeedAd = z.output<typeof feedAdSchema>;

/** Keys that carry contact details; the line is refused when the ad or its seller has one. */
const CONTACT_KEY =
  /^(phone|phones|phone_number|tel|telephone|mobile|email|e-mail|e_mail|mail|contact|contacts|whatsapp)$/i;

function contactKeys(value: unknown, prefix = ""): string[] {
  if (!value || typeof value !== "object" || Array.isArray(value)) return [];
  return Object.keys(value).flatMap((k) =>
    CONTACT_KEY.test(k)
      ? [`${prefix}${k}`]
      : k === "seller"
        ? contactKeys((value as Record<string, unknown>)[k], "seller.")
        : [],
  );
}

/**
 * A refused line still names its ad when its `id` is readable: a full import keeps that ad as it
 * was instead of archiving it as no longer listed (one malformed line must not take a live ad down).
 */
export type ParsedLine = { ok: true; ad: FeedAd } | { ok: false; reason: string; id?: string };

/** The `id` of a line that is refused for another reason, when it is a usable one. */
function readableId(raw: object): string | undefined {
  const parsed = feedAdSchema.shape.id.safeParse((raw as { id?: unknown }).id);
  return parsed.success ? parsed.data : undefined;
}

/** One line of the feed: the ad, or why it is refused (the field and what is wrong). */
export function parseFeedLine(line: string): ParsedLine {
  let raw: unknown;
  try {
    raw = JSON.parse(line);
  } catch {
    return { ok: false, reason: "not valid JSON" };
  }
  if (!raw || typeof raw !== "object" || Array.isArray(raw))
    return { ok: false, reason: "not a JSON object" };
  const contact = contactKeys(raw);
  if (contact.length)
    return {
      ok: false,
      reason: `contact details are not accepted (${contact.join(", ")}): sellers are anonymised`,
      id: readableId(raw),
    };
  const parsed = feedAdSchema.safeParse(raw);
  if (parsed.success) return { ok: true, ad: parsed.data };
  return {
    ok: false,
    reason: parsed.error.issues
      .slice(0, 3)
      .map((i) => `${i.path.join(".") || "line"}: ${i.message}`)
      .join("; "),
    id: readableId(raw),
  };
}

/** Blank lines and `#` comments are skipped, not refused. */
export const isSkippedLine = (line: string) => {
  const t = line.trim();
  return t === "" || t.startsWith("#");
};
