/** @jest-environment node */
import { desc } from "drizzle-orm";
import { POST } from "@/app/api/profile/user-consents/route";
import { getDb } from "@/lib/infra/db/client";
import { userConsents } from "@/lib/infra/db/schema";
import { consentLogFor, parseConsent, serializeConsent } from "@/lib/consent/schemas";
import { resetRateLimits } from "@/lib/infra/rate-limit";
import { get, params } from "../helpers/request";
import { setupTestDb, teardownTestDb } from "../helpers/db";

const id = "6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b";
const send = async (body: unknown) => {
  const res = await POST(
    get("/api/profile/user-consents/", {
      method: "POST",
      headers: { "content-type": "application/json", "user-agent": "jest-browser" },
      body: JSON.stringify(body),
    }),
    params({}),
  );
  return { status: res.status, body: await res.json() };
};
const rows = () => getDb().select().from(userConsents).orderBy(desc(userConsents.id));

beforeAll(async () => {
  await setupTestDb();
  resetRateLimits();
});
afterAll(teardownTestDb);

test("logs the first choice with its categories and the browser", async () => {
  const res = await send({
    consent_id: id,
    accept_type: "reject_all",
    accepted_categories: ["necessary"],
    rejected_categories: ["analytics"],
  });
  expect(res).toEqual({ status: 201, body: { success: true } });
  const [row] = await rows();
  expect(row).toMatchObject({
    consentId: id,
    acceptType: "reject_all",
    acceptedCategories: ["necessary"],
    rejectedCategories: ["analytics"],
    userAgent: "jest-browser",
  });
});

test("a later change is logged as a new entry under the same consent id", async () => {
  await send(consentLogFor({ id, analytics: true }, "custom"));
  const list = (await rows()).filter((r) => r.consentId === id);
  expect(list.map((r) => r.acceptType)).toEqual(["custom", "reject_all"]);
  expect(list[0].acceptedCategories).toEqual(["necessary", "analytics"]);
});

test("refuses malformed logs and stores nothing", async () => {
  const before = (await rows()).length;
  const bad = [
    {
      consent_id: "x",
      accept_type: "accept_all",
      accepted_categories: ["necessary"],
      rejected_categories: [],
    },
    {
      consent_id: id,
      accept_type: "whatever",
      accepted_categories: ["necessary"],
      rejected_categories: [],
    },
    {
      consent_id: id,
      accept_type: "custom",
      accepted_categories: ["analytics"],
      rejected_categories: ["necessary"],
    },
    {
      consent_id: id,
      accept_type: "custom",
      accepted_categories: ["necessary", "ads"],
      rejected_categories: [],
    },
    {
      consent_id: id,
      accept_type: "custom",
      accepted_categories: ["necessary", "analytics"],
      rejected_categories: ["analytics"],
    },
  ];
  for (const body of bad) expect((await send(body)).status).toBe(400);
  expect((await rows()).length).toBe(before);
});

test("the consent cookie round-trips and rejects tampered values", () => {
  expect(parseConsent(serializeConsent({ id, analytics: true }))).toEqual({ id, analytics: true });
  expect(parseConsent(serializeConsent({ id, analytics: false }))).toEqual({
    id,
    analytics: false,
  });
  expect(parseConsent("nonsense:analytics")).toBeNull();
  expect(parseConsent(undefined)).toBeNull();
});
