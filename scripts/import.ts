// npm run import -- --source bazos|facebook|other --file feed.jsonl [--full] [--dry-run]
// Imports a JSON Lines feed (README "Importing ads"). PGlite allows one process per data
// directory: stop the server first (or use PostgreSQL, DATABASE_URL).
import fs from "node:fs";
import { parseArgs } from "node:util";
import cliProgress from "cli-progress";
import { closeDb, dbKind, getDb } from "@/lib/db/client";
import { ensurePostgresDatabase, migrateDb } from "@/lib/db/migrate";
import { getEnv } from "@/lib/env";
import { countFileLines, fileLines } from "@/lib/import/lines";
import { runImport, type ImportReport } from "@/lib/import/run";
import { IMPORT_SOURCES, isImportSource } from "@/lib/import/sources";
import { syncRegistry } from "@/lib/registry/sync";

const USAGE = `Usage: npm run import -- --source ${IMPORT_SOURCES.join("|")} --file feed.jsonl [--full] [--dry-run]`;

function options() {
  const { values } = parseArgs({
    options: {
      source: { type: "string" },
      file: { type: "string" },
      full: { type: "boolean", default: false },
      "dry-run": { type: "boolean", default: false },
    },
  });
  const { source, file } = values;
  if (!source || !isImportSource(source) || !file) throw new Error(USAGE);
  if (!fs.existsSync(file)) throw new Error(`No such file: ${file}`);
  return { source, file, full: values.full, dryRun: values["dry-run"] };
}

/** A live bar on a terminal; plain lines every 10 % otherwise (CI logs, pipes). */
function progress(total: number) {
  const bar = process.stdout.isTTY
    ? new cliProgress.SingleBar(
        { format: "Importing {bar} {percentage}% | {value}/{total} lines | {eta}s left" },
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
        console.log(`Importing: ${tenth * 10} % (${line}/${total} lines)`);
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

async function main() {
  const opts = options();
  const { DATABASE_URL } = getEnv();
  if (DATABASE_URL) await ensurePostgresDatabase(DATABASE_URL);
  await migrateDb();
  await syncRegistry(getDb());
  console.log(
    `Importing ${opts.file} as ${opts.source}${opts.full ? " (full feed)" : ""}${opts.dryRun ? " (dry run)" : ""} into ${dbKind() === "pglite" ? "PGlite" : "PostgreSQL"}…`,
  );
  const bar = progress(await countFileLines(opts.file));
  try {
    const report = await runImport({
      source: opts.source,
      feed: opts.file,
      lines: fileLines(opts.file),
      full: opts.full,
      dryRun: opts.dryRun,
      onLine: bar.update,
    });
    bar.stop();
    print(report, opts.dryRun);
  } finally {
    bar.stop();
  }
}

main()
  .catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  })
  .finally(() => closeDb());
