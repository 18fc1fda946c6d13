import { z } from "zod";
import { SALES_TABLES } from "@/server/reports/sales-csv";

// The query string of the sales report's API and CSV downloads: the period's parameters as text
// (report-period.ts's parsePeriod checks them and answers a bad one in words), and for a CSV the table.

const text = z.string().max(32).optional();

export const ZSalesReportQuery = z.object({ period: text, from: text, to: text, fy: text, bucket: text });

export const ZSalesCsvQuery = ZSalesReportQuery.extend({
  table: z.enum(SALES_TABLES, { message: `must be one of ${SALES_TABLES.join(", ")}` }),
});
