// The front's render workers (server/index.mjs): forked processes that run Next (worker.mjs), each
// on a unix socket in a private directory. The front sends each request it cannot answer itself
// to the ready worker with the fewest requests under way, applies the invalidations the workers
// send (channel.mjs: before it passes on the answer they belong to), and forks a worker again
// when one dies. ARCHITECTURE.md §7 "Render workers". Plain JavaScript (types in pool.d.mts).
import { fork } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { proxyRequest } from "../http/proxy.mjs";
import { overloaded } from "../page-cache/serve.mjs";
import { INVALIDATIONS_HEADER, REQUEST_ID_HEADER } from "./channel.mjs";

/** The workers' niceness, added to the front's (the kernel gives each step ~1.25 times less CPU). */
const WORKER_NICENESS = 10;
/** How long after a worker's death it is forked again (a worker that cannot start is not spun). */
const REFORK_MS = 1000;

/**
 * @typedef {{
 *   index: number,
 *   socketPath: string,
 *   agent: http.Agent,
 *   child: import("node:child_process").ChildProcess | null,
 *   ready: boolean,
 *   inflight: number,
 *   applied: number,
 *   heads: { count: number, resolve: () => void }[],
 *   ends: Map<string, () => void>,
 * }} Worker
 */

export class RenderPool {
  /**
   * @param {{
   *   size: number,
   *   script: string,
   *   cache: import("../page-cache/page-cache.mjs").PageCache | null,
   *   env?: NodeJS.ProcessEnv,
   * }} options `script`: the worker's module (worker.mjs; a test's stand-in)
   */
  constructor({ size, script, cache, env = process.env }) {
    this.script = script;
    this.cache = cache;
    this.env = env;
    this.closed = false;
    this.lastId = 0;
    // 0700: only this user may connect to the workers, which trust the front's stamped headers
    this.dir = fs.mkdtempSync(path.join(os.tmpdir(), "vozovna-workers-"));
    // however the front ends (but SIGKILL), its sockets' directory goes with it
    process.once("exit", () => fs.rmSync(this.dir, { recursive: true, force: true }));
    /** @type {Worker[]} */
    this.workers = Array.from({ length: size }, (_, index) => ({
      index,
      socketPath: path.join(this.dir, `${index}.sock`),
      agent: new http.Agent({ keepAlive: true }),
      child: null,
      ready: false,
      inflight: 0,
      applied: 0,
      heads: [],
      ends: new Map(),
    }));
    for (const w of this.workers) this.start(w);
  }

  /** Resolves once every worker is ready (tests, the bench; the front serves before). */
  whenReady() {
    return new Promise((resolve) => {
      const check = () =>
        this.workers.every((w) => w.ready) ? resolve(undefined) : setTimeout(check, 50);
      check();
    });
  }

  /** @private @param {Worker} w */
  start(w) {
    fs.rmSync(w.socketPath, { force: true });
    /** @type {NodeJS.ProcessEnv} */
    const env = {
      ...this.env,
      VOZOVNA_WORKER_SOCKET: w.socketPath,
      VOZOVNA_PAGE_CACHE: this.cache ? "1" : "0",
    };
    // scheduled jobs and the job runner in one worker: the others only render
    if (w.index > 0) env.RUN_JOBS_IN_WEB = "false";
    const child = fork(this.script, [], { env, stdio: "inherit" });
    // Below the front: when the cores are all busy rendering, the front still answers hits and
    // files at once (a render waits a little more instead).
    if (child.pid) os.setPriority(child.pid, WORKER_NICENESS);
    w.child = child;
    w.applied = 0;
    child.on("message", (/** @type {import("./channel.mjs").WorkerMessage} */ m) =>
      this.received(w, m),
    );
    child.once("exit", (code, signal) => {
      w.child = null;
      w.ready = false;
      // its answers under way are cut off: nothing more comes for them
      for (const head of w.heads) head.resolve();
      w.heads = [];
      for (const end of w.ends.values()) end();
      w.ends.clear();
      // an invalidation of a write it committed may have died with it
      this.cache?.clear();
      if (this.closed) return;
      console.error(
        `[server] render worker ${w.index} ended (${signal ?? `code ${code}`}); starting it again`,
      );
      setTimeout(() => !this.closed && this.start(w), REFORK_MS).unref();
    });
  }

  /** @private @param {Worker} w @param {import("./channel.mjs").WorkerMessage} m */
  received(w, m) {
    switch (m.t) {
      case "ready":
        w.ready = true;
        return;
      case "invalidate":
      case "clear":
        if (m.t === "clear") this.cache?.clear();
        else this.cache?.invalidate(m.tags);
        w.applied++;
        w.heads = w.heads.filter((head) => {
          if (head.count > w.applied) return true;
          head.resolve();
          return false;
        });
        return;
      case "done":
        w.ends.get(m.id)?.();
        w.ends.delete(m.id);
        return;
    }
  }

  /** The ready worker with the fewest requests under way, or null while none is ready. */
  pick() {
    /** @type {Worker | null} */
    let best = null;
    for (const w of this.workers) if (w.ready && (!best || w.inflight < best.inflight)) best = w;
    return best;
  }

  /**
   * Answers the request through a worker; 503 with Retry-After while none is ready or when the
   * worker fails before answering (it died).
   * @param {http.IncomingMessage} req
   * @param {http.ServerResponse} res
   */
  handle = async (req, res) => {
    const w = this.pick();
    if (!w) return overloaded(req, res);
    const id = String(++this.lastId);
    /** @type {Promise<void>} */
    const ended = new Promise((resolve) => w.ends.set(id, () => resolve()));
    w.inflight++;
    try {
      const answered = await proxyRequest(req, res, {
        socketPath: w.socketPath,
        agent: w.agent,
        headers: { [REQUEST_ID_HEADER]: id },
        dropHeaders: [INVALIDATIONS_HEADER],
        head: (answer) => {
          const count = Number(answer.headers[INVALIDATIONS_HEADER] ?? 0);
          if (count <= w.applied || !w.child) return;
          return new Promise((resolve) => w.heads.push({ count, resolve }));
        },
        end: () => ended,
      });
      if (!answered) overloaded(req, res);
    } finally {
      w.inflight--;
      w.ends.delete(id);
    }
  };

  /** Stops the workers (SIGTERM) and resolves once they have ended. */
  close() {
    this.closed = true;
    const ending = this.workers.map(
      (w) =>
        new Promise((resolve) => {
          if (!w.child || w.child.exitCode !== null) return resolve(undefined);
          w.child.once("exit", resolve);
          w.child.kill("SIGTERM");
        }),
    );
    return Promise.all(ending).finally(() => {
      for (const w of this.workers) w.agent.destroy();
      fs.rmSync(this.dir, { recursive: true, force: true });
    });
  }
}
