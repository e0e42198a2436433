/** @jest-environment node */
import { setZodJitless } from "./zod-jitless";

describe("setZodJitless", () => {
  beforeEach(() => {
    delete globalThis.__zod_globalConfig;
    jest.resetModules();
  });

  it("is what zod reads when it loads afterwards (the browser's order: instrumentation first)", async () => {
    setZodJitless();
    const { z } = await import("zod");
    expect(z.config().jitless).toBe(true);
    expect(z.object({ a: z.number() }).parse({ a: 1 })).toEqual({ a: 1 });
  });

  it("is what zod reads when it was loaded before", async () => {
    const { z } = await import("zod");
    expect(z.config().jitless).toBeUndefined();
    setZodJitless();
    expect(z.config().jitless).toBe(true);
  });
});
