// The benchmarked shop: a fresh database with demo (and optionally scale) data, a production
// build in .next-bench, and `next start` pinned to CPU 0. Used by bench/run.ts and bench/lighthouse.ts.
import { spawn, type ChildProcess } from "node:child_process";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { provisionDatabase } from "../scripts/db/provision";
import { runCommandOrThrow } from "../scripts/run-command";

const ROOT = path.resolve(import.meta.dirname, "..");
const PORT = 3300;

export interface BenchServer {
  baseUrl: string;
  databaseKind: "postgresql" | "pglite";
  products: number;
  orders: number;
  /** The newest product's id, for detail pages. */
  productId: string;
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

export async function startBenchServer({ scale, build }: { scale: boolean; build: boolean }): Promise<BenchServer> {
  const database = await provisionDatabase({ prefix: "shop_bench" });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: database.url,
    NEXT_DIST_DIR: ".next-bench",
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    NEXT_PUBLIC_SITE_URL: `http://127.0.0.1:${PORT}`,
    SHOP_LOCAL: "1",
  };
  let server: ChildProcess | undefined;
  const stop = async () => {
    server?.kill("SIGTERM");
    await database.drop();
  };
  try {
    console.log(`[bench] seeding (${database.kind})...`);
    await runCommandOrThrow("npx", ["tsx", "prisma/seed.ts", ...(scale ? ["--scale"] : [])], env);
    if (build) await runCommandOrThrow("npx", ["next", "build"], env);
    server = spawn("taskset", ["-c", "0", "node", "node_modules/next/dist/bin/next", "start", "-p", String(PORT)], {
      cwd: ROOT,
      env,
      stdio: "ignore",
    });
    const baseUrl = `http://127.0.0.1:${PORT}`;
    await waitForServer(`${baseUrl}/robots.txt`);

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const { rows } = await client.query<{ products: string; orders: string; id: string }>(
      `SELECT (SELECT count(*) FROM "Product")::text AS products, (SELECT count(*) FROM "Order")::text AS orders,
              (SELECT id FROM "Product" ORDER BY "createdAt" DESC LIMIT 1) AS id`,
    );
    await client.end();
    return {
      baseUrl,
      databaseKind: database.kind,
      products: Number(rows[0]!.products),
      orders: Number(rows[0]!.orders),
      productId: rows[0]!.id,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** One line describing this machine, for the results files. */
export function machineLine(): string {
  return `${os.cpus()[0]?.model ?? "unknown CPU"}, ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
}
