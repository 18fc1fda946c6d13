// The embedded database: PGlite (PostgreSQL compiled to WebAssembly) served on a local port over
// the PostgreSQL wire protocol, so the app, `next build` workers and scripts all connect to it
// exactly as they would to a real PostgreSQL server. One process owns a data directory at a time;
// a lock file says which.
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { keepPipelinesTogether } from "./pipeline-queue";

export const DEFAULT_DATA_DIR = path.resolve(import.meta.dirname, "../../.data/pglite");

export interface EmbeddedDatabase {
  url: string;
  stop: () => Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function takeLock(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`;
  if (existsSync(lockFile)) {
    const pid = Number(readFileSync(lockFile, "utf8"));
    if (pid && pid !== process.pid && processAlive(pid)) {
      throw new Error(`The embedded database ${dataDir} is in use by process ${pid}. Stop it first.`);
    }
  }
  writeFileSync(lockFile, String(process.pid));
  return () => rmSync(lockFile, { force: true });
}

/** Where a running server publishes its address, so scripts (`npm run maintenance`) reach it. */
export const urlFile = (dataDir: string) => `${dataDir}.url`;

/** Starts PGlite on `dataDir` (or in memory when dataDir is "memory://") and serves it on 127.0.0.1. */
export async function startEmbeddedDatabase({
  dataDir = DEFAULT_DATA_DIR,
  port,
}: { dataDir?: string; port?: number } = {}): Promise<EmbeddedDatabase> {
  const inMemory = dataDir.startsWith("memory://");
  let releaseLock = () => {};
  if (!inMemory) {
    mkdirSync(path.dirname(dataDir), { recursive: true });
    releaseLock = takeLock(dataDir);
  }
  // pg_trgm (bundled with PGlite, no download): the search migration creates it and the
  // storefront search uses its operators and GIN indexes.
  const db = await PGlite.create(inMemory ? undefined : dataDir, { extensions: { pg_trgm } });
  const listenPort = port ?? (await freePort());
  const server = new PGLiteSocketServer({ db, host: "127.0.0.1", port: listenPort, maxConnections: 64 });
  keepPipelinesTogether(server);
  await server.start();
  const url = `postgresql://postgres:postgres@127.0.0.1:${listenPort}/postgres?sslmode=disable`;
  if (!inMemory) writeFileSync(urlFile(dataDir), url);
  let stopped = false;
  return {
    url,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      if (!inMemory) rmSync(urlFile(dataDir), { force: true });
      await server.stop();
      await db.close();
      releaseLock();
    },
  };
}
