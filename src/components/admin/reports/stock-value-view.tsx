import ui from "@/components/admin/ui/admin-ui.module.css";
import { formatRupees2 } from "@/lib/format";
import type { StockValue, StockValueParts } from "@/server/reports/stock-value";

// What the stock is worth now, server-rendered: the totals by category, then every piece (and size).

/** A file download, not a page: a plain link. */
const STOCK_CSV = "/api/admin/reports/stock?format=csv";

const Money = ({ paise, testId }: { paise: number; testId?: string }) => (
  <td data-paise={paise} data-testid={testId} style={{ textAlign: "right" }}>
    {formatRupees2(paise)}
  </td>
);
/** A fixed price has no metal, making and other parts: a dash, not ₹0.00. */
const NoPart = () => <td style={{ textAlign: "right" }}>—</td>;
const Parts = ({ parts, prefix, fixed = false }: { parts: StockValueParts; prefix?: string; fixed?: boolean }) => (
  <>
    {fixed ? <NoPart /> : <Money paise={parts.metalPaise} />}
    {fixed ? <NoPart /> : <Money paise={parts.makingPaise} />}
    {fixed ? <NoPart /> : <Money paise={parts.otherPaise + parts.gstPaise + parts.roundingPaise} />}
    <Money paise={parts.valuePaise} testId={prefix ? `${prefix}-value` : undefined} />
  </>
);
const HEADS = (
  <>
    <th scope="col">Metal value (by weight)</th>
    <th scope="col">Making (by weight)</th>
    <th scope="col">Other, GST, rounding (by weight)</th>
    <th scope="col">Value</th>
  </>
);

/** How many pieces the page lists (the most valuable first); a shop of 10,000 pieces downloads the CSV. */
export const STOCK_ROWS_SHOWN = 200;

export function StockValueView({ stock }: { stock: StockValue }) {
  const shown = stock.rows.length > STOCK_ROWS_SHOWN ? [...stock.rows].sort((a, b) => b.total.valuePaise - a.total.valuePaise).slice(0, STOCK_ROWS_SHOWN) : stock.rows;
  return (
    <>
      <p>
        {stock.silverRate
          ? `Silver at ${formatRupees2(stock.silverRate.paisePerGram)} a gram (fine), set ${new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: "Asia/Kolkata" }).format(new Date(stock.silverRate.setAt))}.`
          : "No by-weight pieces in stock, or no silver rate set yet."}{" "}
        Value is what the stock sells for today, after any discount. <a href={STOCK_CSV} download>
          Download CSV
        </a>
      </p>
      <section className={ui.section} aria-labelledby="stock-categories">
        <h2 id="stock-categories">By category</h2>
        <div className={ui.tableWrap}>
          <table className={ui.table}>
            <thead>
              <tr>
                <th scope="col">Category</th>
                <th scope="col">Pieces</th>
                {HEADS}
              </tr>
            </thead>
            <tbody>
              {stock.categories.map((category) => (
                <tr key={category.category}>
                  <td>{category.category}</td>
                  <td>{category.pieces}</td>
                  <Parts parts={category.total} />
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Total</th>
                <td>{stock.total.pieces}</td>
                <Parts parts={stock.total} prefix="stock-total" />
              </tr>
            </tfoot>
          </table>
        </div>
      </section>
      <section className={ui.section} aria-labelledby="stock-pieces">
        <h2 id="stock-pieces">Pieces</h2>
        {shown.length < stock.rows.length ? (
          <p className={ui.muted} data-testid="stock-pieces-shown">
            The {shown.length} pieces worth the most, of {stock.rows.length}; the CSV has every one.
          </p>
        ) : null}
        <div className={ui.tableWrap}>
          <table className={ui.table}>
            <thead>
              <tr>
                <th scope="col">Piece</th>
                <th scope="col">Size</th>
                <th scope="col">Pricing</th>
                <th scope="col">Stock</th>
                {HEADS}
              </tr>
            </thead>
            <tbody>
              {shown.map((row) => (
                <tr key={`${row.productId}-${row.size ?? ""}`}>
                  <td>
                    {row.name} <span className={ui.muted}>{row.code}</span>
                  </td>
                  <td>{row.size ?? "—"}</td>
                  <td>{row.pricingMode === "by_weight" ? `By weight${row.netWeightMg ? `, ${(row.netWeightMg / 1000).toFixed(2)} g` : ""}` : "Fixed"}</td>
                  <td>{row.stock}</td>
                  <Parts parts={row.total} fixed={row.pricingMode === "fixed"} />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </>
  );
}
