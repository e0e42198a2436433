/** @jest-environment node */
import { OverloadGate } from "./overload-gate.mjs";

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test("admits up to the limit at once, queues the next ones and refuses beyond the queue", async () => {
  const gate = new OverloadGate({ maxInflight: 2, queueLimit: 1, waitMs: 5000 });
  expect(await gate.enter()).toBe(true);
  expect(await gate.enter()).toBe(true);
  const queued = gate.enter();
  expect(gate.waiting).toBe(1);
  expect(await gate.enter()).toBe(false); // the queue is full: refused at once
  gate.release();
  expect(await queued).toBe(true); // the freed slot went to the waiting request
  expect(gate.inflight).toBe(2);
  gate.release();
  gate.release();
  expect(gate.inflight).toBe(0);
});

test("with refuseAfterMs, a request beyond the queue is refused after that long, or when its client leaves", async () => {
  const gate = new OverloadGate({ maxInflight: 1, queueLimit: 0, waitMs: 50, refuseAfterMs: 50 });
  await gate.enter();
  let refused: boolean | undefined;
  void gate.enter().then((ok) => (refused = ok));
  await Promise.resolve();
  jest.advanceTimersByTime(49);
  await Promise.resolve();
  expect(refused).toBeUndefined();
  jest.advanceTimersByTime(1);
  await Promise.resolve();
  expect(refused).toBe(false);
  const left = new AbortController();
  const leaving = gate.enter(left.signal);
  left.abort();
  expect(await leaving).toBe(false);
  gate.release();
  expect(gate.inflight).toBe(0); // the refused requests hold no slot
});

test("a queued request is refused when no slot comes free in time", async () => {
  const gate = new OverloadGate({ maxInflight: 1, queueLimit: 5, waitMs: 5000 });
  await gate.enter();
  const queued = gate.enter();
  jest.advanceTimersByTime(4999);
  expect(gate.waiting).toBe(1);
  jest.advanceTimersByTime(1);
  expect(await queued).toBe(false);
  expect(gate.waiting).toBe(0);
  gate.release();
  expect(gate.inflight).toBe(0); // the timed-out request holds no slot
});

test("the queue is first come, first served, and a client that leaves gives up its place", async () => {
  const gate = new OverloadGate({ maxInflight: 1, queueLimit: 5, waitMs: 5000 });
  await gate.enter();
  const order: string[] = [];
  const left = new AbortController();
  const a = gate.enter().then((ok) => ok && order.push("a"));
  const b = gate.enter(left.signal).then((ok) => order.push(ok ? "b" : "b left"));
  const c = gate.enter().then((ok) => ok && order.push("c"));
  left.abort();
  await b;
  gate.release();
  await a;
  gate.release();
  await c;
  expect(order).toEqual(["b left", "a", "c"]);
});

test("no request waits while a slot is free", async () => {
  const gate = new OverloadGate({ maxInflight: 1, queueLimit: 0, waitMs: 5000 });
  expect(await gate.enter()).toBe(true);
  expect(await gate.enter()).toBe(false); // no queue at all: refused at once
  gate.release();
  expect(await gate.enter()).toBe(true);
});
