import ui from "@/components/admin/ui/admin-ui.module.css";
import { formatRupees2 } from "@/lib/format";
import type { GstReturn } from "@/server/reports/gstr1/filed-months";
import { GST_FILES } from "@/server/reports/gstr1/offline-tool-csv";
import { totalTax } from "@/server/reports/gstr1/sum";
import type { TaxAmounts } from "@/server/reports/gstr1/types";
import { GstFileButton } from "./gst-file-button";

// The GST return of a month (server-rendered): the filed state and its button, the downloads, and
// each table with its totals (data-paise carries the exact figure, for checking a file against it).

const rate = (bps: number) => `${bps / 100} %`;
const Money = ({ paise, testId }: { paise: number; testId?: string }) => (
  <td data-paise={paise} data-testid={testId} style={{ textAlign: "right" }}>
    {formatRupees2(paise)}
  </td>
);
const dateTime = (iso: string) => new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" }).format(new Date(iso));

function TaxCells({ row, prefix }: { row: TaxAmounts; prefix?: string }) {
  return (
    <>
      <Money paise={row.taxablePaise} testId={prefix ? `${prefix}-taxable` : undefined} />
      <Money paise={row.igstPaise} testId={prefix ? `${prefix}-igst` : undefined} />
      <Money paise={row.cgstPaise} testId={prefix ? `${prefix}-cgst` : undefined} />
      <Money paise={row.sgstPaise} testId={prefix ? `${prefix}-sgst` : undefined} />
    </>
  );
}
const TAX_HEADS = (
  <>
    <th scope="col">Taxable value</th>
    <th scope="col">IGST</th>
    <th scope="col">CGST</th>
    <th scope="col">SGST</th>
  </>
);

