// The benchmarked shop: a fresh database with demo (and optionally scale) data, a production
// build in .next-bench, and `npm start`'s server (scripts/serve.mjs) pinned to CPU 0. Used by bench/run.ts and bench/lighthouse.ts.
// BENCH_DIST_DIR and BENCH_PORT override the build folder and the port, so two checkouts (or two
// people in one) can bench without clobbering each other's build.
// Also the Lighthouse bench's control (bench/control), built and served the same way beside it.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { provisionDatabase } from "../scripts/db/provision";
import { runCommandOrThrow } from "../scripts/run-command";

const ROOT = path.resolve(import.meta.dirname, "..");
const PORT = Number(process.env.BENCH_PORT || 3300);
const DIST_DIR = process.env.BENCH_DIST_DIR || ".next-bench";
const CONTROL_PORT = PORT + 1;
const CONTROL_DIR = "bench/control";

export interface BenchServer {
  baseUrl: string;
  /** The bench database, and the session secret the server signs with (for a back-office session: bench/report-pages.ts). */
  databaseUrl: string;
  sessionSecret: string;
  databaseKind: "postgresql" | "pglite";
  products: number;
  orders: number;
  /** The newest product's id, for detail pages. */
  productId: string;
  /** The newest published blog post's slug. */
  blogSlug: string;
  /** Stops the server, adds the scale data (≥ 10,000 products, ≥ 50,000 orders) and starts it again. */
  addScaleData: () => Promise<void>;
  stop: () => Promise<void>;
}


async function waitForServer(url: string, timeoutMs = 120_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server did not start at ${url}`);
}

async function countRows(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ products: string; orders: string; id: string; slug: string }>(
    `SELECT (SELECT count(*) FROM "Product")::text AS products, (SELECT count(*) FROM "Order")::text AS orders,
            (SELECT id FROM "Product" WHERE active ORDER BY "createdAt" DESC LIMIT 1) AS id,
            (SELECT slug FROM "BlogPost" WHERE status = 'published' ORDER BY "publishedAt" DESC LIMIT 1) AS slug`,
  );
  await client.end();
  return { products: Number(rows[0]!.products), orders: Number(rows[0]!.orders), productId: rows[0]!.id, blogSlug: rows[0]!.slug };
}

export async function startBenchServer({ scale, build }: { scale: boolean; build: boolean }): Promise<BenchServer> {
  const database = await provisionDatabase({ prefix: "shop_bench" });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: database.url,
    NEXT_DIST_DIR: DIST_DIR,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    NEXT_PUBLIC_SITE_URL: `http://127.0.0.1:${PORT}`,
    SHOP_LOCAL: "1",
    NEXTAUTH_SECRET: randomBytes(32).toString("base64url"),
  };
  const baseUrl = `http://127.0.0.1:${PORT}`;
  let server: ChildProcess | undefined;
  const startServer = async () => {
    // `npm start`'s production server (scripts/serve.mjs: Next's handler, brotli), as deployed without a host's CDN.
    server = spawn("taskset", ["-c", "0", "node", "scripts/serve.mjs", "-p", String(PORT)], {
      cwd: ROOT,
      env,
      stdio: "ignore",
    });
    await waitForServer(`${baseUrl}/robots.txt`);
  };
  const stopServer = async () => {
    const running = server;
    server = undefined;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once("exit", () => resolve());
      running.kill("SIGTERM");
    });
  };
  const stop = async () => {
    await stopServer();
    await database.drop();
  };
  try {
    console.log(`[bench] seeding (${database.kind})...`);
    await runCommandOrThrow("npx", ["tsx", "prisma/seed.ts", ...(scale ? ["--scale"] : [])], env);
    if (build) await runCommandOrThrow("npx", ["next", "build"], env);
    await startServer();
    const bench: BenchServer = {
      baseUrl,
      databaseUrl: database.url,
      sessionSecret: env.NEXTAUTH_SECRET!,
      databaseKind: database.kind,
      ...(await countRows(database.url)),
      addScaleData: async () => {
        await stopServer();
        console.log("[bench] adding the scale data...");
        await runCommandOrThrow("npx", ["tsx", "prisma/seed.ts", "--scale"], env);
        await startServer(); // a fresh process: nothing cached from the small catalogue
        Object.assign(bench, await countRows(database.url));
      },
      stop,
    };
    return bench;
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * The control: bench/control, a bare Next 16 page, built (`next build`, into bench/control/.next-control)
 * and served (`next start` on its own port, pinned to CPU 0) like the shop. --skip-build reuses its
 * build when there is one.
 */
export async function startControlServer({ build }: { build: boolean }): Promise<{ url: string; stop: () => Promise<void> }> {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" };
  delete env.NEXT_DIST_DIR; // the control's next.config.ts names its own build folder
  if (build || !existsSync(path.join(ROOT, CONTROL_DIR, ".next-control/BUILD_ID"))) {
    await runCommandOrThrow("npx", ["next", "build", CONTROL_DIR], env);
  }
  const server = spawn("taskset", ["-c", "0", "node", "node_modules/next/dist/bin/next", "start", CONTROL_DIR, "-p", String(CONTROL_PORT)], {
    cwd: ROOT,
    env,
    stdio: "ignore",
  });
  const stop = async () => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      server.once("exit", () => resolve());
      server.kill("SIGTERM");
    });
  };
  const url = `http://127.0.0.1:${CONTROL_PORT}/`;
  try {
    await waitForServer(url);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

/** One line describing this machine, for the results files. */
export function machineLine(): string {
  return `${os.cpus()[0]?.model ?? "unknown CPU"}, ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
}

/** One autocannon run's figures (compressed answers requested, as browsers ask). */
export interface Load {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** The answers other than 2xx, by status code. */
  codes: Record<string, number>;
}

/** Loads `url` for `duration` s over `connections`; `cpu` pins autocannon to that core (bench/run.ts keeps core 0 for the server). */
export function autocannon(url: string, { duration, connections, cpu }: { duration: number; connections: number; cpu?: number }): Promise<Load> {
  const command = ["npx", "autocannon", "-j", "-c", String(connections), "-d", String(duration), "-H", "accept-encoding=gzip, br", url];
  const [bin, ...args] = cpu === undefined ? command : ["taskset", "-c", String(cpu), ...command];
  return new Promise((resolve, reject) => {
    const child = spawn(bin!, args, { cwd: ROOT, stdio: ["ignore", "pipe", "inherit"] });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.once("error", reject);
    child.once("exit", (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited ${code}`));
      const r = JSON.parse(out);
      resolve({
        rps: Math.round(r.requests.average),
        p50: r.latency.p50,
        p99: r.latency.p99,
        non2xx: r.non2xx ?? 0,
        errors: r.errors + r.timeouts,
        codes: Object.fromEntries(
          Object.entries((r.statusCodeStats ?? {}) as Record<string, { count: number }>)
            .filter(([status]) => !status.startsWith("2"))
            .map(([status, { count }]) => [status, count]),
        ),
      });
    });
  });
}
