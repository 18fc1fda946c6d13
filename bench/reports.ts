// The sales report's speed at scale (issue 45): `tsx scripts/with-database.ts --seed -- tsx bench/reports.ts`.
// On the fresh demo database it adds the scale data (prisma/seed/seed-scale.ts: 10,000 products,
// 50,000 orders with their payments, invoices and a few hundred credit notes), then times the whole
// report (salesReport: ensureDocumentFigures and the seven queries, as the page and its API run it)
// for each period, ROUNDS times after one warm-up, and prints p50/p95 in milliseconds as Markdown
// rows for bench/REPORTS.md. The queries are measured directly (no HTTP, no page render).
import os from "node:os";
import { createSeedClient } from "../prisma/seed/client";
import { seedScale } from "../prisma/seed/seed-scale";
import { importServerModule } from "../prisma/seed/server-modules";

const ROUNDS = Number(process.argv.find((a) => a.startsWith("--rounds="))?.split("=")[1] ?? "20");

const prisma = createSeedClient();
const seeded = await seedScale(prisma, { log: (m) => console.log(`[scale] ${m}`) });
console.log(`[scale] ${seeded.orders} orders, ${seeded.invoices} invoices, ${seeded.creditNotes} credit notes in ${(seeded.ms / 1000).toFixed(1)} s`);
await prisma.$disconnect();

const { salesReport } = await importServerModule(() => import("../src/server/reports/sales-report"));
const { parsePeriod } = await importServerModule(() => import("../src/server/reports/report-period"));
const { db } = await importServerModule(() => import("../src/server/db"));

const now = new Date();
const PERIODS = [
  { name: "this month, by day", query: { period: "month" } },
  { name: "last month, by week", query: { period: "last-month", bucket: "week" } },
  { name: "this financial year, by month", query: { period: "fy" } },
  { name: "two years (from–to), by month", query: { period: "range", from: new Date(now.getTime() - 730 * 86_400_000).toISOString().slice(0, 10), to: now.toISOString().slice(0, 10), bucket: "month" } },
];

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
console.log(`\n${new Date().toISOString().slice(0, 10)} · ${os.cpus()[0]?.model ?? "cpu"} × ${os.cpus().length} · PostgreSQL · ${ROUNDS} rounds\n`);
console.log("| Report (period) | invoices in period | p50 ms | p95 ms |\n|---|---:|---:|---:|");
for (const { name, query } of PERIODS) {
  const period = parsePeriod(query, now);
  const warm = await salesReport(period);
  const times: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const started = performance.now();
    await salesReport(period);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(`| ${name} (${period.firstDay} – ${period.lastDay}) | ${warm.summary.orders} | ${pct(times, 50).toFixed(1)} | ${pct(times, 95).toFixed(1)} |`);
}
await db.$disconnect();
