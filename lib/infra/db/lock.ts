// A pid lock file beside the PGlite data directory: PGlite takes no cross-process lock,
// and a second process opening the same directory corrupts it (ARCHITECTURE.md §9.2).
import fs from "node:fs";
import path from "node:path";

export class DataDirLockedError extends Error {
  constructor(
    readonly lockFile: string,
    readonly pid: number,
  ) {
    super(
      `Another Vozovna process (pid ${pid}) is already using this data directory (${path.dirname(lockFile)}).\n` +
        `Stop it first, or start this one with a different DATA_DIR (or DATABASE_URL for PostgreSQL).`,
    );
    this.name = "DataDirLockedError";
  }
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Returns the pid holding the lock, or null when free or stale. */
export function lockHolder(lockFile: string): number | null {
  try {
    const pid = Number(fs.readFileSync(lockFile, "utf8").trim());
    return Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid) ? pid : null;
  } catch {
    return null;
  }
}

/** Takes the lock for this process (idempotent) and releases it on exit. */
export function acquireLock(lockFile: string): () => void {
  fs.mkdirSync(path.dirname(lockFile), { recursive: true });
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = fs.openSync(lockFile, "wx");
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      const release = () => {
        try {
          if (fs.readFileSync(lockFile, "utf8").trim() === String(process.pid))
            fs.unlinkSync(lockFile);
        } catch {
          /* already gone */
        }
      };
      process.once("exit", release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const current = fs.readFileSync(lockFile, "utf8").trim();
      if (current === String(process.pid)) return () => {};
      const holder = lockHolder(lockFile);
      if (holder) throw new DataDirLockedError(lockFile, holder);
      fs.rmSync(lockFile, { force: true }); // stale: its process is gone
    }
  }
  throw new Error(`Could not take the lock ${lockFile}`);
}
