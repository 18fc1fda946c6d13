import { ratePercent, rupeeNumber } from "./sum";
import type { Gstr1Figures } from "./types";

// The month as one JSON in the shape of the GST portal's GSTR-1 JSON (what the offline tool
// generates and the portal's "Upload JSON" takes): gstin, fp ("MMYYYY"), b2cs, b2cl, cdnur, hsn
// (hsn_b2c, the B2C table of the HSN summary since 2025), doc_issue. Amounts in rupees; dates
// dd-mm-yyyy; place of supply as its two-digit state code; item "num" is the rate × 100 + 1 as the
// offline tool numbers items (301 at 3 %). Sections without rows are left out, as the tool does.

const stateCode = (placeOfSupply: string) => placeOfSupply.slice(0, 2);
const portalDate = (isoDate: string) => isoDate.split("-").reverse().join("-");
const itemNumber = (rateBps: number) => rateBps + 1;

export function portalJson(figures: Gstr1Figures): Record<string, unknown> {
  const json: Record<string, unknown> = { gstin: figures.gstin, fp: figures.fp };

  if (figures.b2cs.length > 0)
    json.b2cs = figures.b2cs.map((row) => ({
      sply_ty: row.supplyType,
      pos: stateCode(row.placeOfSupply),
      typ: "OE",
      rt: ratePercent(row.rateBps),
      txval: rupeeNumber(row.taxablePaise),
      ...(row.supplyType === "INTER" ? { iamt: rupeeNumber(row.igstPaise) } : { camt: rupeeNumber(row.cgstPaise), samt: rupeeNumber(row.sgstPaise) }),
      csamt: 0,
    }));

  if (figures.b2cl.length > 0) {
    const byPlace = new Map<string, unknown[]>();
    for (const row of figures.b2cl) {
      const pos = stateCode(row.placeOfSupply);
      byPlace.set(pos, [
        ...(byPlace.get(pos) ?? []),
        {
          inum: row.invoiceNumber,
          idt: portalDate(row.invoiceDate),
          val: rupeeNumber(row.invoiceValuePaise),
          itms: [{ num: itemNumber(row.rateBps), itm_det: { rt: ratePercent(row.rateBps), txval: rupeeNumber(row.taxablePaise), iamt: rupeeNumber(row.igstPaise), csamt: 0 } }],
        },
      ]);
    }
    json.b2cl = [...byPlace].map(([pos, inv]) => ({ pos, inv }));
  }

  const cdnur = figures.creditNotes.filter((note) => note.table === "CDNUR");
  if (cdnur.length > 0)
    json.cdnur = cdnur.map((note) => ({
      typ: "B2CL",
      ntty: "C",
      nt_num: note.noteNumber,
      nt_dt: portalDate(note.noteDate),
      val: rupeeNumber(note.noteValuePaise),
      pos: stateCode(note.placeOfSupply),
      itms: [{ num: itemNumber(note.rateBps), itm_det: { rt: ratePercent(note.rateBps), txval: rupeeNumber(note.taxablePaise), iamt: rupeeNumber(note.igstPaise), csamt: 0 } }],
    }));

  if (figures.hsn.length > 0)
    json.hsn = {
      hsn_b2c: figures.hsn.map((row, index) => ({
        num: index + 1,
        hsn_sc: row.hsn,
        desc: row.description,
        uqc: row.uqc,
        qty: row.quantity,
        rt: ratePercent(row.rateBps),
        txval: rupeeNumber(row.taxablePaise),
        iamt: rupeeNumber(row.igstPaise),
        camt: rupeeNumber(row.cgstPaise),
        samt: rupeeNumber(row.sgstPaise),
        csamt: 0,
      })),
    };

  const docDet: unknown[] = [];
  const { invoices, creditNotes } = figures.documents;
  const docs = (range: NonNullable<typeof invoices>) => [{ num: 1, from: range.from, to: range.to, totnum: range.total, cancel: range.cancelled, net_issue: range.total - range.cancelled }];
  if (invoices) docDet.push({ doc_num: 1, doc_typ: "Invoices for outward supply", docs: docs(invoices) });
  if (creditNotes) docDet.push({ doc_num: 5, doc_typ: "Credit Note", docs: docs(creditNotes) });
  if (docDet.length > 0) json.doc_issue = { doc_det: docDet };

  return json;
}
