// Instances of the shop's production server for the scale tests (tests/scale): each one is
// `node scripts/serve.mjs -p <port>` (what `npm start` and a deployment run) on the e2e build,
// with its own environment, its output captured, and the means to stop it politely or kill it.
import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { E2E_DIST_DIR, e2eServerEnv } from "../e2e/support/e2e-server";

const ROOT = path.resolve(import.meta.dirname, "../..");

export interface Instance {
  readonly port: number;
  readonly url: string;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** Resolves once it answers HTTP. */
  ready(timeoutMs?: number): Promise<void>;
  /** SIGTERM (a graceful stop); resolves with the exit code. */
  term(): Promise<number | null>;
  /** SIGKILL (a crash); resolves once it is gone. */
  kill(): Promise<void>;
  readonly exited: Promise<number | null>;
}

/**
 * Starts one instance on the e2e build and database. `env` adds to (or, with undefined, removes from)
 * the e2e server's environment: REDIS_URL, a DATABASE_URL through a fault proxy, SHUTDOWN_TIMEOUT_MS.
 */
export function startInstance(port: number, env: Record<string, string | undefined> = {}): Instance {
  const merged: Record<string, string | undefined> = { ...process.env, ...e2eServerEnv(), NEXT_DIST_DIR: E2E_DIST_DIR, NODE_ENV: "production", ...env };
  for (const [key, value] of Object.entries(merged)) if (value === undefined) delete merged[key];
  return serveInstance(port, merged as NodeJS.ProcessEnv);
}

/** A port nobody listens on now (bench:instances picks its instances' ports with it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** `node scripts/serve.mjs -p <port>` with exactly this environment (and PORT), on whatever build NEXT_DIST_DIR names. */
export function serveInstance(port: number, env: NodeJS.ProcessEnv): Instance {
  const child: ChildProcess = spawn(process.execPath, ["scripts/serve.mjs", "-p", String(port), "-H", "127.0.0.1"], {
    cwd: ROOT,
    env: { ...env, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const chunks: string[] = [];
  child.stdout?.on("data", (chunk: Buffer) => chunks.push(chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => chunks.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;

  return {
    port,
    url,
    exited,
    output: () => chunks.join(""),
    async ready(timeoutMs = 60_000) {
      const end = Date.now() + timeoutMs;
      let gone = false;
      void exited.then(() => (gone = true));
      for (;;) {
        if (gone) throw new Error(`instance ${port} exited before it served:\n${chunks.join("")}`);
        try {
          const res = await fetch(`${url}/api/maintain/getMaintainStatus`, { signal: AbortSignal.timeout(5_000) });
          if (res.status < 500) return;
        } catch {
          // not listening yet
        }
        if (Date.now() > end) throw new Error(`instance ${port} did not answer within ${timeoutMs} ms:\n${chunks.join("")}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async term() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      return exited;
    },
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      await exited;
    },
  };
}
