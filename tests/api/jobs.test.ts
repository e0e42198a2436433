/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { jobs } from "@/lib/db/schema";
import { resetEnvCache } from "@/lib/env";
import { backoffMs, claimJobs, enqueueJob } from "@/lib/jobs/queue";
import { drainJobs, registerJobHandler } from "@/lib/jobs/runner";
import { MAIL_JOB, queueMail, sendMailJob } from "@/lib/mail";
import { setupTestDb, teardownTestDb } from "../helpers/db";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vz-jobs-"));

beforeAll(async () => {
  process.env.DATA_DIR = dataDir;
  await setupTestDb();
  registerJobHandler(MAIL_JOB, sendMailJob);
  // Failures below are expected; the runner logs them.
  jest.spyOn(console, "error").mockImplementation(() => {});
  jest.spyOn(console, "info").mockImplementation(() => {});
});
afterAll(async () => {
  await teardownTestDb();
  delete process.env.DATA_DIR;
  resetEnvCache();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(() => getDb().delete(jobs));

const jobById = async (id: number) => (await getDb().select().from(jobs).where(eq(jobs.id, id)))[0];

describe("jobs table", () => {
  it("delivers a queued e-mail to the outbox as an .eml file", async () => {
    const id = await queueMail({
      to: "buyer@example.cz",
      subject: "Nové inzeráty: Škoda Octavia",
      text: "Dobrý den, máme 3 nové inzeráty.",
    });
    expect(await drainJobs()).toBe(1);
    expect((await jobById(id)).status).toBe("done");
    const files = fs.readdirSync(path.join(dataDir, "outbox")).filter((f) => f.endsWith(".eml"));
    expect(files).toHaveLength(1);
    const eml = fs.readFileSync(path.join(dataDir, "outbox", files[0]), "utf8");
    expect(eml).toContain("To: buyer@example.cz");
    expect(eml).toMatch(/Subject: =\?UTF-8\?/); // the Czech subject is encoded, not mangled
  });

  it("keeps a job written in a rolled-back transaction out of the queue", async () => {
    await expect(
      getDb().transaction(async (tx) => {
        await enqueueJob("test.noop", {}, { tx });
        throw new Error("the data write failed");
      }),
    ).rejects.toThrow("the data write failed");
    expect(await getDb().select().from(jobs)).toHaveLength(0);
  });

  it("retries a failing job later with backoff and gives up after the last attempt", async () => {
    let calls = 0;
    registerJobHandler("test.flaky", async () => {
      calls++;
      throw new Error("provider down");
    });
    const id = await enqueueJob("test.flaky", {}, { maxAttempts: 2 });
    await drainJobs();
    let job = await jobById(id);
    expect(job.status).toBe("pending");
    expect(job.lastError).toBe("provider down");
    expect(job.runAt.getTime()).toBeGreaterThan(Date.now() + backoffMs(1) - 5000);
    expect(await drainJobs()).toBe(0); // not due yet

    await getDb()
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.id, id));
    await drainJobs();
    job = await jobById(id);
    expect(job.status).toBe("failed");
    expect(job.attempts).toBe(2);
    expect(calls).toBe(2);
  });

  it("never hands the same job to two claimers", async () => {
    for (let i = 0; i < 6; i++) await enqueueJob("test.noop", { i });
    const [a, b] = await Promise.all([claimJobs("worker-a", 4), claimJobs("worker-b", 4)]);
    const ids = [...a, ...b].map((j) => j.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(6);
  });

  it("fails a job whose kind has no handler instead of losing it", async () => {
    const id = await enqueueJob("test.unknown", {}, { maxAttempts: 1 });
    await drainJobs();
    const job = await jobById(id);
    expect(job.status).toBe("failed");
    expect(job.lastError).toMatch(/No handler/);
  });
});
