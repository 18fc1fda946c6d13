// The back office's report pages at scale (issue 45: "report pages answer in under 1 s with the
// scale seed"), measured by `npm run bench` after its load tests: each page is fetched whole over
// HTTP (server-rendered with its figures) by a signed-in owner, one request at a time as an owner
// reads a report, ROUNDS times after one warm-up, and its p50 and slowest time are kept.
//
// The owner's session is a real one: the seed's admin, with a session row and a token signed with
// the bench server's own secret (the same functions sign-in uses), so no second factor is typed here.
import { importServerModule } from "../prisma/seed/server-modules";

const ROUNDS = 10;
/** The bar (issue 45). */
export const REPORT_PAGE_BAR_MS = 1_000;

export interface ReportPageResult {
  name: string;
  path: string;
  p50: number;
  max: number;
}

/** Last month in India's calendar, "2026-10". */
function lastMonthIst(now: Date): string {
  const ist = new Date(now.getTime() + 330 * 60_000);
  const first = new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth() - 1, 1));
  return `${first.getUTCFullYear()}-${String(first.getUTCMonth() + 1).padStart(2, "0")}`;
}

export async function ownerCookie(databaseUrl: string, sessionSecret: string): Promise<string> {
  process.env.DATABASE_URL = databaseUrl;
  process.env.NEXTAUTH_SECRET = sessionSecret;
  const { db } = await importServerModule(() => import("../src/server/db"));
  const { createSession } = await importServerModule(() => import("../src/server/auth/create-session"));
  const { adminCookieName, encodeAdminSession } = await importServerModule(() => import("../src/server/auth/admin-session"));
  const admin = await db.admin.findFirstOrThrow({ where: { role: "owner", active: true }, orderBy: { createdAt: "asc" }, select: { id: true, sessionVersion: true } });
  const session = await createSession({ kind: "admin", ownerId: admin.id, userAgent: "bench/report-pages.ts" });
  const token = await encodeAdminSession({ adminId: admin.id, sessionVersion: admin.sessionVersion, sessionId: session.id });
  await db.$disconnect();
  return `${adminCookieName()}=${token}`;
}

export async function measureReportPages(baseUrl: string, databaseUrl: string, sessionSecret: string, now = new Date()): Promise<ReportPageResult[]> {
  const cookie = await ownerCookie(databaseUrl, sessionSecret);
  const pages = [
    { name: "sales, this month by day", path: "/admin/reports?period=month" },
    { name: "sales, this financial year by month", path: "/admin/reports?period=fy&bucket=month" },
    { name: "GST return, last month", path: `/admin/reports/gst?month=${lastMonthIst(now)}` },
    { name: "stock value", path: "/admin/reports/stock" },
  ];
  const results: ReportPageResult[] = [];
  for (const page of pages) {
    const times: number[] = [];
    for (let round = 0; round <= ROUNDS; round++) {
      const started = performance.now();
      const res = await fetch(`${baseUrl}${page.path}`, { headers: { cookie }, redirect: "manual" });
      const html = await res.text();
      if (res.status !== 200 || !html.includes("<main")) throw new Error(`${page.path} answered ${res.status}, not the report page`);
      if (round > 0) times.push(performance.now() - started); // round 0 warms up
    }
    times.sort((a, b) => a - b);
    results.push({ ...page, p50: Math.round(times[Math.floor(times.length / 2)]!), max: Math.round(times.at(-1)!) });
  }
  return results;
}

export function reportPagesTable(results: readonly ReportPageResult[]): string {
  return [
    `| report page | p50 ms | slowest ms | under ${REPORT_PAGE_BAR_MS} ms |`,
    "|---|---|---|---|",
    ...results.map((r) => `| ${r.name} \`${r.path}\` | ${r.p50} | ${r.max} | ${r.max < REPORT_PAGE_BAR_MS ? "✓" : "✗"} |`),
  ].join("\n");
}
