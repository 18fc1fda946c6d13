import type { Metadata } from "next";
import { SalesReportPage } from "@/components/admin/reports/sales-report-page";

export const metadata: Metadata = { title: "Sales report" };

type Query = Record<string, string | string[] | undefined>;

/** /admin/reports (issue 45): the sales report of a period, server-rendered; owner and manager. */
export default async function AdminReportsPage({ searchParams }: { searchParams: Promise<Query> }) {
  return <SalesReportPage query={await searchParams} />;
}
