// Runs a command to its end with inherited output; the one helper the project's scripts share.
// Asynchronous on purpose: when a script hosts the embedded database, the child talks to it
// through this very process, which must keep serving while the child runs.
import { spawn } from "node:child_process";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");

/** Resolves with the exit code (1 when killed by a signal). SIGINT/SIGTERM are passed on to the child. */
export function runCommand(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: "inherit" });
    const forward = (signal: NodeJS.Signals) => child.kill(signal);
    process.once("SIGINT", forward);
    process.once("SIGTERM", forward);
    child.once("error", reject);
    child.once("exit", (code, signal) => {
      process.off("SIGINT", forward);
      process.off("SIGTERM", forward);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/** Like runCommand, but a non-zero exit is an error naming the command. */
export async function runCommandOrThrow(command: string, args: string[], env?: NodeJS.ProcessEnv): Promise<void> {
  const code = await runCommand(command, args, env);
  if (code !== 0) throw new Error(`${path.basename(command)} ${args.join(" ")} exited with ${code}`);
}
