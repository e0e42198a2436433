/** @jest-environment node */
// Rate limits key on the client's address as the server stamps it (the socket, TRUST_PROXY=0):
// a client that writes its own X-Forwarded-For gets the same bucket however it varies it, and two
// clients without any forwarding header get a bucket each.
import * as feedback from "@/app/api/profile/feedback/route";
import { setupTestDb, teardownTestDb } from "../helpers/db";
import { Client, PASSWORD, signedInClient, uniqueEmail } from "./auth.helpers";

beforeAll(() => setupTestDb());
afterAll(() => teardownTestDb());

let n = 0;
const forged = () => ({
  "x-forwarded-for": `198.51.100.${++n % 250}`,
  "x-real-ip": `203.0.113.${n % 250}`,
});

/** Sends `call` until the answer is 429; returns the number of answers before it (or null). */
async function attemptsUntilLimited(
  call: () => Promise<{ status: number; headers: Headers }>,
  max: number,
) {
  for (let i = 0; i < max; i++) {
    const res = await call();
    if (res.status === 429) return i;
  }
  return null;
}

test("a password spray with a new forged X-Forwarded-For each time is limited", async () => {
  const attacker = new Client("192.0.2.10");
  const accepted = await attemptsUntilLimited(
    () =>
      attacker.auth("/sign-in/email", {
        json: { email: uniqueEmail("victim"), password: "Password1!" },
        headers: forged(),
      }),
    40,
  );
  expect(accepted).not.toBeNull();
  expect(accepted).toBeLessThanOrEqual(10);
});

test("sign-ups with forged addresses are limited", async () => {
  const attacker = new Client("192.0.2.11");
  const accepted = await attemptsUntilLimited(
    () =>
      attacker.auth("/sign-up/email", {
        json: { email: uniqueEmail("spam"), password: PASSWORD, name: "x" },
        headers: forged(),
      }),
    15,
  );
  expect(accepted).not.toBeNull();
  expect(accepted).toBeLessThanOrEqual(10);
});

test("reset mails to one victim with forged addresses are limited", async () => {
  const { email } = await signedInClient();
  const attacker = new Client("192.0.2.12");
  const accepted = await attemptsUntilLimited(
    () =>
      attacker.auth("/request-password-reset", {
        json: { email, redirectTo: "/accounts/password/reset/confirm" },
        headers: forged(),
      }),
    10,
  );
  expect(accepted).not.toBeNull();
  expect(accepted).toBeLessThanOrEqual(5);
});

test("the contact form with forged addresses is limited", async () => {
  const attacker = new Client("192.0.2.13");
  const body = {
    name: "Jan",
    email: "jan@example.cz",
    subject: "Dotaz",
    message: "Dobrý den, mám dotaz k inzerátu.",
  };
  const accepted = await attemptsUntilLimited(
    () => attacker.call(feedback.POST, "/api/profile/feedback/", { json: body, headers: forged() }),
    10,
  );
  expect(accepted).toBe(5);
});

test("two clients without forwarding headers do not share a bucket", async () => {
  const first = new Client("192.0.2.20");
  const second = new Client("192.0.2.21");
  const signIn = (c: Client) =>
    c.auth("/sign-in/email", { json: { email: uniqueEmail("nobody"), password: "Password1!" } });
  expect(await attemptsUntilLimited(() => signIn(first), 40)).not.toBeNull();
  const other = await signIn(second);
  expect(other.status).not.toBe(429);
});
