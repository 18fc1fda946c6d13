// `npm test`: the whole suite, with independent work side by side (two cores are enough to gain):
//   1. lint ‖ typecheck ‖ unit
//   2. integration (its own fresh database) ‖ the e2e database (fresh, seeded) and the e2e production build
//   3. e2e against that build (playwright.config.ts starts it without building again)
// Output of commands that run side by side is held and printed whole when each ends, so it never
// interleaves. The first failure stops the run. Stage times are printed at the end (README, "Tests").
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { E2E_DIST_DIR, e2eServerEnv } from "../tests/e2e/support/e2e-server";
import { provisionDatabase, testServerUrl, type ProvisionedDatabase } from "./db/provision";

const ROOT = path.resolve(import.meta.dirname, "..");
const bin = (name: string) => path.join(ROOT, "node_modules/.bin", name);

interface Job {
  name: string;
  command: string;
  args: string[];
  env?: Record<string, string | undefined>;
}

const running = new Set<ChildProcess>();

function stopAll() {
  for (const child of running) child.kill("SIGTERM");
}
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}

/** Runs one command; `held` keeps its output until it ends (for commands running side by side). */
function run(job: Job, held: boolean): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(job.command, job.args, {
      cwd: ROOT,
      env: { ...process.env, ...job.env },
      stdio: held ? ["ignore", "pipe", "pipe"] : "inherit",
    });
    running.add(child);
    const output: Buffer[] = [];
    child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
    child.once("error", reject);
    child.once("exit", (code, signal) => {
      running.delete(child);
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      if (held) {
        process.stdout.write(`\n[test] ── ${job.name} (${seconds} s) ──\n`);
        process.stdout.write(Buffer.concat(output));
      }
      if (code === 0) resolve();
      else reject(new Error(`${job.name} failed (${signal ?? `exit ${code}`})`));
    });
  });
}

/** Runs jobs side by side; the first failure stops the others. */
async function together(...jobs: Array<Job | (() => Promise<void>)>): Promise<void> {
  try {
    await Promise.all(jobs.map((job) => (typeof job === "function" ? job() : run(job, true))));
  } catch (error) {
    stopAll();
    throw error;
  }
}

const stages: Array<{ name: string; seconds: number }> = [];
async function stage(name: string, work: () => Promise<void>) {
  console.log(`\n[test] ${name}`);
  const started = Date.now();
  await work();
  stages.push({ name, seconds: Math.round((Date.now() - started) / 1000) });
}

let e2eDatabase: ProvisionedDatabase | undefined;

async function main() {
  await stage("lint ‖ typecheck ‖ unit", () =>
    together(
      { name: "lint", command: bin("eslint"), args: ["--max-warnings=0", "."] },
      { name: "typecheck", command: bin("tsc"), args: ["--noEmit"] },
      { name: "unit", command: bin("vitest"), args: ["run", "--project", "unit"] },
    ),
  );

  await stage("integration ‖ e2e database and build", () =>
    together(
      { name: "integration", command: bin("tsx"), args: ["scripts/with-database.ts", "--", bin("vitest"), "run", "--project", "integration"] },
      async () => {
        e2eDatabase = await provisionDatabase();
        const env = { DATABASE_URL: e2eDatabase.url, TEST_DATABASE_URL: testServerUrl() ?? "pglite" };
        Object.assign(process.env, env);
        // The seed runs as the local shop's does (SHOP_LOCAL): it includes the demo admin the e2e tests sign in with.
        await run({ name: "e2e seed", command: bin("tsx"), args: ["prisma/seed.ts"], env: { ...env, SHOP_LOCAL: "1" } }, true);
        await run({ name: "e2e build", command: bin("next"), args: ["build"], env: { ...e2eServerEnv(), BUILD_SKIP_TYPECHECK: "1" } }, true);
      },
    ),
  );

  // playwright.config.ts sees E2E_PREBUILT and only starts the build made above.
  await stage("e2e", () =>
    run({ name: "e2e", command: bin("playwright"), args: ["test"], env: { E2E_PREBUILT: E2E_DIST_DIR } }, false).catch((error: unknown) => {
      printPageSnapshots();
      throw error;
    }),
  );
}

/**
 * After a failed e2e stage, what each failed test's page showed (Playwright's error-context.md: the
 * page's accessibility snapshot): CI keeps only this log, not test-results/.
 */
function printPageSnapshots() {
  const dir = path.join(ROOT, "test-results");
  if (!existsSync(dir)) return;
  const MAX_LINES = 150;
  for (const file of readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith("error-context.md"))) {
    const lines = readFileSync(path.join(dir, file), "utf8").split("\n");
    console.log(`\n[test] ${path.dirname(file)}: what the page showed`);
    console.log(lines.slice(0, MAX_LINES).join("\n") + (lines.length > MAX_LINES ? `\n… (${lines.length - MAX_LINES} more lines)` : ""));
  }
}

const started = Date.now();
let failed: unknown;
try {
  await main();
} catch (error) {
  failed = error;
} finally {
  await e2eDatabase?.drop().catch(() => undefined);
}
console.log("\n[test] stage times");
for (const s of stages) console.log(`[test]   ${s.name.padEnd(40)} ${String(s.seconds).padStart(5)} s`);
console.log(`[test]   ${"total".padEnd(40)} ${String(Math.round((Date.now() - started) / 1000)).padStart(5)} s`);
if (failed) {
  console.error(`\n[test] ${failed instanceof Error ? failed.message : String(failed)}`);
  process.exit(1);
}
process.exit(0);
