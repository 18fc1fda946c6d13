import type { Metadata } from "next";
import { connection } from "next/server";
import { StockValueView } from "@/components/admin/reports/stock-value-view";
import { PageHeader } from "@/components/admin/ui/page-header";
import { stockValue } from "@/server/reports/stock-value";

export const metadata: Metadata = { title: "Stock value" };

/** /admin/reports/stock (issue 45 §3): what the stock is worth now. Server-rendered behind the admin gate (reports). */
export default async function StockValuePage() {
  await connection();
  return (
    <>
      <PageHeader title="Stock value" count="Active pieces in stock, at today's prices" />
      <StockValueView stock={await stockValue()} />
    </>
  );
}
