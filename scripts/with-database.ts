// Runs a command against a fresh, migrated database:
//   tsx scripts/with-database.ts [--seed] -- <command...>
// See scripts/db/provision.ts for where the database comes from. The command gets DATABASE_URL.
import { provisionDatabase, testServerUrl } from "./db/provision";
import { runCommand } from "./run-command";

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

let code = 0;
try {
  // The seed runs as the local shop's does (SHOP_LOCAL), so it includes the demo admin the e2e tests sign in with.
  if (flags.includes("--seed")) code = await runCommand("npx", ["tsx", "prisma/seed.ts"], { ...env, SHOP_LOCAL: "1" });
  if (code === 0) code = await runCommand(command[0]!, command.slice(1), env);
} finally {
  await database.drop();
}
process.exit(code);
