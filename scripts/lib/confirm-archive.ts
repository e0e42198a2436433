// A full feed that would archive more than a small share of its source's active ads asks first
// (README "Importing ads"): a five-line test feed imported with --full into the demo database
// archived its 684 imported bazos ads without a word.
import readline from "node:readline/promises";

/** The share of a source's active ads a full feed may archive without asking. */
export const ARCHIVE_WITHOUT_ASKING = 0.1;

export interface ArchivePlan {
  source: string;
  /** The source's active ads the feed does not list. */
  archived: number;
  /** The source's active imported ads. */
  active: number;
  /** The demo seed imported ads of this source (npm start's demo data). */
  demo: boolean;
}

export const needsConfirmation = ({ archived, active }: ArchivePlan) =>
  archived > active * ARCHIVE_WITHOUT_ASKING;

function describe(plan: ArchivePlan) {
  const share = Math.round((plan.archived / Math.max(1, plan.active)) * 100);
  return (
    `This full feed would archive ${plan.archived} of the ${plan.active} active ${plan.source} ads (${share} %): those it does not list.` +
    (plan.demo ? ` Among them are the demo data's imported ${plan.source} ads.` : "")
  );
}

/**
 * Asks on a terminal whether to archive; without one (CI, a pipe, cron) refuses with what to pass.
 * Resolves true when the import may go on.
 */
export async function confirmArchive(plan: ArchivePlan): Promise<boolean> {
  if (!process.stdin.isTTY) {
    console.error(
      `${describe(plan)}\nNothing was imported. Pass --yes to import it and archive them, or leave out --full.`,
    );
    return false;
  }
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
  const answer = await rl.question(`${describe(plan)}\nArchive them? [y/N] `);
  rl.close();
  const yes = /^y(es)?$/i.test(answer.trim());
  if (!yes) console.error("Nothing was imported.");
  return yes;
}
