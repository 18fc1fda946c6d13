import { formatRupees2 } from "@/lib/format";
import { periodQuery } from "@/server/reports/report-period";
import type { SalesTable } from "@/server/reports/sales-csv";
import type { PieceRow, SalesReport } from "@/server/reports/sales-report";
import ui from "../ui/admin-ui.module.css";
import styles from "./sales-report.module.css";

// The report's tables, each with its CSV download (GET /api/admin/reports/sales/csv).

function csvHref(report: SalesReport, table: SalesTable): string {
  return `/api/admin/reports/sales/csv?${new URLSearchParams({ table, ...periodQuery(report.period) }).toString()}`;
}

function Table({ id, title, report, table, head, rows }: { id: string; title: string; report: SalesReport; table: SalesTable; head: string[]; rows: React.ReactNode[][] }) {
  return (
    <section aria-labelledby={id} className={styles.section}>
      <div className={styles.sectionHead}>
        <h2 id={id}>{title}</h2>
        <a href={csvHref(report, table)} className={ui.ghost} download>
          CSV<span className={styles.visuallyHidden}> of {title.toLowerCase()}</span>
        </a>
      </div>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              {head.map((h) => (
                <th key={h} scope="col">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={head.length}>Nothing in this period.</td>
              </tr>
            ) : (
              rows.map((cells, index) => (
                <tr key={index}>
                  {cells.map((cell, c) => (
                    <td key={c}>{cell}</td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}

const pieceRows = (rows: PieceRow[]) => rows.map((p) => [p.code, p.name, p.pieces, formatRupees2(p.salesPaise), p.stock ?? "—"]);

export function SalesTables({ report }: { report: SalesReport }) {
  const bucket = report.period.bucket;
  return (
    <>
      <Table
        id="sales-buckets"
        title={`Sales by ${bucket}`}
        report={report}
        table="buckets"
        head={[`${bucket[0]!.toUpperCase()}${bucket.slice(1)} starting`, "Orders", "Net of discount", "Returns", "Net sales"]}
        rows={report.buckets.map((b) => [b.start, b.orders, formatRupees2(b.netOfDiscountPaise), formatRupees2(b.returnsPaise), formatRupees2(b.netSalesPaise)])}
      />
      <Table id="sales-categories" title="By category" report={report} table="categories" head={["Category", "Pieces sold", "Sales"]} rows={report.categories.map((c) => [c.name, c.pieces, formatRupees2(c.salesPaise)])} />
      <Table id="sales-top" title="Top sellers" report={report} table="top-sellers" head={["Code", "Piece", "Pieces sold", "Sales", "Stock"]} rows={pieceRows(report.topSellers)} />
      <Table id="sales-slow" title="Slow movers" report={report} table="slow-movers" head={["Code", "Piece", "Pieces sold", "Sales", "Stock"]} rows={pieceRows(report.slowMovers)} />
      <Table id="sales-methods" title="By payment method" report={report} table="methods" head={["Payment method", "Orders", "Net of discount"]} rows={report.methods.map((m) => [m.label, m.orders, formatRupees2(m.netOfDiscountPaise)])} />
      <Table id="sales-reasons" title="Return reasons" report={report} table="reasons" head={["Reason", "Returns"]} rows={report.reasons.map((r) => [r.label, r.count])} />
      <p className={styles.note}>
        Summary as CSV:{" "}
        <a href={csvHref(report, "summary")} download>
          every figure of the period
        </a>
        .
      </p>
    </>
  );
}
