import { formatRupees2 } from "@/lib/format";
import type { SalesSummary } from "@/server/reports/sales-report";
import cards from "../ui/cards.module.css";
import styles from "./sales-report.module.css";

// The period's figures as stat cards; the GST lines show the credit notes' part separately.

export function SalesSummaryCards({ summary: s }: { summary: SalesSummary }) {
  const stats: [string, string][] = [
    ["Orders", String(s.orders)],
    ["Gross sales", formatRupees2(s.grossSalesPaise)],
    ["Discounts", formatRupees2(s.discountsPaise)],
    ["Returns and refunds", formatRupees2(s.returnsPaise)],
    ["Net sales", formatRupees2(s.netSalesPaise)],
    ["Average order value", formatRupees2(s.averageOrderValuePaise)],
    ["GST collected", formatRupees2(s.netTax.gstPaise)],
    ["Returns rate", `${(s.returnsRate * 100).toFixed(1)} % (${s.piecesReturned} of ${s.piecesSold} pieces)`],
  ];
  return (
    <section aria-labelledby="sales-summary-title" className={styles.section}>
      <h2 id="sales-summary-title">Summary</h2>
      <ul className={`${cards.stats} ${styles.stats}`}>
        {stats.map(([label, value]) => (
          <li key={label} className={cards.stat}>
            <span className={cards.statLabel}>{label}</span>
            <span className={`${cards.statValue} ${styles.statValue}`}>{value}</span>
          </li>
        ))}
      </ul>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption>GST: invoices less credit notes</caption>
          <thead>
            <tr>
              <th scope="col">Documents</th>
              <th scope="col">Taxable value</th>
              <th scope="col">CGST</th>
              <th scope="col">SGST</th>
              <th scope="col">IGST</th>
            </tr>
          </thead>
          <tbody>
            {(
              [
                ["Invoices", s.invoiceTax],
                ["Credit notes", s.creditNoteTax],
                ["Collected (net)", s.netTax],
              ] as const
            ).map(([label, t]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{formatRupees2(t.taxablePaise)}</td>
                <td>{formatRupees2(t.cgstPaise)}</td>
                <td>{formatRupees2(t.sgstPaise)}</td>
                <td>{formatRupees2(t.igstPaise)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
