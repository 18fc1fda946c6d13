import "server-only";
import { cookies } from "next/headers";
import { connection } from "next/server";
import { can } from "@/lib/admin/permissions";
import { adminCookieName } from "@/server/auth/admin-session";
import { adminFromSessionToken } from "@/server/auth/authorize";
import { AppError } from "@/server/errors";
import { type ReportPeriod, parsePeriod } from "@/server/reports/report-period";
import { type SalesReport, salesReport } from "@/server/reports/sales-report";
import { PageHeader } from "../ui/page-header";
import { SalesChart } from "./sales-chart";
import { SalesPeriodForm } from "./sales-period-form";
import { SalesSummaryCards } from "./sales-summary";
import { SalesTables } from "./sales-tables";
import styles from "./sales-report.module.css";

type Query = Record<string, string | string[] | undefined>;
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * The sales report page's content: the period from the query string (a bad one is said in words,
 * with the picker to fix it), the figures read on the server, the chart the only client island.
 * The admin gate has checked the page's permission; the role is checked again here before any figure is read.
 */
export async function SalesReportPage({ query }: { query: Query }) {
  await connection();
  const admin = await adminFromSessionToken((await cookies()).get(adminCookieName())?.value);
  if (!admin || !can(admin.role, "reports")) return null;

  let period: ReportPeriod;
  try {
    period = parsePeriod({ period: one(query.period), from: one(query.from), to: one(query.to), fy: one(query.fy), bucket: one(query.bucket) }, new Date());
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return (
      <>
        <PageHeader title="Sales report" />
        <SalesPeriodForm period={null} />
        <p role="alert" className={styles.error}>
          {error.message}
        </p>
      </>
    );
  }
  const report: SalesReport = await salesReport(period);
  return (
    <>
      <PageHeader title="Sales report" count={period.label} />
      <SalesPeriodForm period={period} />
      <SalesSummaryCards summary={report.summary} />
      <section aria-labelledby="sales-chart-title" className={styles.section}>
        <h2 id="sales-chart-title">Sales by {period.bucket}</h2>
        <SalesChart bucket={period.bucket} points={report.buckets.map((b) => ({ start: b.start, orders: b.orders, net: b.netSalesPaise / 100, returns: b.returnsPaise / 100 }))} />
      </section>
      <SalesTables report={report} />
    </>
  );
}
