// Overload protection of the production server (server/index.mjs): at most `maxInflight`
// requests are with Next at once; up to `queueLimit` more wait for a slot, each at most `waitMs`;
// the rest are refused at once (the server answers 503 with Retry-After), so a burst is answered
// fast instead of every request waiting its turn for many seconds. Plain JavaScript (types in
// overload-gate.d.mts).

export class OverloadGate {
  /**
   * @param {{ maxInflight: number, queueLimit: number, waitMs: number, refuseAfterMs?: number }} options
   *   `refuseAfterMs`: a request refused for a full queue is told so only after this long (the
   *   front, whose 503 costs next to nothing: clients that retry at once would otherwise spin on
   *   it, and take the workers' cores)
   */
  constructor({ maxInflight, queueLimit, waitMs, refuseAfterMs = 0 }) {
    this.maxInflight = maxInflight;
    this.queueLimit = queueLimit;
    this.waitMs = waitMs;
    this.refuseAfterMs = refuseAfterMs;
    this.inflight = 0;
    /** @type {{ resolve: (ok: boolean) => void, timer: ReturnType<typeof setTimeout> }[]} */
    this.queue = [];
  }

  get waiting() {
    return this.queue.length;
  }

  /**
   * Resolves true with a slot taken (call release() once done), or false when refused: the queue
   * was full, or no slot came free in time, or `signal` aborted the wait (the client left).
   * @param {AbortSignal=} signal
   * @returns {Promise<boolean>}
   */
  enter(signal) {
    if (this.inflight < this.maxInflight && this.queue.length === 0) {
      this.inflight++;
      return Promise.resolve(true);
    }
    if (this.queue.length >= this.queueLimit) {
      if (this.refuseAfterMs === 0) return Promise.resolve(false);
      return new Promise((resolve) => {
        const timer = setTimeout(() => resolve(false), this.refuseAfterMs);
        signal?.addEventListener("abort", () => (clearTimeout(timer), resolve(false)), {
          once: true,
        });
      });
    }
    return new Promise((resolve) => {
      const waiter = {
        resolve: (/** @type {boolean} */ ok) => {
          clearTimeout(waiter.timer);
          signal?.removeEventListener("abort", leave);
          resolve(ok);
        },
        timer: setTimeout(() => leave(), this.waitMs),
      };
      const leave = () => {
        const i = this.queue.indexOf(waiter);
        if (i !== -1) this.queue.splice(i, 1);
        waiter.resolve(false);
      };
      signal?.addEventListener("abort", leave, { once: true });
      this.queue.push(waiter);
    });
  }

  /** Gives a slot back: the longest waiting request takes it. */
  release() {
    const next = this.queue.shift();
    if (next) next.resolve(true);
    else this.inflight--;
  }
}
