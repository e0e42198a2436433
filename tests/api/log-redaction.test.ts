/** @jest-environment node */
// Database errors reach the log without the values of their query: no session token, no e-mail.
import { format } from "node:util";
import { getDb } from "@/lib/infra/db/client";
import { users } from "@/lib/infra/db/schema";
import { errorResponse } from "@/lib/infra/api/handler";
import { installLogRedaction } from "@/lib/infra/db/redact";
import { setupTestDb, teardownTestDb } from "../helpers/db";

beforeAll(() => setupTestDb());
afterAll(() => teardownTestDb());

const EMAIL = "jana.secret@example.test";
const TOKEN = "tok3nThatMustNeverBeLogged";

/** A real failed query whose parameters hold an e-mail and a token (a duplicate e-mail). */
async function failedQuery(): Promise<unknown> {
  const row = { id: "u1", name: TOKEN, email: EMAIL };
  await getDb().insert(users).values(row);
  return getDb()
    .insert(users)
    .values({ ...row, id: "u2" })
    .then(
      () => null,
      (err: unknown) => err,
    );
}

/** Everything `run` writes through console.error and console.warn, as printed. */
async function logged(run: () => unknown): Promise<string> {
  const lines: string[] = [];
  const spies = (["error", "warn"] as const).map((level) =>
    jest.spyOn(console, level).mockImplementation((...args) => void lines.push(format(...args))),
  );
  try {
    await run();
  } finally {
    spies.forEach((s) => s.mockRestore());
  }
  return lines.join("\n");
}

test("an API answer to a failed query logs the query but not its values", async () => {
  const err = await failedQuery();
  expect(err).toBeInstanceOf(Error);
  expect(format(err)).toContain(EMAIL); // what the driver hands us
  const log = await logged(() => expect(errorResponse(err).status).toBe(500));
  expect(log).toContain('insert into "users"');
  expect(log).not.toContain(EMAIL);
  expect(log).not.toContain(TOKEN);
});

test("with the server's log redaction, any console line shows such an error without its values", async () => {
  const err = await failedQuery().catch((e: unknown) => e);
  const spied: string[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => void spied.push(format(...args));
  try {
    installLogRedaction();
    console.error("[somewhere] failed:", err);
    console.error(`[somewhere] failed: ${(err as Error).message}`);
  } finally {
    console.error = original;
  }
  expect(spied.join("\n")).toContain("Failed query");
  expect(spied.join("\n")).not.toContain(EMAIL);
  expect(spied.join("\n")).not.toContain(TOKEN);
});