export function GstReturnView({ gstReturn, canUnfile }: { gstReturn: GstReturn; canUnfile: boolean }) {
  const { figures, filing, ended, label } = gstReturn;
  const cdnur = figures.creditNotes.filter((note) => note.table === "CDNUR");
  return (
    <>
      <section className={ui.section} aria-labelledby="gst-state">
        <h2 id="gst-state">{label}</h2>
        {filing ? (
          <p data-testid="gst-filed">
            Filed on {dateTime(filing.filedAt)} by {filing.filedBy ?? "a former team member"}. These are the figures as filed.
          </p>
        ) : (
          <p>{ended ? "Not marked filed. The figures are computed from the month's invoices and credit notes." : "This month has not ended yet: it can be marked filed from the 1st of next month."}</p>
        )}
        {ended ? <GstFileButton month={figures.month} label={label} filed={filing !== null} canUnfile={canUnfile} /> : null}
        {figures.warnings.length > 0 ? (
          <ul className={ui.warning}>
            {figures.warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        ) : null}
      </section>

      <section className={ui.section} aria-labelledby="gst-downloads">
        <h2 id="gst-downloads">Downloads</h2>
        <ul>
          {Object.entries(GST_FILES).map(([key, file]) => (
            <li key={key}>
              <a href={`/api/admin/reports/gst/${figures.month}/files/${key}`} download data-file={key}>
                {file.label}
              </a>
            </li>
          ))}
        </ul>
      </section>

      <section className={ui.section} aria-labelledby="gst-b2cs">
        <h2 id="gst-b2cs">B2C small (table 7)</h2>
        <div className={ui.tableWrap}>
          <table className={ui.table}>
            <thead>
              <tr>
                <th scope="col">Place of supply</th>
                <th scope="col">Supply</th>
                <th scope="col">Rate</th>
                {TAX_HEADS}
              </tr>
            </thead>
            <tbody>
              {figures.b2cs.map((row) => (
                <tr key={`${row.placeOfSupply}-${row.supplyType}-${row.rateBps}`}>
                  <td>{row.placeOfSupply || "Unknown"}</td>
                  <td>{row.supplyType === "INTER" ? "Inter-state" : "Intra-state"}</td>
                  <td>{rate(row.rateBps)}</td>
                  <TaxCells row={row} />
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={3}>
                  Total
                </th>
                <TaxCells row={totalTax(figures.b2cs)} prefix="gst-b2cs-total" />
              </tr>
            </tfoot>
          </table>
        </div>
      </section>

      <section className={ui.section} aria-labelledby="gst-b2cl">
        <h2 id="gst-b2cl">B2C large (table 5): inter-state invoices above ₹1,00,000</h2>
        {figures.b2cl.length === 0 ? (
          <p className={ui.muted}>None this month.</p>
        ) : (
          <div className={ui.tableWrap}>
            <table className={ui.table}>
              <thead>
                <tr>
                  <th scope="col">Invoice</th>
                  <th scope="col">Date</th>
                  <th scope="col">Place of supply</th>
                  <th scope="col">Invoice value</th>
                  <th scope="col">Taxable value</th>
                  <th scope="col">IGST</th>
                </tr>
              </thead>
              <tbody>
                {figures.b2cl.map((row) => (
                  <tr key={row.invoiceNumber}>
                    <td>{row.invoiceNumber}</td>
                    <td>{row.invoiceDate}</td>
                    <td>{row.placeOfSupply}</td>
                    <Money paise={row.invoiceValuePaise} />
                    <Money paise={row.taxablePaise} />
                    <Money paise={row.igstPaise} />
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={4}>
                    Total
                  </th>
                  <Money paise={totalTax(figures.b2cl).taxablePaise} testId="gst-b2cl-total-taxable" />
                  <Money paise={totalTax(figures.b2cl).igstPaise} />
                </tr>
              </tfoot>
            </table>
          </div>
        )}
      </section>

      <section className={ui.section} aria-labelledby="gst-notes">
        <h2 id="gst-notes">Credit notes of the month</h2>
        <p className={ui.hint}>Notes against B2C large invoices go to CDNUR (table 9B, {cdnur.length} this month); every other note is netted into B2C small above.</p>
        {figures.creditNotes.length === 0 ? (
          <p className={ui.muted}>None this month.</p>
        ) : (
          <div className={ui.tableWrap}>
            <table className={ui.table}>
              <thead>
                <tr>
                  <th scope="col">Note</th>
                  <th scope="col">Date</th>
                  <th scope="col">Invoice</th>
                  <th scope="col">Place of supply</th>
                  <th scope="col">Reported in</th>
                  {TAX_HEADS}
                </tr>
              </thead>
              <tbody>
                {figures.creditNotes.map((note) => (
                  <tr key={note.noteNumber}>
                    <td>{note.noteNumber}</td>
                    <td>{note.noteDate}</td>
                    <td>{note.invoiceNumber ?? "—"}</td>
                    <td>{note.placeOfSupply}</td>
                    <td>{note.table}</td>
                    <TaxCells row={note} />
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={5}>
                    Total
                  </th>
                  <TaxCells row={totalTax(figures.creditNotes)} prefix="gst-notes-total" />
                </tr>
              </tfoot>
            </table>
          </div>
        )}
      </section>

      <section className={ui.section} aria-labelledby="gst-hsn">
        <h2 id="gst-hsn">HSN summary, B2C (table 12)</h2>
        <div className={ui.tableWrap}>
          <table className={ui.table}>
            <thead>
              <tr>
                <th scope="col">HSN</th>
                <th scope="col">Description</th>
                <th scope="col">Rate</th>
                <th scope="col">Quantity</th>
                <th scope="col">Total value</th>
                {TAX_HEADS}
              </tr>
            </thead>
            <tbody>
              {figures.hsn.map((row) => (
                <tr key={`${row.hsn}-${row.rateBps}`}>
                  <td>{row.hsn}</td>
                  <td>{row.description}</td>
                  <td>{rate(row.rateBps)}</td>
                  <td>{row.quantity}</td>
                  <Money paise={row.totalValuePaise} />
                  <TaxCells row={row} />
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={4}>
                  Total
                </th>
                <Money paise={figures.hsn.reduce((sum, row) => sum + row.totalValuePaise, 0)} testId="gst-hsn-total-value" />
                <TaxCells row={totalTax(figures.hsn)} prefix="gst-hsn-total" />
              </tr>
            </tfoot>
          </table>
        </div>
      </section>

      <section className={ui.section} aria-labelledby="gst-docs">
        <h2 id="gst-docs">Documents issued (table 13)</h2>
        <div className={ui.tableWrap}>
          <table className={ui.table}>
            <thead>
              <tr>
                <th scope="col">Nature of document</th>
                <th scope="col">From</th>
                <th scope="col">To</th>
                <th scope="col">Total</th>
                <th scope="col">Cancelled</th>
              </tr>
            </thead>
            <tbody>
              {(
                [
                  ["Invoices for outward supply", figures.documents.invoices, "gst-docs-invoices"],
                  ["Credit notes", figures.documents.creditNotes, "gst-docs-credit-notes"],
                ] as const
              ).map(([name, range, testId]) => (
                <tr key={name}>
                  <td>{name}</td>
                  <td>{range?.from ?? "—"}</td>
                  <td>{range?.to ?? "—"}</td>
                  <td data-testid={testId}>{range?.total ?? 0}</td>
                  <td>{range?.cancelled ?? 0}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </>
  );
}
