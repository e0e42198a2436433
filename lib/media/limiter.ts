// A small per-process semaphore: at most `max` tasks run at once, the others wait in order.

export interface Limiter {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running now, and waiting for a slot (for tests and diagnostics). */
  readonly active: number;
  readonly waiting: number;
}

export function createLimiter(max: number): Limiter {
  let active = 0;
  const queue: Array<() => void> = [];
  return {
    async run(task) {
      if (active < max) active++;
      else await new Promise<void>((resolve) => queue.push(resolve));
      try {
        return await task();
      } finally {
        // the slot passes straight to the next waiter, so `active` never exceeds `max`
        const next = queue.shift();
        if (next) next();
        else active--;
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
  };
}
