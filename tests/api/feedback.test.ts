/** @jest-environment node */
import { desc, eq } from "drizzle-orm";
import { POST } from "@/app/api/profile/feedback/route";
import { getDb } from "@/lib/infra/db/client";
import { feedback, jobs } from "@/lib/infra/db/schema";
import { MAIL_JOB } from "@/lib/infra/mail";
import { resetRateLimits } from "@/lib/infra/rate-limit";
import { get, params } from "../helpers/request";
import { setupTestDb, teardownTestDb } from "../helpers/db";

let ipCounter = 0;
const send = async (body: unknown, ip = `10.0.0.${++ipCounter}`) => {
  const res = await POST(
    get("/api/profile/feedback/", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": ip },
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
    params({}),
  );
  return { status: res.status, body: await res.json() };
};
const valid = {
  name: "Jana Nováková",
  email: "jana@example.cz",
  message: "Dobrý den, mám dotaz k inzerátu.",
};
const counts = async () => ({
  feedback: (await getDb().select().from(feedback)).length,
  mails: (await getDb().select().from(jobs).where(eq(jobs.kind, MAIL_JOB))).length,
});

beforeAll(async () => {
  await setupTestDb();
  resetRateLimits();
});
afterAll(teardownTestDb);

test("stores the message and queues one e-mail to the inbox with the sender as reply-to", async () => {
  const res = await send(valid);
  expect(res).toEqual({ status: 200, body: { success: true } });
  const [row] = await getDb().select().from(feedback).orderBy(desc(feedback.id)).limit(1);
  expect(row).toMatchObject({ name: valid.name, email: valid.email, message: valid.message });
  const [job] = await getDb()
    .select()
    .from(jobs)
    .where(eq(jobs.kind, MAIL_JOB))
    .orderBy(desc(jobs.id))
    .limit(1);
  expect(job.payload).toMatchObject({ to: "podpora@vozovna.local", replyTo: valid.email });
  expect((job.payload as { text: string }).text).toContain(valid.message);
  expect((job.payload as { subject: string }).subject).toContain(valid.name);
});

test("trims the fields before storing them", async () => {
  await send({ name: "  Petr  ", email: " petr@example.cz ", message: " Ahoj " });
  const [row] = await getDb().select().from(feedback).orderBy(desc(feedback.id)).limit(1);
  expect(row).toMatchObject({ name: "Petr", email: "petr@example.cz", message: "Ahoj" });
});

test("requires name, email and message and validates the e-mail, storing nothing", async () => {
  const before = await counts();
  expect(await send({})).toEqual({
    status: 400,
    body: {
      error: "Invalid input",
      code: "bad_request",
      fields: { name: "required", email: "required", message: "required" },
    },
  });
  const blank = await send({ name: " ", email: "", message: "  " });
  expect(blank.body.fields).toEqual({ name: "required", email: "required", message: "required" });
  const bad = await send({ ...valid, email: "jana@" });
  expect(bad).toMatchObject({ status: 400, body: { fields: { email: "invalidEmail" } } });
  expect((await send("not json")).status).toBe(400);
  // A cross-site HTML form can only send form or text bodies.
  const form = await POST(
    get("/api/profile/feedback/", {
      method: "POST",
      headers: { "content-type": "text/plain", "x-forwarded-for": "10.1.1.1" },
      body: JSON.stringify(valid),
    }),
    params({}),
  );
  expect(form.status).toBe(400);
  expect(await counts()).toEqual(before);
});

test("refuses CR or LF in the name or the e-mail (header injection)", async () => {
  const before = await counts();
  const name = await send({ ...valid, name: "Jana\r\nBcc: victim@example.com" });
  expect(name).toMatchObject({ status: 400, body: { fields: { name: "lineBreaks" } } });
  const email = await send({ ...valid, email: "jana@example.cz\nBcc: victim@example.com" });
  expect(email).toMatchObject({ status: 400, body: { fields: { email: "lineBreaks" } } });
  const trailing = await send({ ...valid, email: "jana@example.cz\r\n" });
  expect(trailing.status).toBe(400);
  // A line break inside the message body is ordinary text.
  expect((await send({ ...valid, message: "Řádek 1\nŘádek 2" })).status).toBe(200);
  expect((await counts()).feedback).toBe(before.feedback + 1);
});

test("a filled honeypot answers like success but stores and sends nothing", async () => {
  const before = await counts();
  expect(await send({ ...valid, website: "https://spam.example" })).toEqual({
    status: 200,
    body: { success: true },
  });
  expect(await counts()).toEqual(before);
});

test("limits each address to 5 messages per 10 minutes, then answers 429", async () => {
  const ip = "192.0.2.77";
  for (let i = 0; i < 5; i++) expect((await send(valid, ip)).status).toBe(200);
  const before = await counts();
  const limited = await send(valid, ip);
  expect(limited.status).toBe(429);
  expect(limited.body.retry_after_seconds).toBeGreaterThan(0);
  expect(await counts()).toEqual(before);
  // Another address is not affected.
  expect((await send(valid, "192.0.2.78")).status).toBe(200);
});

test("a forged first x-forwarded-for hop does not dodge the limit", async () => {
  const proxyHop = "203.0.113.9";
  for (let i = 0; i < 5; i++)
    expect((await send(valid, `10.9.9.${i}, ${proxyHop}`)).status).toBe(200);
  expect((await send(valid, `10.9.9.99, ${proxyHop}`)).status).toBe(429);
});
