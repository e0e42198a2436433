import path from "node:path";
import { test as base } from "@playwright/test";
import { serverDataDir, serverUrl } from "./servers";

export * from "@playwright/test";

/** Playwright's `test`, against the server of the worker it runs in (servers.ts). */
export const test = base.extend({
  // `provide` is Playwright's fixture callback (its docs call it `use`, which reads as a React hook)
  baseURL: async ({}, provide, info) => provide(serverUrl(info.parallelIndex)),
});

/** A file of the current test's server's DATA_DIR (its outbox, its auth secret). */
export const serverFile = (...parts: string[]) =>
  path.join(serverDataDir(test.info().parallelIndex), ...parts);
