// `npm run bench`: the server speed benchmark of QUALITY.md.
//
// 1. A fresh database (TEST_DATABASE_URL / DATABASE_URL server, else embedded PGlite) with the
//    demo data plus the scale data (≥ 10,000 products, ≥ 50,000 orders).
// 2. A production build served by `npm start`'s server (scripts/serve.mjs) pinned to CPU 0; load from autocannon on CPU 1.
// 3. For each target: requests/s, p50/p99 latency, non-2xx count; the ceiling is a prerendered
//    static route on the same server, measured again for a few seconds right after each target, so
//    that each share compares figures of the same minute. Results: printed, and written to bench/RESULTS.md.
//
// 4. Listing, search and sitemap are measured on the demo catalogue first, then at scale: their
//    cost per request must not grow with the catalogue.
// 5. At scale, the owner's report pages (issue 45: under 1 s), one request at a time (bench/report-pages.ts).
//
// Options: --duration=10 (seconds per target), --connections=50, --skip-build, --no-scale,
// --only=search,api (targets whose name contains one of the words, plus the ceiling; a partial run
// prints its tables but leaves bench/RESULTS.md alone). Env: BENCH_DIST_DIR, BENCH_PORT (bench/server.ts).
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type Load, autocannon, machineLine, startBenchServer } from "./server";
import { measureReportPages, reportPagesTable } from "./report-pages";

const ROOT = path.resolve(import.meta.dirname, "..");
/** The heading bench/instances.ts appends its section under. */
const INSTANCES_SECTION = "## Two instances (issue 20)";
const arg = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? fallback;
const DURATION = Number(arg("duration", "10"));
const CONNECTIONS = Number(arg("connections", "50"));
const WARM_UP_SECONDS = 5;
const ONLY = arg("only", "").split(",").filter(Boolean);
const picked = (t: Target) => t.kind === "ceiling" || !ONLY.length || ONLY.some((word) => t.name.includes(word));

interface Target {
  name: string;
  path: string;
  kind: "ceiling" | "page" | "api";
}

/** `besideCeiling`: the ceiling's req/s measured right after this target, in the same minute. */
type Result = Target & Load & { besideCeiling?: number };

const CEILING: Target = { name: "static ceiling (robots.txt)", path: "/robots.txt", kind: "ceiling" };
/** How long the ceiling is measured again after each target (it is warm by then). */
const BESIDE_SECONDS = 5;

/** autocannon on core 1 (the server has core 0). */
const load = (url: string, duration: number) => autocannon(url, { duration, connections: CONNECTIONS, cpu: 1 });

const SEARCH = "/shop/search?q=silver+ring";
/** Measured on the demo catalogue (48 products) and again at scale: their cost must not grow with the catalogue. */
const SCALE_SENSITIVE: Target[] = [
  { name: "listing /shop/product", path: "/shop/product", kind: "page" },
  // Issue 42: pieces with size 12 in stock (ProductSize's (sizeId, stock) index).
  { name: "size-filtered listing /shop/product?size=12", path: "/shop/product?size=12", kind: "page" },
  { name: `search ${SEARCH}`, path: SEARCH, kind: "page" },
  { name: "sitemap /sitemap.xml", path: "/sitemap.xml", kind: "page" },
  { name: "GET /api/product?limit=12", path: "/api/product?limit=12", kind: "api" },
  { name: "GET /api/product/search?q=silver+ring", path: "/api/product/search?q=silver+ring", kind: "api" },
];

async function measure(baseUrl: string, targets: Target[]): Promise<Result[]> {
  const results: Result[] = [];
  for (const target of targets.filter(picked)) {
    await load(baseUrl + target.path, WARM_UP_SECONDS); // fills caches, warms the JIT
    const r = await load(baseUrl + target.path, DURATION);
    // This host's speed drifts by a third within minutes: each share is taken against the ceiling of the same minute.
    const besideCeiling = target.kind === "ceiling" ? undefined : (await load(baseUrl + CEILING.path, BESIDE_SECONDS)).rps;
    results.push({ ...target, ...r, besideCeiling });
    console.log(`[bench] ${target.name}: ${r.rps} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, non-2xx ${r.non2xx}${besideCeiling ? `; ceiling beside it ${besideCeiling} req/s` : ""}`);
  }
  return results;
}

