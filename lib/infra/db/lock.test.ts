/** @jest-environment node */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { acquireLock, DataDirLockedError, lockHolder } from "./lock";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vz-lock-"));
const lockFile = path.join(dir, "pglite.lock");
afterEach(() => fs.rmSync(lockFile, { force: true }));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("data directory lock", () => {
  it("refuses a second process while the first is alive", async () => {
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 20000)"]);
    try {
      fs.writeFileSync(lockFile, String(other.pid));
      expect(lockHolder(lockFile)).toBe(other.pid);
      expect(() => acquireLock(lockFile)).toThrow(DataDirLockedError);
      expect(() => acquireLock(lockFile)).toThrow(/Another Vozovna process/);
    } finally {
      other.kill();
    }
  });

  it("takes over a stale lock whose process is gone and releases it", async () => {
    const dead = spawn(process.execPath, ["-e", "0"]);
    await new Promise((r) => dead.on("exit", r));
    fs.writeFileSync(lockFile, String(dead.pid));
    const release = acquireLock(lockFile);
    expect(fs.readFileSync(lockFile, "utf8")).toBe(String(process.pid));
    release();
    expect(fs.existsSync(lockFile)).toBe(false);
  });
});
