// One Lighthouse run the way the benches run it (bench/lighthouse.ts, bench/ab.ts): Lighthouse 12's
// mobile preset with simulated throttling, performance only, a fresh headless Chromium (/usr/bin/chromium
// or CHROME_PATH), the JSON report written to `out` and returned parsed.
import { existsSync, readFileSync } from "node:fs";
import { runCommandOrThrow } from "../scripts/run-command";

export async function runLighthouseCli<T>(url: string, out: string, options: { cpuSlowdown?: number; saveAssets?: boolean } = {}): Promise<T> {
  await runCommandOrThrow(
    "npx",
    [
      "lighthouse",
      url,
      "--quiet",
      "--only-categories=performance",
      "--output=json",
      `--output-path=${out}`,
      ...(options.saveAssets ? ["--save-assets"] : []),
      ...(options.cpuSlowdown === undefined ? [] : [`--throttling.cpuSlowdownMultiplier=${options.cpuSlowdown}`]),
      "--chrome-flags=--headless=new --no-sandbox --disable-dev-shm-usage --disable-background-networking --disable-component-update --disable-sync",
    ],
    { ...process.env, CHROME_PATH: process.env.CHROME_PATH || "/usr/bin/chromium" },
  );
  if (!existsSync(out)) throw new Error(`lighthouse wrote no report for ${url}`);
  return JSON.parse(readFileSync(out, "utf8")) as T;
}