async function main() {
  const server = await startBenchServer({ scale: false, build: !process.argv.includes("--skip-build") });
  try {
    const small = await measure(server.baseUrl, SCALE_SENSITIVE);
    const smallProducts = server.products;
    if (!process.argv.includes("--no-scale")) await server.addScaleData();

    const targets: Target[] = [
      CEILING,
      { name: "home /", path: "/", kind: "page" },
      SCALE_SENSITIVE[0]!,
      { name: "category /shop/product/necklace", path: "/shop/product/necklace", kind: "page" },
      { name: "flag listing /shop/new-arrivals", path: "/shop/new-arrivals", kind: "page" },
      { name: "product detail /prod-detail/{id}", path: `/prod-detail/${server.productId}`, kind: "page" },
      { name: "blog /shop/blog", path: "/shop/blog", kind: "page" },
      { name: "article /shop/blog/{slug}", path: `/shop/blog/${server.blogSlug}`, kind: "page" },
      { name: "contact /shop/contact", path: "/shop/contact", kind: "page" },
      { name: "about /shop/about-us", path: "/shop/about-us", kind: "page" },
      ...SCALE_SENSITIVE.slice(1),
      { name: "GET /api/product?limit=12&sort=price-low&page=50", path: "/api/product?limit=12&sort=price-low&page=50", kind: "api" },
      { name: "GET /api/product/{id}", path: `/api/product/${server.productId}`, kind: "api" },
      { name: "GET /api/category", path: "/api/category", kind: "api" },
    ];
    const results = await measure(server.baseUrl, targets);
    // Issue 45: the owner's report pages, at scale (one owner reading, not a load test).
    const reportPages = process.argv.includes("--no-scale") ? [] : await measureReportPages(server.baseUrl, server.databaseUrl, server.sessionSecret);

    const bar = (r: Result) => (r.kind === "page" ? 50 : r.kind === "api" ? 80 : 0);
    const rows = results.map((r) => {
      const share = r.besideCeiling ? Math.round((100 * r.rps) / r.besideCeiling) : 0;
      const verdict = r.kind === "ceiling" ? "" : `${share} % (bar ${bar(r)} %) ${share >= bar(r) ? "✓" : "✗"}`;
      const tail = r.p99 <= 3 * r.p50 ? "✓" : "✗";
      return `| ${r.name} | ${r.rps} | ${r.besideCeiling ?? ""} | ${verdict} | ${r.p50} | ${r.p99} | ${r.kind === "ceiling" ? "" : tail} | ${r.non2xx + r.errors} |`;
    });
    const table = [
      "| target | req/s | ceiling beside it, req/s | of that ceiling | p50 ms | p99 ms | p99 ≤ 3 × p50 | non-2xx + errors |",
      "|---|---|---|---|---|---|---|---|",
      ...rows,
    ].join("\n");
    const scaleRows = small.map((s) => {
      const big = results.find((r) => r.path === s.path);
      if (!big) return `| ${s.name} | ${s.rps} | not measured | |`;
      const growth = s.rps / Math.max(1, big.rps); // cost per request grows by this factor
      return `| ${s.name} | ${s.rps} | ${big.rps} | ${growth.toFixed(2)}× ${growth <= 1.5 ? "✓" : "✗"} |`;
    });
    const scaleTable = [
      `| target | req/s at ${smallProducts} products | req/s at ${server.products} products | cost growth (bar ≤ 1.5×) |`,
      "|---|---|---|---|",
      ...scaleRows,
    ].join("\n");
    const report = `# Benchmark results

Latest run of \`npm run bench\` (bench/run.ts).

- Date: ${new Date().toISOString()}
- Machine: ${machineLine()}
- Database: ${server.databaseKind === "pglite" ? "embedded PGlite" : "PostgreSQL"} with ${server.products} products and ${server.orders} orders
- Server: \`npm start\`'s server (scripts/serve.mjs: the production build behind Next's handler, brotli quality 1, and stored quality-5 copies of the pages served whole from the cache: scripts/compress.mjs) pinned to CPU 0; load: autocannon on CPU 1, ${CONNECTIONS} connections, ${DURATION} s per target after a ${WARM_UP_SECONDS} s warm-up, compressed responses requested
- Bars (docs/QUALITY.md, issue 19): catalogue pages ≥ 50 % of the static ceiling, catalogue JSON ≥ 80 %, p99 ≤ 3 × p50, 0 errors
- Ceiling: a prerendered static route on the same server, measured once first (its own row) and again for ${BESIDE_SECONDS} s right after each target; each share is against that second figure, the ceiling of the same minute (this host's speed drifts by a third within minutes)

${table}

## Cost at scale

The same server build, first on the demo catalogue, then restarted (empty caches) after adding the scale data.

${scaleTable}
${
  reportPages.length === 0
    ? ""
    : `
## The owner's report pages at scale

The same server with the scale data (its ${server.orders} orders, their invoices and credit notes; issue 45: under 1 s). Each page fetched whole by a signed-in owner, one request at a time, 10 times after a warm-up (bench/report-pages.ts).

${reportPagesTable(reportPages)}
`
}`;
    console.log(`\n${table}\n\n${scaleTable}\n${reportPages.length ? `\n${reportPagesTable(reportPages)}\n` : ""}`);
    if (ONLY.length) {
      console.log("[bench] partial run (--only): bench/RESULTS.md left as it was");
    } else {
      // The two-instance figures (npm run bench:instances) are another run's: kept as they are.
      const file = path.join(ROOT, "bench/RESULTS.md");
      const previous = existsSync(file) ? readFileSync(file, "utf8") : "";
      const instances = previous.indexOf(INSTANCES_SECTION);
      writeFileSync(file, instances === -1 ? report : `${report.trimEnd()}\n\n${previous.slice(instances)}`);
      console.log("[bench] wrote bench/RESULTS.md");
    }
  } finally {
    await server.stop();
  }
}

await main();
