import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { HSN_SILVER_JEWELLERY } from "@/server/invoices/gst";
import { readInvoiceSeller } from "@/server/invoices/invoice-seller";
import { db } from "@/server/db";
import { paise } from "@/server/db-money";
import { ensureDocumentFigures } from "@/server/reports/document-figures";
import type { GstMonth } from "./month";
import { B2CL_LOWER_THRESHOLD_FROM, B2CL_OLD_THRESHOLD_PAISE, B2CL_THRESHOLD_PAISE, HSN_DESCRIPTION, UQC } from "./rules";
import { placeOfSupplyLabel } from "./state-codes";
import { addTax, ZERO_TAX } from "./sum";
import type { B2clRow, B2csRow, CreditNoteRow, DocumentRange, Gstr1Figures, HsnRow, SupplyType, TaxAmounts } from "./types";

// A month's GSTR-1 figures from the invoices and credit notes issued in it (IST), added up in SQL
// from their figure columns (src/server/reports/document-figures.ts). The rules are in rules.ts.
// An invoice is inter-state when its place of supply is not the seller's state it was issued with
// (the rule its tax was computed by: IGST), and B2CL when inter-state and above the threshold of
// its date. A credit note follows its invoice: CDNUR when the invoice was B2CL, netted into B2CS
// otherwise (a note without an invoice too).

type Sum = bigint | number | string | null;

interface B2csGroup {
  placeOfSupply: string;
  inter: boolean;
  rateBps: number;
  taxable: Sum;
  igst: Sum;
  cgst: Sum;
  sgst: Sum;
  quantity: Sum;
}

interface B2clInvoice {
  number: string;
  /** IST date, "2026-10-05". */
  issuedAt: string;
  gross: Sum;
  placeOfSupply: string;
  rateBps: number;
  taxable: Sum;
  igst: Sum;
  cgst: Sum;
  sgst: Sum;
  quantity: Sum;
}

interface NoteRow {
  number: string;
  /** IST date, "2026-10-05". */
  issuedAt: string;
  placeOfSupply: string;
  inter: boolean;
  rateBps: number;
  taxable: Sum;
  igst: Sum;
  cgst: Sum;
  sgst: Sum;
  quantity: Sum;
  invoiceNumber: string | null;
  invoiceIssuedAt: string | null;
  large: boolean;
}

interface RangeRow {
  total: bigint | number;
  first: string | null;
  last: string | null;
}

/** The B2CL threshold of the invoice aliased `alias`, by its date (rules.ts). */
const THRESHOLD_OF = (alias: "i") =>
  Prisma.sql`CASE WHEN ${Prisma.raw(alias)}."issuedAt" >= (${B2CL_LOWER_THRESHOLD_FROM.toISOString()}::timestamptz AT TIME ZONE 'UTC') THEN ${B2CL_THRESHOLD_PAISE}::bigint ELSE ${B2CL_OLD_THRESHOLD_PAISE}::bigint END`;

const amount = (value: Sum) => (value === null ? 0 : paise(value));
const taxOf = (row: { taxable: Sum; igst: Sum; cgst: Sum; sgst: Sum }): TaxAmounts => ({
  taxablePaise: amount(row.taxable),
  igstPaise: amount(row.igst),
  cgstPaise: amount(row.cgst),
  sgstPaise: amount(row.sgst),
});
const supplyType = (inter: boolean): SupplyType => (inter ? "INTER" : "INTRA");

