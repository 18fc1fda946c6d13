// `npx tsx bench/ab.ts [--runs=5] [--slowdown=8] <URL> <URL> ...` (the servers must be running:
// bench/serve.ts in each checkout, with BENCH_PORT apart)
//
// An A/B of two (or more) builds in the same minutes: Lighthouse (mobile preset, the given CPU
// slowdown, as bench/lighthouse.ts runs it) measures the URLs round-robin, one at a time, after a
// discarded warm-up of each, and prints each URL's median score, TBT, LCP and JS and every run's
// score and TBT. On this shared host a slow minute then falls on every URL alike, which two
// separate bench:lighthouse runs cannot promise.
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { runLighthouseCli } from "./lighthouse-cli";

const args = process.argv.slice(2);
const option = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const runs = Number(option("runs") ?? 5);
const slowdown = Number(option("slowdown") ?? 4);
const urls = args.filter((a) => !a.startsWith("--"));
if (urls.length === 0) {
  console.error("usage: npx tsx bench/ab.ts [--runs=5] [--slowdown=8] <URL> <URL> ...");
  process.exit(2);
}
const outDir = mkdtempSync(path.join(os.tmpdir(), "lighthouse-ab-"));

interface Run {
  score: number;
  tbt: number;
  lcp: number;
  jsKb: number;
  index: number;
}

async function measure(url: string, name: string): Promise<Run> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the report's audits are read loosely, as in bench/lighthouse.ts
  const lhr = await runLighthouseCli<any>(url, path.join(outDir, `${name}.json`), { cpuSlowdown: slowdown });
  const scripts = (lhr.audits["network-requests"]?.details?.items ?? []).filter((x: { resourceType?: string }) => x.resourceType === "Script");
  return {
    score: Math.round(lhr.categories.performance.score * 100),
    tbt: Math.round(lhr.audits["total-blocking-time"].numericValue),
    lcp: Math.round(lhr.audits["largest-contentful-paint"].numericValue),
    jsKb: Math.round(scripts.reduce((s: number, x: { transferSize?: number }) => s + (x.transferSize ?? 0), 0) / 1024),
    index: Math.round(lhr.environment?.benchmarkIndex ?? 0),
  };
}

for (const [i, url] of urls.entries()) await measure(url, `warm-${i}`);
const results = urls.map(() => [] as Run[]);
for (let round = 0; round < runs; round++) {
  for (const [i, url] of urls.entries()) {
    const run = await measure(url, `run-${round}-${i}`);
    results[i]!.push(run);
    console.log(`[ab] round ${round + 1}/${runs} ${url}: ${run.score}, TBT ${run.tbt} ms (benchmarkIndex ${run.index})`);
  }
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
console.log(`\nCPU slowdown ${slowdown}×, median of ${runs}:`);
for (const [i, url] of urls.entries()) {
  const r = results[i]!;
  console.log(
    `${url}: score ${median(r.map((x) => x.score))}, TBT ${median(r.map((x) => x.tbt))} ms, LCP ${median(r.map((x) => x.lcp))} ms, JS ${median(r.map((x) => x.jsKb))} KB` +
      `  [${r.map((x) => `${x.score}/${x.tbt}`).join(", ")}]`,
  );
}
