// The operator commands' one argument parser (npm run import, seed, admin, cars, worker…):
// `--help` prints the command's usage and exits 0 before anything opens a database or a data
// directory; an unknown option or a missing argument prints what is wrong and the usage, exit 1.
import { parseArgs, type ParseArgsConfig } from "node:util";

type Options = NonNullable<ParseArgsConfig["options"]>;

export interface CommandSpec<O extends Options> {
  /** First line `Usage: npm run <name> -- …`, then what the command does and its options. */
  usage: string;
  options?: O;
  /** Takes positional arguments (npm run admin -- grant <email>). */
  positionals?: boolean;
}

export function wantsHelp(args: string[]) {
  const own = args.includes("--") ? args.slice(0, args.indexOf("--")) : args;
  return own.includes("--help") || own.includes("-h");
}

/** Prints what is wrong with the command line and the usage, then exits 1 (as on any error). */
function refuse(usage: string, message: string): never {
  console.error(`${message}\n\n${usage}`);
  process.exit(1);
}

/**
 * Parses the command line (process.argv by default) against the command's options; `--help`
 * and `-h` print the usage and exit 0. `fail` refuses a line the options alone cannot judge.
 */
export function parseCommand<O extends Options>(
  spec: CommandSpec<O>,
  args = process.argv.slice(2),
) {
  if (wantsHelp(args)) {
    console.log(spec.usage);
    process.exit(0);
  }
  const fail = (message: string) => refuse(spec.usage, message);
  try {
    const parsed = parseArgs({
      args,
      options: (spec.options ?? {}) as O,
      allowPositionals: spec.positionals ?? false,
      strict: true,
    });
    return { ...parsed, fail };
  } catch (err) {
    // Node's own message, without its advice on positionals starting with "-"
    return fail((err as Error).message.replace(/\. To specify a positional.*$/s, "."));
  }
}

/**
 * Runs a command's main: an error prints its message alone (no stack) and exits 1 after `close`
 * (the database, when the command opened one). A command that keeps running (worker, cluster)
 * just returns from main.
 */
export function runCommand(main: () => Promise<unknown>, close?: () => Promise<unknown>) {
  main()
    .then(() => close?.())
    .catch(async (err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      await close?.().catch(() => {});
      process.exit(1);
    });
}
