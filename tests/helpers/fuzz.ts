// Malformed request input for the route fuzz test: texts with NULs, broken percent-escapes,
// huge numbers and plausible names mixed in, so handlers also get past their first checks.
import fc from "fast-check";

const NULS = ["\0", "a\0b", "%00"];
const ESCAPES = ["%", "%E0%A4%A", "%ED%A0%BD%ED%B8%80", "%FF", "%C0%AF", "\uD800", "\uDFFF"];
const NUMBERS = ["-1", "0", "1e309", "99999999999999999999999", "NaN", "Infinity", "1.5", "0x10"];
const SHAPES = ["", " ", "..", "../../etc/passwd", "null", "true", "{}", "[]", '{"a":', "<script>"];
const PLAUSIBLE = ["1", "2", "skoda", "octavia", "SEDAN.svg", "1.xml", "1.webp", "update"];
const LONG = "x".repeat(5000);

export const text = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(...NULS, ...ESCAPES, ...NUMBERS, ...SHAPES, ...PLAUSIBLE, LONG),
  },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 24 }) },
  { weight: 1, arbitrary: fc.string({ unit: fc.constantFrom(..."%EDAF0/.a"), maxLength: 12 }) },
  { weight: 1, arbitrary: fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String) },
);

/** A URL-safe spelling of a text: encoded when it can be, else its raw (malformed) escapes. */
export function inUrl(s: string, raw: boolean): string {
  if (raw && /^[\x21-\x7e]*$/.test(s)) return s.replace(/[#?/]/g, encodeURIComponent);
  return encodeURIComponent(s.toWellFormed());
}

/** A path segment as it appears in the URL (encoded or raw). */
export const segment = fc.tuple(text, fc.boolean()).map(([s, raw]) => inUrl(s, raw) || "x");

export const query = (keys: string[]) =>
  fc
    .array(fc.tuple(fc.oneof(fc.constantFrom(...keys), text), text, fc.boolean()), { maxLength: 6 })
    .map((pairs) => pairs.map(([k, v, raw]) => `${inUrl(k, raw)}=${inUrl(v, raw)}`).join("&"));

const jsonLeaf = fc.oneof(text, fc.double(), fc.integer(), fc.boolean(), fc.constant(null));
const jsonish = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: "small" }, jsonLeaf, tie("array"), tie("object")),
  array: fc.array(tie("value"), { maxLength: 4 }),
  object: fc.dictionary(text, tie("value"), { maxKeys: 4 }),
})).value;

export type Body =
  | { kind: "none" }
  | { kind: "json"; value: unknown; type: string }
  | { kind: "text"; text: string; type: string | null }
  | { kind: "form"; fields: [string, string][]; file: Uint8Array | null }
  | { kind: "multipart-garbage"; text: string; boundary: string };

const CONTENT_TYPES = [
  "application/json",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data",
  "application/json; charset=utf-16",
  "image/png",
];
const JSON_TYPES = [
  "application/json",
  "application/json",
  "Application/JSON; charset=utf-8",
  "text/plain",
];
const BROKEN_BODIES = [
  '{"email":"a\\u0000b"}',
  '{"a":1',
  "\0\0\0",
  "a=%00&b=%E0%A4%A",
  "--x\r\n\r\n",
];

/**
 * An object with some of the known fields: mostly valid values, now and then a nasty one, so a
 * bad value meets otherwise valid input and reaches the code behind the schema.
 */
const shaped = (fields: Record<string, unknown[]>) =>
  fc.record(
    Object.fromEntries(
      Object.entries(fields).map(([k, values]) => {
        const value = fc.oneof({ weight: 12, arbitrary: fc.constantFrom(...values) }, jsonLeaf);
        return [k, fc.option(value, { nil: undefined, freq: 4 })];
      }),
    ),
  );

export const formFields = (value: Record<string, unknown>): [string, string][] =>
  Object.entries(value).flatMap(([k, v]) =>
    v === undefined ? [] : [[k, typeof v === "string" ? v : JSON.stringify(v)] as [string, string]],
  );

/** Bodies for handlers whose fields are `fields` (name → valid values). */
export const body = (fields: Record<string, unknown[]>): fc.Arbitrary<Body> => {
  const key = fc.oneof(fc.constantFrom(...Object.keys(fields)), text);
  const pairs = fc.array(fc.tuple(key, text), { maxLength: 6 });
  const json = fc.record({
    kind: fc.constant("json" as const),
    value: fc.oneof(
      { weight: 4, arbitrary: shaped(fields) },
      fc.dictionary(key, jsonish, { maxKeys: 6 }),
      jsonish,
      fc.jsonValue({ maxDepth: 3 }),
    ),
    type: fc.constantFrom(...JSON_TYPES),
  });
  return fc.oneof(
    fc.constant({ kind: "none" as const }),
    { weight: 4, arbitrary: json },
    fc.record({
      kind: fc.constant("text" as const),
      text: fc.oneof(text, fc.constantFrom(...BROKEN_BODIES)),
      type: fc.option(fc.constantFrom(...CONTENT_TYPES), { nil: null }),
    }),
    fc.record({
      kind: fc.constant("form" as const),
      fields: fc.oneof(pairs, shaped(fields).map(formFields)),
      file: fc.option(fc.uint8Array({ maxLength: 64 }), { nil: null }),
    }),
    fc.record({
      kind: fc.constant("multipart-garbage" as const),
      text,
      boundary: fc.constantFrom("x", "", "----b", '"', ";;"),
    }),
  );
};

/** The request body for `b`, setting its content type on `headers`. */
export function bodyInit(b: Body, headers: Headers): BodyInit | undefined {
  switch (b.kind) {
    case "none":
      return undefined;
    case "json":
      headers.set("content-type", b.type);
      return JSON.stringify(b.value) ?? "null";
    case "text":
      if (b.type) headers.set("content-type", b.type);
      return b.text;
    case "form": {
      const form = new FormData();
      for (const [k, v] of b.fields) form.append(k, v);
      const png = new Blob([new Uint8Array(b.file ?? [])], { type: "image/png" });
      if (b.file) form.append("avatar_file", png, "a.png");
      return form;
    }
    case "multipart-garbage":
      headers.set("content-type", `multipart/form-data; boundary=${b.boundary}`);
      return b.text;
  }
}

/** Cookies a client might carry: ours with broken values, or garbage. */
export const junkCookies = fc.option(
  fc
    .array(
      fc.tuple(
        fc.constantFrom("csrftoken", "vozovna_consent", "better-auth.session_token", "x"),
        segment,
      ),
      {
        maxLength: 3,
      },
    )
    .map((cs) => cs.map(([k, v]) => `${k}=${v}`).join("; ")),
  { nil: null },
);
