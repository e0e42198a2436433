/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { Client } from "pg";
import { getDb } from "@/lib/infra/db/client";
import { jobs, periodicRuns } from "@/lib/infra/db/schema";
import { resetEnvCache } from "@/lib/infra/env";
import {
  releaseStaleJobs,
  startWorker,
  WORKER_LOCK_NAMESPACE,
  workerId,
} from "@/lib/infra/jobs/liveness";
import { backoffMs, claimJobs, enqueueJob } from "@/lib/infra/jobs/queue";
import { drainJobs, registerJobHandler } from "@/lib/infra/jobs/runner";
import { runScheduledTick } from "@/lib/infra/jobs/scheduler";
import { MAIL_JOB, queueMail, sendMailJob } from "@/lib/infra/mail";
import { setupTestDb, teardownTestDb } from "../helpers/db";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vz-jobs-"));
let counted = 0;

beforeAll(async () => {
  process.env.DATA_DIR = dataDir;
  await setupTestDb();
  registerJobHandler(MAIL_JOB, sendMailJob);
  registerJobHandler("test.count", async () => {
    counted++;
  });
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

// Another worker's session holds its lock only on PostgreSQL; PGlite admits one process.
const onPostgres = process.env.TEST_DATABASE_URL ? it : it.skip;

const runningJob = async (lockedBy: string, lockedAt: Date) => {
  const [row] = await getDb()
    .insert(jobs)
    .values({ kind: "test.count", status: "running", attempts: 1, lockedBy, lockedAt })
    .returning({ id: jobs.id });
  return row.id;
};
const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000);

// First in the file: on PGlite the process's first drain is the one that hands such jobs out.
describe("a job left running", () => {
  it("is run at once by the next drain when its worker died", async () => {
    const id = await runningJob("gone-host:4242", new Date());
    counted = 0;
    expect(await drainJobs()).toBe(1);
    expect((await jobById(id)).status).toBe("done");
    expect(counted).toBe(1);
  });

  it("stays with its live worker however long it runs", async () => {
    await startWorker();
    const id = await runningJob(workerId(), hoursAgo(3));
    expect(await drainJobs()).toBe(0);
    expect((await jobById(id)).status).toBe("running");
  });

  onPostgres("goes back to pending when its worker's session ends, not before", async () => {
    const other = new Client({ connectionString: process.env.DATABASE_URL });
    await other.connect();
    await other.query("SELECT pg_advisory_lock($1, hashtext($2))", [
      WORKER_LOCK_NAMESPACE,
      "other-host:777",
    ]);
    const live = await runningJob("other-host:777", hoursAgo(3));
    const dead = await runningJob("gone-host:4242", new Date());
    await releaseStaleJobs();
    expect((await jobById(dead)).status).toBe("pending");
    expect((await jobById(live)).status).toBe("running");

    await other.end(); // the other worker's process dies
    for (let i = 0; i < 50 && (await jobById(live)).status === "running"; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20)); // the server ends its session
      await releaseStaleJobs();
    }
    expect((await jobById(live)).status).toBe("pending");
  });

  it("whose outcome the database refused is finished later, not run again", async () => {
    let sent = 0;
    registerJobHandler("test.sent", async () => {
      sent++;
      await getDb().execute(
        sql`ALTER TABLE jobs ADD CONSTRAINT jobs_test_not_done CHECK (status <> 'done') NOT VALID`,
      );
    });
    const id = await enqueueJob("test.sent", {});
    await drainJobs();
    const { status } = await jobById(id);
    await getDb().execute(sql`ALTER TABLE jobs DROP CONSTRAINT jobs_test_not_done`);
    expect(status).toBe("running");
    await drainJobs();
    expect((await jobById(id)).status).toBe("done");
    expect(sent).toBe(1);
  });
});

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

describe("periodic tasks", () => {
  const slot = new Date("2030-01-07T06:00:00Z");
  const countingTask = (name: string) => {
    const task = { name, runs: 0, run: async () => void task.runs++ };
    return task;
  };

  it("run a tick once when a second process reaches it after the first finished", async () => {
    const task = countingTask("test.one-after-another");
    await runScheduledTick(task, slot);
    await runScheduledTick(task, slot);
    expect(task.runs).toBe(1);
    await runScheduledTick(task, new Date(slot.getTime() + 60_000));
    expect(task.runs).toBe(2);
  });

  it("run a tick once when two processes reach it together", async () => {
    const task = countingTask("test.together");
    await Promise.all([runScheduledTick(task, slot), runScheduledTick(task, slot)]);
    expect(task.runs).toBe(1);
  });

  it("forget the ticks of more than 30 days before", async () => {
    const task = countingTask("test.old-ticks");
    const day = 24 * 3600_000;
    await runScheduledTick(task, new Date(slot.getTime() - 31 * day));
    await runScheduledTick(task, new Date(slot.getTime() - 29 * day));
    await runScheduledTick(task, slot);
    const kept = await getDb()
      .select({ slot: periodicRuns.slot, finishedAt: periodicRuns.finishedAt })
      .from(periodicRuns)
      .where(eq(periodicRuns.name, task.name));
    expect(kept.map((r) => r.slot.getTime()).sort()).toEqual([
      slot.getTime() - 29 * day,
      slot.getTime(),
    ]);
    expect(kept.every((r) => r.finishedAt)).toBe(true);
  });
});
