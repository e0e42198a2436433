// Runs an operator command (scripts/*.ts) as `npm run` does, in a process of its own: tsx with
// the react-server condition, without jest's NODE_OPTIONS.
import { execFile, spawn } from "node:child_process";

export interface CommandResult {
  code: number;
  out: string;
  err: string;
}

export function runScript(
  script: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
  timeout = 120_000,
): Promise<CommandResult> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ["node_modules/tsx/dist/cli.mjs", "--conditions=react-server", script, ...args],
      { cwd: process.cwd(), env: { ...env, NODE_OPTIONS: "" }, timeout },
      (error, out, err) => resolve({ code: error ? Number(error.code ?? 1) : 0, out, err }),
    );
  });
}

/** A command that keeps running (npm run worker): its output so far, and a way to stop it. */
export function startScript(script: string, args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(
    process.execPath,
    ["node_modules/tsx/dist/cli.mjs", "--conditions=react-server", script, ...args],
    { cwd: process.cwd(), env: { ...env, NODE_OPTIONS: "" } },
  );
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  return {
    output: () => output,
    /** Resolves once the output matches; rejects with the output when the command exits first. */
    async waitFor(pattern: RegExp) {
      let done = false;
      void exited.then(() => (done = true));
      while (!pattern.test(output)) {
        if (done) throw new Error(`The command exited before ${pattern}:\n${output}`);
        await new Promise((r) => setTimeout(r, 200));
      }
    },
    stop() {
      child.kill("SIGTERM");
      return exited;
    },
  };
}
