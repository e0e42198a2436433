/** @jest-environment node */
// Every route handler under app/ (found on disk), every exported method: none may answer 5xx,
// and a 4xx answers the JSON error body of ARCHITECTURE.md §5. Two passes: a sweep that puts a NUL or
// a broken escape into one place of otherwise valid input (so it reaches the database), and
// generated malformed paths, queries, bodies and cookies, signed in or not.
import { eq } from "drizzle-orm";
import fc from "fast-check";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { NextRequest } from "next/server";
import { getAuth } from "@/lib/auth/auth";
import { getDb } from "@/lib/infra/db/client";
import { ads, sessions } from "@/lib/infra/db/schema";
import { resetRateLimits } from "@/lib/infra/rate-limit";
import { syncRegistry } from "@/lib/registry/sync";
import { setupTestDb, teardownTestDb } from "../helpers/db";
import { createAd, createSeller } from "../helpers/fixtures";
import { body, bodyInit, junkCookies, query, segment } from "../helpers/fuzz";
import { BASE } from "../helpers/request";
import {
  fillPattern,
  findRouteFiles,
  MUTATING,
  routeMethods,
  withSlash,
  type RouteFile,
  type Segment,
} from "../helpers/routes";
import { signedInClient, type Client } from "./auth.helpers";
import { REGISTRY_FIXTURE } from "./registry-fixture";
import {
  BODY_FIELDS,
  isAuthRoute,
  QUERY_KEYS,
  spoiled,
  violation,
  type Endpoint,
  type Input,
} from "./route-fuzz.helpers";

/** Generated runs per (route, method); the whole file stays well under a minute. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);

type Pair = Awaited<ReturnType<typeof routeMethods>>[number];

let signed: Client;
let sessionRow: typeof sessions.$inferSelect;
/** better-auth's endpoints with their methods and fields, so its catch-all is reached, not only its 404. */
let authEndpoints: (Endpoint & { methods: string[]; segments: string[] })[] = [];
const endpointsFor = (method: string) =>
  authEndpoints.filter((e) => e.methods.includes(method) || e.methods.includes("*"));

async function freshSignedIn() {
  const { client, user } = await signedInClient();
  signed = client;
  [sessionRow] = await getDb().select().from(sessions).where(eq(sessions.userId, user.id));
  // The signed-in user sells ad 1, so owner-only handlers run to their end.
  if (!(await getDb().$count(ads))) {
    const seller = await createSeller({ userId: user.id });
    await createAd({ sellerProfileId: seller.id }, 1);
  }
}

/** Puts back the session a sign-out removed (its cookie and CSRF token stay valid). */
async function restoreSession() {
  try {
    await getDb().insert(sessions).values(sessionRow).onConflictDoNothing();
  } catch {
    await freshSignedIn(); // the user is gone
  }
}

const routes = findRouteFiles();
let pairs: Pair[] = [];

beforeAll(async () => {
  process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "vz-fuzz-"));
  await setupTestDb();
  await syncRegistry(getDb(), REGISTRY_FIXTURE);
  await freshSignedIn();
  pairs = await routeMethods(routes);
  type Schema = { shape?: Record<string, unknown> } | undefined;
  type AuthEndpoint = {
    path?: unknown;
    options?: { method?: string | string[]; body?: Schema; query?: Schema };
  };
  authEndpoints = Object.values(getAuth().api as Record<string, AuthEndpoint>)
    .filter((e) => typeof e.path === "string")
    .map(({ path: p, options }) => ({
      methods: [options?.method ?? []].flat(),
      segments: (p as string)
        .replace(/:id\b/, "google")
        .replace(/:\w+/, "x")
        .split("/")
        .filter(Boolean),
      body: options?.body?.shape ? Object.keys(options.body.shape) : null,
      query: Object.keys(options?.query?.shape ?? {}),
    }));
}, 60_000);
afterAll(() => teardownTestDb());

let ipSeq = 0;

function requestFor(route: RouteFile, method: string, input: Input) {
  const { path: p, params } = fillPattern(route, input.raw);
  const ip = `10.9.${(++ipSeq >> 8) & 255}.${ipSeq & 255}`;
  const headers = new Headers({ host: new URL(BASE).host, origin: BASE, "x-forwarded-for": ip });
  const cookies = [input.signedIn ? signed.cookieHeader() : "", input.cookies ?? ""].filter(
    Boolean,
  );
  if (cookies.length) headers.set("cookie", cookies.join("; "));
  if (input.signedIn && MUTATING.includes(method as never)) {
    headers.set("x-csrftoken", decodeURIComponent(signed.cookies.get("csrftoken") ?? ""));
  }
  const init = method === "GET" ? undefined : bodyInit(input.body, headers);
  // better-auth's paths have no trailing slash; ours answer both spellings.
  const pathname = input.slash && !isAuthRoute(route) ? withSlash(p) : p;
  const url = `${BASE}${pathname}${input.query ? `?${input.query}` : ""}`;
  return { req: new NextRequest(url, { method, headers, body: init }), params, url };
}

