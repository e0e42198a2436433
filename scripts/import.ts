// npm run import -- --source bazos|facebook|other --file feed.jsonl [--full [--yes]] [--dry-run]
// Imports a JSON Lines feed (README "Importing ads").
import fs from "node:fs";
import cliProgress from "cli-progress";
import { closeDb, dbKind, getDb } from "@/lib/infra/db/client";
import { migrateDb } from "@/lib/infra/db/migrate";
import { demoFeedName } from "@/lib/demo/feed";
import { countFileLines, fileLines } from "@/lib/import/lines";
import { countActiveImported, runImport, type ImportReport } from "@/lib/import/run";
import { hasImportRun } from "@/lib/import/runs";
import { IMPORT_SOURCES, isImportSource } from "@/lib/import/sources";
import { syncRegistry } from "@/lib/registry/sync";
import { parseCommand, runCommand } from "./lib/cli";
import { ARCHIVE_WITHOUT_ASKING, confirmArchive, needsConfirmation } from "./lib/confirm-archive";

const USAGE = `Usage: npm run import -- --source ${IMPORT_SOURCES.join("|")} --file feed.jsonl [--full [--yes]] [--dry-run]

Imports a JSON Lines feed of ads (README "Importing ads").
  --source S   where the feed comes from: ${IMPORT_SOURCES.join(", ")}
  --file F     the feed, one JSON object per line
  --full       the feed lists every active ad of the source: the source's active ads it does not
               list are archived. When that is more than ${ARCHIVE_WITHOUT_ASKING * 100} % of them, the command shows
               the number first and asks (on a terminal) or stops (without one)
  --yes        archive them without asking
  --dry-run    read and compare only: report what would change, write nothing
  --help       this text
PGlite allows one process per data directory: stop the server first (or use PostgreSQL, DATABASE_URL).`;

interface Options {
  source: (typeof IMPORT_SOURCES)[number];
  file: string;
  full: boolean;
  yes: boolean;
  dryRun: boolean;
}

function options(): Options {
  const { values, fail } = parseCommand({
    usage: USAGE,
    options: {
      source: { type: "string" },
      file: { type: "string" },
      full: { type: "boolean", default: false },
      yes: { type: "boolean", default: false },
      "dry-run": { type: "boolean", default: false },
    },
  });
  const { source, file } = values;
  if (!source || !isImportSource(source))
    return fail(`--source must be one of ${IMPORT_SOURCES.join(", ")}.`);
  if (!file) return fail("--file is missing.");
  if (!fs.existsSync(file)) return fail(`No such file: ${file}`);
  return { source, file, full: values.full, yes: values.yes, dryRun: values["dry-run"] };
}

/** A live bar on a terminal; plain lines every 10 % otherwise (CI logs, pipes). */
function progress(label: string, total: number) {
  const bar = process.stdout.isTTY
    ? new cliProgress.SingleBar(
        { format: `${label} {bar} {percentage}% | {value}/{total} lines | {eta}s left` },
        cliProgress.Presets.shades_classic,
      )
    : null;
  bar?.start(total, 0);
  let lastTenth = 0;
  return {
    update(line: number) {
      if (bar) return bar.update(line);
      const tenth = Math.floor((line / Math.max(1, total)) * 10);
      if (tenth > lastTenth) {
        lastTenth = tenth;
        console.log(`${label}: ${tenth * 10} % (${line}/${total} lines)`);
      }
    },
    stop: () => bar?.stop(),
  };
}

function print(r: ImportReport, dryRun: boolean) {
  for (const { line, reason } of r.rejections.slice(0, 20))
    console.log(`  line ${line}: ${reason}`);
  if (r.rejected > 20) console.log(`  … and ${r.rejected - 20} more rejected lines`);
  for (const { url, reason } of r.photoErrors.slice(0, 10))
    console.log(`  photo ${url}: ${reason}`);
  const rate = r.lines / Math.max(0.001, r.durationMs / 1000);
  console.log(
    `${dryRun ? "Dry run (nothing written)" : `Run ${r.runId}`}: ${r.lines} lines in ${(r.durationMs / 1000).toFixed(1)} s (${rate.toFixed(rate < 10 ? 1 : 0)} lines/s): ` +
      `${r.new} new, ${r.updated} updated, ${r.unchanged} unchanged, ${r.archived} archived, ` +
      `${r.rejected} rejected, ${r.photoFailures} photo failures.`,
  );
}

/** Runs the import (or its dry run) over the file with a progress bar. */
async function importFile(opts: Options, label: string): Promise<ImportReport> {
  const bar = progress(label, await countFileLines(opts.file));
  try {
    return await runImport({
      source: opts.source,
      feed: opts.file,
      lines: fileLines(opts.file),
      full: opts.full,
      dryRun: opts.dryRun,
      onLine: bar.update,
    });
  } finally {
    bar.stop();
  }
}

/** A full feed's dry run first: archiving more than a small share of the source asks. */
async function fullFeedConfirmed(opts: Options): Promise<boolean> {
  const check = await importFile({ ...opts, dryRun: true }, "Checking");
  const plan = {
    source: opts.source,
    archived: check.archived,
    active: await countActiveImported(opts.source),
    demo: await hasImportRun(opts.source, demoFeedName(opts.source)),
  };
  return !needsConfirmation(plan) || confirmArchive(plan);
}

async function main() {
  const opts = options();
  await migrateDb();
  await syncRegistry(getDb());
  if (opts.full && !opts.yes && !opts.dryRun && !(await fullFeedConfirmed(opts))) {
    process.exitCode = 1;
    return;
  }
  console.log(
    `Importing ${opts.file} as ${opts.source}${opts.full ? " (full feed)" : ""}${opts.dryRun ? " (dry run)" : ""} into ${dbKind() === "pglite" ? "PGlite" : "PostgreSQL"}…`,
  );
  print(await importFile(opts, "Importing"), opts.dryRun);
}

runCommand(main, closeDb);
