// What the route fuzz test sends and what it accepts back.
import { AppError, isErrorCode } from "@/lib/infra/errors";
import { formFields, type Body } from "../helpers/fuzz";
import type { RouteFile } from "../helpers/routes";

/** Query keys the handlers read, so generated queries also reach their parsing. */
export const QUERY_KEYS =
  "page q ad popular gen_id ordering make models catalog_filter min_year fuel_type token callbackURL".split(
    " ",
  );

/** Body fields the handlers (ours and better-auth's) read, each with valid values. */
export const BODY_FIELDS: Record<string, unknown[]> = {
  email: ["user@example.test"],
  password: ["correct horse battery"],
  newPassword: ["another long one"],
  currentPassword: ["correct horse battery"],
  name: ["Jan Novák"],
  token: ["x", "abc.def"],
  callbackURL: ["/", "https://evil.example/"],
  provider: ["google"],
  message: ["Dobrý den"],
  website: [""],
  path: ["/ads/cars/1", "/"],
  referrer: ["https://example.test/"],
  phone_number: ["+420777123456", "777123456"],
  phone_to_verify: ["+420777123456"],
  code: ["123456"],
  credential: ["eyJhbGciOi.x.y-long-enough"],
  display_name: ["Auto Novák"],
  location: ["Praha"],
  place_id: ["", "1"],
  terms: ["true", true],
  consent_id: ["6f1c3a52-8a34-4c1e-9f57-2b0d1f5c7e11"],
  accept_type: ["accept_all", "custom"],
  accepted_categories: [["necessary", "analytics"], ["necessary"]],
  rejected_categories: [[], ["analytics"]],
  image: ["https://example.test/a.png"],
  newEmail: ["new@example.test"],
  redirectTo: ["/"],
  accountId: ["x"],
};
const VALID_BODY = Object.fromEntries(Object.entries(BODY_FIELDS).map(([k, v]) => [k, v[0]]));

/** A valid value for a path parameter, by its name (a route's own 404 is fine too). */
const VALID_SEGMENT: Record<string, string[]> = {
  make: ["skoda"],
  model: ["octavia"],
  file: ["1.xml"],
  path: ["t", "1.webp"],
};

/** What the fuzz sweep puts into one place of otherwise valid input, as it appears in a URL. */
const BAD = ["%00", "a%00b", "%ED%A0%BD%ED%B8%80", "%E0%A4%A", "%"];

export interface Input {
  /** Each dynamic segment's values as they appear in the URL. */
  raw: Record<string, string[]>;
  query: string;
  body: Body;
  signedIn: boolean;
  cookies: string | null;
  slash: boolean;
}

/** better-auth's own routes answer its `{ message, code }` body (or none), which its client reads. */
export const isAuthRoute = (r: RouteFile) => r.pattern.startsWith("/api/auth/");

/** Why an answer breaks the rules, or null when it keeps them. */
export function violation(
  route: RouteFile,
  status: number,
  type: string,
  text: string,
): string | null {
  if (status >= 500) return `answered ${status}: ${text.slice(0, 300)}`;
  if (status < 400) return null; // 2xx (JSON, XML, images), 3xx redirects and 304s
  let json: { error?: unknown; message?: unknown; code?: unknown } | undefined;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    return `a ${status} with a non-JSON body (${type}): ${text.slice(0, 120)}`;
  }
  if (isAuthRoute(route)) {
    const said = !json || typeof json.message === "string" || typeof json.error === "string";
    return said ? null : `a ${status} without message: ${text}`;
  }
  const ok = type.includes("application/json") && typeof json?.error === "string";
  if (!ok) return `a ${status} without a JSON error: ${text.slice(0, 120)}`;
  // ARCHITECTURE.md §5: a code from the one closed list, whose top-level part gives this status.
  const code = json?.code;
  if (!isErrorCode(code))
    return `a ${status} whose code is not in ERROR_CODES: ${text.slice(0, 120)}`;
  return new AppError(code, "").status === status ? null : `a ${status} with the code ${code}`;
}

const json = (value: unknown): Body => ({ kind: "json", value, type: "application/json" });
const form = (value: Record<string, unknown>): Body => ({
  kind: "form",
  fields: formFields(value),
  file: null,
});

/** A path a catch-all is filled with (better-auth's endpoints), with the fields it declares. */
export interface Endpoint {
  segments: string[] | null;
  /** Body fields its schema names; null when it takes any (then every field of BODY_FIELDS). */
  body: string[] | null;
  query: string[];
}
const OURS: Endpoint = { segments: null, body: null, query: [] };

/**
 * Valid input with one part spoiled: each path segment, the query, the cookies and each body
 * field in turn (as JSON, and as multipart for our own routes), so the spoiled value meets
 * otherwise valid input and reaches the code behind the schema.
 */
export function* spoiled(
  route: RouteFile,
  method: string,
  endpoints: Endpoint[],
): Generator<Input> {
  const dynamic = route.segments.filter((s) => s.kind !== "static");
  for (const endpoint of isAuthRoute(route) ? endpoints : [OURS]) {
    const fill = (name: string) => endpoint.segments ?? VALID_SEGMENT[name] ?? ["1"];
    const raw = Object.fromEntries(dynamic.map((s) => [s.name, fill(s.name)]));
    const base: Input = {
      raw,
      query: "",
      body: json(VALID_BODY),
      signedIn: true,
      cookies: null,
      slash: true,
    };
    for (const bad of BAD) {
      for (const s of endpoint.segments ? [] : dynamic)
        yield { ...base, raw: { ...raw, [s.name]: [bad] } };
      yield { ...base, query: QUERY_KEYS.map((k) => `${k}=${bad}`).join("&") };
      yield {
        ...base,
        cookies: `csrftoken=${bad}; vozovna_consent=${bad}; better-auth.session_token=${bad}`,
      };
    }
    for (const key of endpoint.query) yield { ...base, query: `${key}=a%00b` };
    if (method === "GET") continue;
    for (const key of endpoint.body ?? Object.keys(BODY_FIELDS)) {
      const value = { ...VALID_BODY, [key]: "a\0b" };
      yield { ...base, body: json(value) };
      if (!endpoint.segments) yield { ...base, body: form(value) };
    }
  }
}
