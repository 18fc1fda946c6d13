// `npm run bench:lighthouse`: QUALITY.md's page-speed check. Lighthouse 12 (mobile preset,
// simulated throttling) runs 5 times per page against a production build; the median run per page
// (Lighthouse's own computeMedianRun) goes to bench/LIGHTHOUSE.md. Chromium: /usr/bin/chromium
// (or CHROME_PATH). Never run it together with `npm run bench`: both need the CPU.
//
// Options: --runs=5, --skip-build.
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { runCommandOrThrow } from "../scripts/run-command";
import { machineLine, startBenchServer } from "./server";

const ROOT = path.resolve(import.meta.dirname, "..");
const RUNS = Number(process.argv.find((a) => a.startsWith("--runs="))?.split("=")[1] ?? "5");
const CHROME = process.env.CHROME_PATH || "/usr/bin/chromium";

interface LighthouseResult {
  categories: { performance: { score: number } };
  audits: Record<string, { numericValue?: number; details?: { items?: Array<{ resourceType?: string; transferSize?: number }> } }>;
}

async function runLighthouse(url: string, outDir: string, i: number): Promise<LighthouseResult> {
  const out = path.join(outDir, `run-${i}.json`);
  await runCommandOrThrow(
    "npx",
    [
      "lighthouse",
      url,
      "--quiet",
      "--only-categories=performance",
      "--output=json",
      `--output-path=${out}`,
      "--chrome-flags=--headless=new --no-sandbox --disable-dev-shm-usage --disable-background-networking --disable-component-update --disable-sync",
    ],
    { ...process.env, CHROME_PATH: CHROME },
  );
  if (!existsSync(out)) throw new Error(`lighthouse wrote no report for ${url}`);
  return JSON.parse(readFileSync(out, "utf8")) as LighthouseResult;
}

function summarise(lhr: LighthouseResult) {
  const a = lhr.audits;
  const js = (a["network-requests"]?.details?.items ?? [])
    .filter((x) => x.resourceType === "Script")
    .reduce((sum, x) => sum + (x.transferSize ?? 0), 0);
  return {
    score: Math.round(lhr.categories.performance.score * 100),
    lcp: Math.round(a["largest-contentful-paint"]?.numericValue ?? 0),
    fcp: Math.round(a["first-contentful-paint"]?.numericValue ?? 0),
    cls: (a["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3),
    tbt: Math.round(a["total-blocking-time"]?.numericValue ?? 0),
    jsKb: Math.round(js / 1024),
  };
}

async function main() {
  const server = await startBenchServer({ scale: false, build: !process.argv.includes("--skip-build") });
  const outDir = mkdtempSync(path.join(os.tmpdir(), "lighthouse-"));
  try {
    const pages = ["/"];
    const rows: string[] = [];
    for (const page of pages) {
      const url = server.baseUrl + page;
      await fetch(url); // first request warms the image optimizer's cache
      const runs: LighthouseResult[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await runLighthouse(url, outDir, i)); // one at a time: they share the CPU
      const all = runs.map(summarise);
      const median = summarise(computeMedianRun(runs) as LighthouseResult);
      console.log(`[lighthouse] ${page}: median score ${median.score} (runs: ${all.map((r) => r.score).join(", ")})`);
      rows.push(
        `| \`${page}\` | ${median.score} | ${median.lcp} | ${median.fcp} | ${median.cls} | ${median.tbt} | ${median.jsKb} | ${all.map((r) => r.score).join(", ")} |`,
      );
    }
    const report = `# Lighthouse results

Latest run of \`npm run bench:lighthouse\` (bench/lighthouse.ts): Lighthouse 12, mobile preset,
simulated throttling, median of ${RUNS} runs per page (computeMedianRun), production build.

- Date: ${new Date().toISOString()}
- Machine: ${machineLine()} (server and Chromium on the same machine)

| page | score | LCP ms | FCP ms | CLS | TBT ms | JS KB | all scores |
|---|---|---|---|---|---|---|---|
${rows.join("\n")}
`;
    writeFileSync(path.join(ROOT, "bench/LIGHTHOUSE.md"), report);
    console.log(report);
  } finally {
    await server.stop();
  }
}

await main();
