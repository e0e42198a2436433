// Each tick of a periodic task runs in one process: the tick (task name and scheduled time) is
// claimed with an insert that only one process can make.
import { and, eq, lt, sql } from "drizzle-orm";
import { getDb } from "@/lib/infra/db/client";
import { periodicRuns } from "@/lib/infra/db/schema";

/** How long the claims of past ticks are kept. */
const KEEP_MS = 30 * 24 * 3600_000;

interface Tick {
  name: string;
  /** the tick's scheduled time */
  slot: Date;
}

/** True for the one caller that claims the tick; it also clears the task's claims of old ticks. */
export async function claimTick({ name, slot }: Tick): Promise<boolean> {
  const claimed = await getDb()
    .insert(periodicRuns)
    .values({ name, slot })
    .onConflictDoNothing()
    .returning({ name: periodicRuns.name });
  if (claimed.length === 0) return false;
  await getDb()
    .delete(periodicRuns)
    .where(
      and(eq(periodicRuns.name, name), lt(periodicRuns.slot, new Date(slot.getTime() - KEEP_MS))),
    );
  return true;
}

export async function finishTick({ name, slot }: Tick) {
  await getDb()
    .update(periodicRuns)
    .set({ finishedAt: sql`now()` })
    .where(and(eq(periodicRuns.name, name), eq(periodicRuns.slot, slot)));
}
