// Runs a command against a fresh, migrated database:
//   tsx scripts/with-database.ts [--seed] -- <command...>
// See scripts/db/provision.ts for where the database comes from. The command gets DATABASE_URL.
import { spawn } from "node:child_process";
import { provisionDatabase, testServerUrl } from "./db/provision";

const argv = process.argv.slice(2);
const split = argv.indexOf("--");
const flags = split === -1 ? [] : argv.slice(0, split);
const command = split === -1 ? argv : argv.slice(split + 1);
if (command.length === 0) {
  console.error("usage: tsx scripts/with-database.ts [--seed] -- <command...>");
  process.exit(2);
}

const database = await provisionDatabase();
console.log(`[with-database] fresh ${database.kind} database ready`);
// The command's own extra databases (tests that need an empty one) go where this one came from.
const env = { ...process.env, DATABASE_URL: database.url, TEST_DATABASE_URL: testServerUrl() ?? "pglite" };

function run(cmd: string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(cmd[0]!, cmd.slice(1), { stdio: "inherit", env, shell: false });
    const forward = (signal: NodeJS.Signals) => child.kill(signal);
    process.once("SIGINT", forward);
    process.once("SIGTERM", forward);
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

let code = 0;
try {
  if (flags.includes("--seed")) code = await run(["npx", "tsx", "prisma/seed.ts"]);
  if (code === 0) code = await run(command);
} finally {
  await database.drop();
}
process.exit(code);