/** Calls the handler; throws with the request when the answer breaks the rules. */
async function check({ route, method, handler }: Pair, input: Input) {
  resetRateLimits();
  const { req, params, url } = requestFor(route, method, input);
  const res = await handler(req, { params: Promise.resolve(params) });
  const text = await res.text();
  const problem = violation(route, res.status, res.headers.get("content-type") ?? "", text);
  // A sign-out (ours or better-auth's) may have ended the session the next calls need.
  if (input.signedIn && method !== "GET") await restoreSession();
  if (problem)
    throw new Error(`${method} ${url} ${problem}\n${JSON.stringify(input).slice(0, 500)}`);
}

/** Generated input for one (route, method). */
function inputs({ route, method }: Pair): fc.Arbitrary<Input> {
  const dynamic = route.segments.filter((s) => s.kind !== "static");
  const generated = (s: Segment) =>
    s.kind === "dynamic"
      ? segment.map((v) => [v])
      : fc.array(segment, { minLength: 1, maxLength: 4 });
  const values = (s: Segment) =>
    isAuthRoute(route)
      ? fc.oneof(
          {
            weight: 4,
            arbitrary: fc.constantFrom(...endpointsFor(method).map((e) => e.segments)),
          },
          generated(s),
        )
      : generated(s);
  const raw = fc.record(
    Object.fromEntries(dynamic.map((s) => [s.name, values(s)])) as Record<
      string,
      fc.Arbitrary<string[]>
    >,
  );
  return fc.record({
    raw,
    query: query(QUERY_KEYS),
    body: body(BODY_FIELDS),
    signedIn: fc.boolean(),
    cookies: junkCookies,
    slash: fc.boolean(),
  });
}

it("finds the route handlers on disk", () => {
  expect(pairs.length).toBeGreaterThan(30);
  expect(pairs.map((p) => `${p.method} ${p.route.pattern}`)).toEqual(
    expect.arrayContaining(["GET /api/ads/cars/[id]", "POST /api/auth/[all]"]),
  );
});

it("refuses a 4xx of ours without a code from the closed list (the rule is not vacuous)", () => {
  const ours = routes.find((r) => !isAuthRoute(r))!;
  const type = "application/json";
  expect(violation(ours, 404, type, '{"error":"Not found"}')).toMatch(/code/);
  expect(violation(ours, 404, type, '{"error":"Not found","code":"gone"}')).toMatch(/code/);
  expect(violation(ours, 404, type, '{"error":"Not found","code":"not_found"}')).toBeNull();
});

it("answers a path segment that is not UTF-8 with a JSON 404 on files and ids", async () => {
  // As the server passes such a path on (server/http/request-url.mjs): the escapes as literal text.
  const files = pairs.filter(
    (p) =>
      p.method === "GET" &&
      p.route.segments.some((s) => s.kind !== "static") &&
      /^\/(media|images|sitemaps|api\/ads\/cars)\//.test(p.route.pattern),
  );
  expect(files.length).toBeGreaterThan(5);
  for (const { route, method, handler } of files) {
    const raw = Object.fromEntries(
      route.segments
        .filter((s) => s.kind !== "static")
        .map((s) => [s.name, ["%ED%A0%BD%ED%B8%80"]]),
    );
    const { req, params } = requestFor(route, method, {
      raw,
      query: "",
      body: { kind: "none" },
      signedIn: false,
      cookies: null,
      slash: false,
    });
    const res = await handler(req, { params: Promise.resolve(params) });
    expect([route.pattern, res.status, (await res.json()).error]).toEqual([
      route.pattern,
      404,
      expect.any(String),
    ]);
  }
});

describe.each(routes.map((r) => [r.pattern, r] as const))("%s", (_name, route) => {
  const own = () => pairs.filter((p) => p.route === route);

  it("answers a NUL or a broken escape in one place of valid input with a 4xx", async () => {
    for (const pair of own()) {
      for (const input of spoiled(route, pair.method, endpointsFor(pair.method)))
        await check(pair, input);
    }
  }, 60_000);

  it("keeps the rules for generated malformed input", async () => {
    for (const pair of own()) {
      await fc.assert(
        fc.asyncProperty(inputs(pair), (input) => check(pair, input)),
        { numRuns: RUNS },
      );
    }
  }, 60_000);
});
