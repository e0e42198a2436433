import { createSavedSearchSchema, isNoisy, NOISY_DAILY_NEW, trackedUri } from "./schemas";

const base = { name: "Škoda", uri: "/?make=%C5%A0koda" };

test("the frequency defaults to daily and the name is trimmed", () => {
  expect(createSavedSearchSchema.parse({ ...base, name: "  Škoda  " })).toMatchObject({
    name: "Škoda",
    notification_frequency: "daily",
    filters: {},
    catalog_filter: [],
  });
});

test.each([
  "https://evil.example/",
  "//evil.example/",
  "/\\evil.example",
  "javascript:alert(1)",
  "/?a=\n",
  `/${"x".repeat(2000)}`,
])("refuses the uri %j (not a path of this site)", (uri) => {
  expect(createSavedSearchSchema.safeParse({ ...base, uri }).success).toBe(false);
});

test.each(["/", "/en/?make=BMW", "/skoda/octavia?min_year=2015"])("accepts the uri %j", (uri) => {
  expect(createSavedSearchSchema.safeParse({ ...base, uri }).success).toBe(true);
});

test("only immediate and hourly alerts of a busy search are noisy", () => {
  const busy = NOISY_DAILY_NEW + 1;
  expect(isNoisy("immediate", busy)).toBe(true);
  expect(isNoisy("hourly", busy)).toBe(true);
  expect(isNoisy("daily", busy)).toBe(false);
  expect(isNoisy("hourly", NOISY_DAILY_NEW)).toBe(false);
});

test("the card's link is the uri plus tracking_id, keeping its query", () => {
  expect(trackedUri("/en/?make=BMW&min_year=2015", 7)).toBe(
    "/en/?make=BMW&min_year=2015&tracking_id=7",
  );
  expect(trackedUri("/", 7)).toBe("/?tracking_id=7");
});
