// `npm start`: prepares the database, builds when the sources changed, and serves the shop.
// `npm run dev`: the same, with `next dev` instead of build + start. The production server is
// scripts/serve.mjs (Next's handler, which also tells the app each connection's address).
//
// Without DATABASE_URL the shop runs on the embedded PGlite database in .data/pglite, served on
// a local port for as long as this process lives. With DATABASE_URL it uses that PostgreSQL.
import { spawn, type ChildProcess } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { shutdownTimeoutMs } from "./graceful-shutdown.mjs";
import { startEmbeddedDatabase, type EmbeddedDatabase } from "./db/embedded";
import { migrate } from "./db/migrate";
import { runCommandOrThrow } from "./run-command";

const ROOT = path.resolve(import.meta.dirname, "..");
const dev = process.argv.includes("--dev");
const port = process.env.PORT || "3000";
const distDir = path.join(ROOT, process.env.NEXT_DIST_DIR || ".next");
const BUILD_INPUTS = ["src", "public", "prisma/schema.prisma", "next.config.ts", "tsconfig.json", "package-lock.json"];

function log(message: string) {
  console.log(`[shop] ${message}`);
}

function listFiles(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [entry];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => path.relative(ROOT, path.join(d.parentPath, d.name)))
    .sort();
}

/** A fingerprint of everything that goes into `next build`; a second start with no changes skips the build. */
function sourceFingerprint(): string {
  const hash = createHash("sha256");
  for (const file of BUILD_INPUTS.flatMap(listFiles)) {
    hash.update(file).update("\0").update(readFileSync(path.join(ROOT, file))).update("\0");
  }
  return hash.digest("hex");
}

const NEXT_BIN = path.join(ROOT, "node_modules/next/dist/bin/next");
/** `next start` plus the connection's address for the rate limits (CLIENT_ADDRESS_SOURCE=socket, see the file). */
const SERVE = path.join(ROOT, "scripts/serve.mjs");
const TSX_BIN = path.join(ROOT, "node_modules/tsx/dist/cli.mjs");

// Children run directly under node (no npx in between), so stopping them stops the server itself.
function run(command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, [command, ...args], { cwd: ROOT, env, stdio: "inherit" });
}

function stopChild(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    // The server finishes its requests in flight first (scripts/graceful-shutdown.mjs); past that bound, force it.
    const force = setTimeout(() => child.kill("SIGKILL"), shutdownTimeoutMs() + 3000);
    child.once("exit", () => {
      clearTimeout(force);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(true));
    server.listen(port, () => server.close(() => resolve(false)));
  });
}

/** A random session secret made on the first start and kept in .data/session-secret, so logins survive restarts. */
function localSessionSecret(): string {
  const file = path.join(ROOT, ".data", "session-secret");
  if (existsSync(file)) {
    const kept = readFileSync(file, "utf8").trim();
    if (kept.length >= 32) return kept;
  }
  const secret = randomBytes(32).toString("base64url");
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

async function main() {
  let embedded: EmbeddedDatabase | undefined;
  let url = process.env.DATABASE_URL;
  if (!url) {
    embedded = await startEmbeddedDatabase();
    url = embedded.url;
    log("embedded database (PGlite) in .data/pglite");
  } else {
    log("using DATABASE_URL");
  }
  // The embedded database answers one query at a time; a few connections per process are plenty.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: url,
    DATABASE_POOL_MAX: process.env.DATABASE_POOL_MAX ?? (embedded ? "3" : undefined),
    NEXT_TELEMETRY_DISABLED: "1",
    // On a laptop the shop's address is its own local one; a host build must set its public URL.
    NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL || `http://localhost:${port}`,
    SHOP_LOCAL: "1",
    NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET || localSessionSecret(),
  };

  let child: ChildProcess | undefined;
  let stopping = false;
  const shutdown = async (code: number) => {
    if (stopping) return;
    stopping = true;
    await stopChild(child);
    await embedded?.stop().catch(() => {});
    process.exit(code);
  };
  process.on("SIGINT", () => void shutdown(0));
  process.on("SIGTERM", () => void shutdown(0));

  try {
    if (await portInUse(Number(port))) throw new Error(`Port ${port} is already in use. Stop what runs there, or start with PORT=<another port>.`);
    const { applied } = await migrate(url, { log });
    if (applied.length === 0) log("database schema is up to date");
    await runCommandOrThrow(process.execPath, [TSX_BIN, "prisma/seed.ts"], env);

    if (dev) {
      child = run(NEXT_BIN, ["dev", "-p", port], env);
    } else {
      const fingerprint = sourceFingerprint();
      const stamp = path.join(distDir, "shop-build.fingerprint");
      const built = existsSync(path.join(distDir, "BUILD_ID")) && existsSync(stamp) && readFileSync(stamp, "utf8") === fingerprint;
      if (built) {
        log("build is up to date");
      } else {
        log("building (first start or sources changed)...");
        await runCommandOrThrow(process.execPath, [NEXT_BIN, "build"], { ...env, NODE_ENV: "production" });
        writeFileSync(stamp, fingerprint);
      }
      child = run(SERVE, ["-p", port], { ...env, NODE_ENV: "production" });
      log(`shop on http://localhost:${port}`);
    }
    child.on("exit", (code) => void shutdown(code ?? 0));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    await shutdown(1);
  }
}

await main();