export async function computeGstr1(month: GstMonth, now = new Date()): Promise<Gstr1Figures> {
  await ensureDocumentFigures();
  // issuedAt is a UTC timestamp without zone: the bounds are made one the same way (as the dashboard's).
  const from = Prisma.sql`(${month.start.toISOString()}::timestamptz AT TIME ZONE 'UTC')`;
  const to = Prisma.sql`(${month.end.toISOString()}::timestamptz AT TIME ZONE 'UTC')`;
  const warnings: string[] = [];
  const place = (state: string) => {
    const label = placeOfSupplyLabel(state);
    if (label === null) warnings.push(`"${state}" is not a state or union territory: set its place of supply by hand in the offline tool.`);
    return label ?? "";
  };

  // Each invoice of the month, with whether it is inter-state and B2CL, over the index on issuedAt.
  const invoicesOfMonth = Prisma.sql`
    WITH inv AS (
      SELECT i.*,
             lower(btrim(coalesce(i."seller"->>'state', ''))) <> lower(btrim(i."placeOfSupply")) AS inter,
             i."grossPaise" > ${THRESHOLD_OF("i")} AS above
      FROM "Invoice" i
      WHERE i."issuedAt" >= ${from} AND i."issuedAt" < ${to}
    )`;
  const small = await db.$queryRaw<B2csGroup[]>`
    ${invoicesOfMonth}
    SELECT "placeOfSupply", inter, "taxRateBps" AS "rateBps",
           SUM("taxablePaise")::bigint AS taxable, SUM("igstPaise")::bigint AS igst, SUM("cgstPaise")::bigint AS cgst,
           SUM("sgstPaise")::bigint AS sgst, SUM("quantity")::bigint AS quantity
    FROM inv WHERE NOT (inter AND above) GROUP BY "placeOfSupply", inter, "taxRateBps"`;
  const large = await db.$queryRaw<B2clInvoice[]>`
    ${invoicesOfMonth}
    SELECT "number", to_char(("issuedAt" AT TIME ZONE 'UTC') AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD') AS "issuedAt", "grossPaise" AS gross, "placeOfSupply", "taxRateBps" AS "rateBps",
           "taxablePaise" AS taxable, "igstPaise" AS igst, "cgstPaise" AS cgst, "sgstPaise" AS sgst, "quantity"::bigint AS quantity
    FROM inv WHERE inter AND above ORDER BY "financialYear", "sequence"`;

  const notes = await db.$queryRaw<NoteRow[]>`
    SELECT cn."number", to_char((cn."issuedAt" AT TIME ZONE 'UTC') AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD') AS "issuedAt", cn."placeOfSupply", cn."taxRateBps" AS "rateBps",
           lower(btrim(coalesce(cn."seller"->>'state', ''))) <> lower(btrim(cn."placeOfSupply")) AS inter,
           cn."taxablePaise" AS taxable, cn."igstPaise" AS igst, cn."cgstPaise" AS cgst, cn."sgstPaise" AS sgst, cn."quantity"::bigint AS quantity,
           i."number" AS "invoiceNumber", to_char((i."issuedAt" AT TIME ZONE 'UTC') AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD') AS "invoiceIssuedAt",
           coalesce(
             lower(btrim(coalesce(i."seller"->>'state', ''))) <> lower(btrim(i."placeOfSupply"))
             AND i."grossPaise" > ${THRESHOLD_OF("i")},
             false) AS large
    FROM "CreditNote" cn LEFT JOIN "Invoice" i ON i."id" = cn."invoiceId"
    WHERE cn."issuedAt" >= ${from} AND cn."issuedAt" < ${to}
    ORDER BY cn."financialYear", cn."sequence"`;

  // B2CS: invoices up to the threshold, minus the credit notes against them, by place of supply and rate.
  const b2csByKey = new Map<string, B2csRow>();
  const addB2cs = (state: string, inter: boolean, rateBps: number, tax: TaxAmounts, sign: 1 | -1) => {
    const placeOfSupply = place(state);
    const key = `${placeOfSupply}|${inter}|${rateBps}|${placeOfSupply === "" ? state : ""}`;
    const row = b2csByKey.get(key) ?? { placeOfSupply, supplyType: supplyType(inter), rateBps, ...ZERO_TAX };
    b2csByKey.set(key, { ...row, ...addTax(row, tax, sign) });
  };
  for (const group of small) addB2cs(group.placeOfSupply, group.inter, group.rateBps, taxOf(group), 1);

  const creditNotes: CreditNoteRow[] = notes.map((note) => {
    const tax = taxOf(note);
    const table = note.large ? "CDNUR" : "B2CS";
    if (table === "B2CS") addB2cs(note.placeOfSupply, note.inter, note.rateBps, tax, -1);
    return {
      noteNumber: note.number,
      noteDate: note.issuedAt,
      invoiceNumber: note.invoiceNumber,
      invoiceDate: note.invoiceIssuedAt,
      placeOfSupply: place(note.placeOfSupply),
      supplyType: supplyType(note.inter),
      rateBps: note.rateBps,
      noteValuePaise: tax.taxablePaise + tax.igstPaise + tax.cgstPaise + tax.sgstPaise,
      quantity: amount(note.quantity),
      table,
      ...tax,
    };
  });

  const b2cl: B2clRow[] = large.map((invoice) => ({
    invoiceNumber: invoice.number,
    invoiceDate: invoice.issuedAt,
    invoiceValuePaise: amount(invoice.gross),
    placeOfSupply: place(invoice.placeOfSupply),
    rateBps: invoice.rateBps,
    ...taxOf(invoice),
  }));

  // HSN (B2C): every invoice minus every credit note of the month, by rate; every piece is 7113.
  const hsnByRate = new Map<number, HsnRow>();
  const addHsn = (rateBps: number, tax: TaxAmounts, quantity: number, sign: 1 | -1) => {
    const row = hsnByRate.get(rateBps) ?? { hsn: HSN_SILVER_JEWELLERY, description: HSN_DESCRIPTION, uqc: UQC, rateBps, quantity: 0, totalValuePaise: 0, ...ZERO_TAX };
    const sum = addTax(row, tax, sign);
    hsnByRate.set(rateBps, { ...row, ...sum, quantity: row.quantity + sign * quantity, totalValuePaise: sum.taxablePaise + sum.igstPaise + sum.cgstPaise + sum.sgstPaise });
  };
  for (const group of small) addHsn(group.rateBps, taxOf(group), amount(group.quantity), 1);
  for (const invoice of large) addHsn(invoice.rateBps, taxOf(invoice), amount(invoice.quantity), 1);
  for (const note of creditNotes) addHsn(note.rateBps, note, note.quantity, -1);

  const { seller } = await readInvoiceSeller(db);
  return {
    month: month.key,
    fp: month.fp,
    gstin: seller.gstin,
    sellerState: seller.state,
    b2cs: [...b2csByKey.values()].sort((a, b) => a.placeOfSupply.localeCompare(b.placeOfSupply) || a.rateBps - b.rateBps),
    b2cl,
    creditNotes,
    hsn: [...hsnByRate.values()].sort((a, b) => a.rateBps - b.rateBps),
    documents: { invoices: await range("Invoice", from, to), creditNotes: await range("CreditNote", from, to) },
    warnings: [...new Set(warnings)],
    computedAt: now.toISOString(),
  };
}

