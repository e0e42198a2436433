import { createLimiter } from "./limiter";

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("createLimiter", () => {
  it("runs at most `max` tasks at once, the others in order, and frees a slot on failure", async () => {
    const limiter = createLimiter(2);
    const started: number[] = [];
    const gates: Array<() => void> = [];
    const task = (n: number) => () =>
      new Promise<number>((resolve, reject) => {
        started.push(n);
        gates[n] = () => (n === 0 ? reject(new Error("boom")) : resolve(n));
      });
    const runs = [0, 1, 2, 3].map((n) => limiter.run(task(n)));
    await settle();
    expect(started).toEqual([0, 1]);
    expect([limiter.active, limiter.waiting]).toEqual([2, 2]);
    gates[0]();
    await expect(runs[0]).rejects.toThrow("boom");
    await settle();
    expect(started).toEqual([0, 1, 2]);
    gates[1]();
    gates[2]();
    await Promise.all(runs.slice(1, 3));
    await settle();
    expect(started).toEqual([0, 1, 2, 3]);
    gates[3]();
    expect(await runs[3]).toBe(3);
    expect([limiter.active, limiter.waiting]).toEqual([0, 0]);
  });
});