/** The month's number range of invoices or credit notes (numbers run per financial year; a month lies in one). */
async function range(table: "Invoice" | "CreditNote", from: Prisma.Sql, to: Prisma.Sql): Promise<DocumentRange | null> {
  const [row] =
    table === "Invoice"
      ? await db.$queryRaw<RangeRow[]>`
          SELECT COUNT(*) AS total,
                 (SELECT "number" FROM "Invoice" WHERE "issuedAt" >= ${from} AND "issuedAt" < ${to} ORDER BY "financialYear", "sequence" LIMIT 1) AS first,
                 (SELECT "number" FROM "Invoice" WHERE "issuedAt" >= ${from} AND "issuedAt" < ${to} ORDER BY "financialYear" DESC, "sequence" DESC LIMIT 1) AS last
          FROM "Invoice" WHERE "issuedAt" >= ${from} AND "issuedAt" < ${to}`
      : await db.$queryRaw<RangeRow[]>`
          SELECT COUNT(*) AS total,
                 (SELECT "number" FROM "CreditNote" WHERE "issuedAt" >= ${from} AND "issuedAt" < ${to} ORDER BY "financialYear", "sequence" LIMIT 1) AS first,
                 (SELECT "number" FROM "CreditNote" WHERE "issuedAt" >= ${from} AND "issuedAt" < ${to} ORDER BY "financialYear" DESC, "sequence" DESC LIMIT 1) AS last
          FROM "CreditNote" WHERE "issuedAt" >= ${from} AND "issuedAt" < ${to}`;
  const total = Number(row?.total ?? 0);
  if (!row || total === 0 || !row.first || !row.last) return null;
  return { from: row.first, to: row.last, total, cancelled: 0 };
}
