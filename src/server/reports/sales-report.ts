import "server-only";
import { db } from "@/server/db";
import { paise } from "@/server/db-money";
import { ensureDocumentFigures } from "@/server/reports/document-figures";
import { type ReportPeriod, bucketsOf } from "@/server/reports/report-period";

// The owner's sales report (issue 45) for a period in India's calendar. Every figure is a SQL sum
// over the invoices and credit notes dated in the period (Invoice.issuedAt, CreditNote.issuedAt,
// both indexed) and their figure columns (document-figures.ts), never a loop over documents:
// - a sale counts on its invoice's date, a return on its credit note's date;
// - orders = invoices; gross sales = Σ Order.totalPaise + Σ Order.discountPaise (before offers, tax
//   and any COD fee included); discounts = Σ Order.discountPaise; net of discount = Σ Invoice.grossPaise;
//   returns = Σ CreditNote.amountPaise; net sales = gross − discounts − returns;
// - GST and taxable value: the invoices' minus the credit notes'; average order value =
//   Σ Invoice.grossPaise / orders (0 without orders).
// The GST return (src/server/reports/gstr1) uses the same definitions.

export interface TaxFigures {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

export interface SalesSummary {
  orders: number;
  grossSalesPaise: number;
  discountsPaise: number;
  netOfDiscountPaise: number;
  creditNotes: number;
  returnsPaise: number;
  netSalesPaise: number;
  averageOrderValuePaise: number;
  piecesSold: number;
  piecesReturned: number;
  /** Pieces on credit notes ÷ pieces invoiced, in the period (0 when none were invoiced). */
  returnsRate: number;
  invoiceTax: TaxFigures;
  creditNoteTax: TaxFigures;
  /** The invoices' minus the credit notes'. */
  netTax: TaxFigures & { gstPaise: number };
}

export interface SalesBucket {
  /** The bucket's first IST day, "2031-05-05". */
  start: string;
  orders: number;
  netOfDiscountPaise: number;
  returnsPaise: number;
  netSalesPaise: number;
}

export interface CategoryRow {
  categoryId: string | null;
  name: string;
  pieces: number;
  salesPaise: number;
}

export interface PieceRow {
  productId: string | null;
  code: string;
  name: string;
  pieces: number;
  salesPaise: number;
  stock: number | null;
}

export const PAYMENT_METHODS = ["checkout", "payment_link", "cod", "none"] as const;
export type PaymentMethodKey = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethodKey, string> = {
  checkout: "Card (checkout)",
  payment_link: "Payment link",
  cod: "Cash on delivery",
  none: "No payment (exchange)",
};

export interface MethodRow {
  method: PaymentMethodKey;
  label: string;
  orders: number;
  netOfDiscountPaise: number;
}

export const RETURN_REASON_LABELS: Record<string, string> = {
  damaged: "Damaged",
  wrong_item: "Wrong item",
  not_as_described: "Not as described",
  size_or_fit: "Size or fit",
  changed_mind: "Changed mind",
  other: "Other",
};

export interface ReasonRow {
  reason: string;
  label: string;
  count: number;
}

export interface SalesReport {
  period: ReportPeriod;
  summary: SalesSummary;
  buckets: SalesBucket[];
  categories: CategoryRow[];
  topSellers: PieceRow[];
  slowMovers: PieceRow[];
  methods: MethodRow[];
  reasons: ReasonRow[];
}

/** How many rows the top sellers and slow movers show. */
export const PIECE_ROWS = 10;
export const DELETED_PIECES = "Deleted pieces";

type Sum = bigint | number | string | null;
const n = (value: Sum) => paise(value ?? 0);
const tax = (row: { taxable: Sum; cgst: Sum; sgst: Sum; igst: Sum }): TaxFigures => ({ taxablePaise: n(row.taxable), cgstPaise: n(row.cgst), sgstPaise: n(row.sgst), igstPaise: n(row.igst) });

/** The period's bounds as the timestamp-without-zone (UTC) values the columns hold. */
function bounds(period: ReportPeriod) {
  return { from: period.from.toISOString(), to: period.to.toISOString() };
}

async function invoiceTotals(period: ReportPeriod) {
  const { from, to } = bounds(period);
  const [row] = await db.$queryRaw<{ orders: number; total: Sum; discount: Sum; gross: Sum; taxable: Sum; cgst: Sum; sgst: Sum; igst: Sum; pieces: Sum }[]>`
    SELECT count(*)::int AS orders,
           sum(o."totalPaise") AS total, sum(o."discountPaise") AS discount,
           sum(i."grossPaise") AS gross, sum(i."taxablePaise") AS taxable,
           sum(i."cgstPaise") AS cgst, sum(i."sgstPaise") AS sgst, sum(i."igstPaise") AS igst,
           sum(i."quantity") AS pieces
    FROM "Invoice" i JOIN "Order" o ON o."id" = i."orderId"
    WHERE i."issuedAt" >= (${from}::timestamptz AT TIME ZONE 'UTC') AND i."issuedAt" < (${to}::timestamptz AT TIME ZONE 'UTC')`;
  return row!;
}

async function creditNoteTotals(period: ReportPeriod) {
  const { from, to } = bounds(period);
  const [row] = await db.$queryRaw<{ notes: number; amount: Sum; taxable: Sum; cgst: Sum; sgst: Sum; igst: Sum; pieces: Sum }[]>`
    SELECT count(*)::int AS notes, sum("amountPaise") AS amount, sum("taxablePaise") AS taxable,
           sum("cgstPaise") AS cgst, sum("sgstPaise") AS sgst, sum("igstPaise") AS igst, sum("quantity") AS pieces
    FROM "CreditNote"
    WHERE "issuedAt" >= (${from}::timestamptz AT TIME ZONE 'UTC') AND "issuedAt" < (${to}::timestamptz AT TIME ZONE 'UTC')`;
  return row!;
}

async function salesSummary(period: ReportPeriod): Promise<SalesSummary> {
  const [inv, cn] = await Promise.all([invoiceTotals(period), creditNoteTotals(period)]);
  const discountsPaise = n(inv.discount);
  const grossSalesPaise = n(inv.total) + discountsPaise;
  const netOfDiscountPaise = n(inv.gross);
  const returnsPaise = n(cn.amount);
  const invoiceTax = tax(inv);
  const creditNoteTax = tax(cn);
  const netTax = {
    taxablePaise: invoiceTax.taxablePaise - creditNoteTax.taxablePaise,
    cgstPaise: invoiceTax.cgstPaise - creditNoteTax.cgstPaise,
    sgstPaise: invoiceTax.sgstPaise - creditNoteTax.sgstPaise,
    igstPaise: invoiceTax.igstPaise - creditNoteTax.igstPaise,
  };
  const piecesSold = n(inv.pieces);
  const piecesReturned = n(cn.pieces);
  return {
    orders: inv.orders,
    grossSalesPaise,
    discountsPaise,
    netOfDiscountPaise,
    creditNotes: cn.notes,
    returnsPaise,
    netSalesPaise: grossSalesPaise - discountsPaise - returnsPaise,
    averageOrderValuePaise: inv.orders > 0 ? Math.round(netOfDiscountPaise / inv.orders) : 0,
    piecesSold,
    piecesReturned,
    returnsRate: piecesSold > 0 ? piecesReturned / piecesSold : 0,
    invoiceTax,
    creditNoteTax,
    netTax: { ...netTax, gstPaise: netTax.cgstPaise + netTax.sgstPaise + netTax.igstPaise },
  };
}

async function salesBuckets(period: ReportPeriod): Promise<SalesBucket[]> {
  const { from, to } = bounds(period);
  const unit = period.bucket;
  const [sales, returns] = await Promise.all([
    db.$queryRaw<{ start: string; orders: number; gross: Sum }[]>`
      SELECT to_char(date_trunc(${unit}, ("issuedAt" AT TIME ZONE 'UTC') AT TIME ZONE 'Asia/Kolkata'), 'YYYY-MM-DD') AS start,
             count(*)::int AS orders, sum("grossPaise") AS gross
      FROM "Invoice"
      WHERE "issuedAt" >= (${from}::timestamptz AT TIME ZONE 'UTC') AND "issuedAt" < (${to}::timestamptz AT TIME ZONE 'UTC')
      GROUP BY start`,
    db.$queryRaw<{ start: string; amount: Sum }[]>`
      SELECT to_char(date_trunc(${unit}, ("issuedAt" AT TIME ZONE 'UTC') AT TIME ZONE 'Asia/Kolkata'), 'YYYY-MM-DD') AS start,
             sum("amountPaise") AS amount
      FROM "CreditNote"
      WHERE "issuedAt" >= (${from}::timestamptz AT TIME ZONE 'UTC') AND "issuedAt" < (${to}::timestamptz AT TIME ZONE 'UTC')
      GROUP BY start`,
  ]);
  const salesBy = new Map(sales.map((row) => [row.start, row]));
  const returnsBy = new Map(returns.map((row) => [row.start, n(row.amount)]));
  return bucketsOf(period).map((start) => {
    const row = salesBy.get(start);
    const netOfDiscountPaise = row ? n(row.gross) : 0;
    const returnsPaise = returnsBy.get(start) ?? 0;
    return { start, orders: row?.orders ?? 0, netOfDiscountPaise, returnsPaise, netSalesPaise: netOfDiscountPaise - returnsPaise };
  });
}

async function salesByCategory(period: ReportPeriod): Promise<CategoryRow[]> {
  const { from, to } = bounds(period);
  const rows = await db.$queryRaw<{ categoryId: string | null; name: string | null; deleted: boolean; pieces: Sum; sales: Sum }[]>`
    SELECT c."id" AS "categoryId", c."name" AS name, (l."productId" IS NULL) AS deleted,
           sum(l."quantity") AS pieces, sum(l."linePricePaise" - l."offerDiscountPaise") AS sales
    FROM "Invoice" i
    JOIN "OrderLine" l ON l."orderId" = i."orderId"
    LEFT JOIN "Product" p ON p."id" = l."productId"
    LEFT JOIN "Category" c ON c."id" = p."categoryId"
    WHERE i."issuedAt" >= (${from}::timestamptz AT TIME ZONE 'UTC') AND i."issuedAt" < (${to}::timestamptz AT TIME ZONE 'UTC')
    GROUP BY c."id", c."name", deleted
    ORDER BY sales DESC, name`;
  return rows.map((row) => ({ categoryId: row.categoryId, name: row.deleted ? DELETED_PIECES : (row.name ?? DELETED_PIECES), pieces: n(row.pieces), salesPaise: n(row.sales) }));
}

async function topSellers(period: ReportPeriod): Promise<PieceRow[]> {
  const { from, to } = bounds(period);
  // A deleted piece's lines keep its code: they are grouped by it.
  const rows = await db.$queryRaw<{ productId: string | null; code: string; name: string; pieces: Sum; sales: Sum; stock: number | null }[]>`
    SELECT s."productId", COALESCE(p."code", s.code) AS code, COALESCE(p."name", s.name) AS name, s.pieces, s.sales, p."stock" AS stock
    FROM (
      SELECT l."productId", max(l."productCode") AS code, max(l."productName") AS name,
             sum(l."quantity") AS pieces, sum(l."linePricePaise" - l."offerDiscountPaise") AS sales
      FROM "Invoice" i JOIN "OrderLine" l ON l."orderId" = i."orderId"
      WHERE i."issuedAt" >= (${from}::timestamptz AT TIME ZONE 'UTC') AND i."issuedAt" < (${to}::timestamptz AT TIME ZONE 'UTC')
      GROUP BY l."productId", CASE WHEN l."productId" IS NULL THEN l."productCode" END
    ) s
    LEFT JOIN "Product" p ON p."id" = s."productId"
    ORDER BY s.pieces DESC, s.sales DESC, code
    LIMIT ${PIECE_ROWS}`;
  return rows.map((row) => ({ productId: row.productId, code: row.code, name: row.name, pieces: n(row.pieces), salesPaise: n(row.sales), stock: row.stock }));
}

async function slowMovers(period: ReportPeriod): Promise<PieceRow[]> {
  const { from, to } = bounds(period);
  // Active pieces with the fewest sold in the period (none first), the most stock on hand first among equals.
  const rows = await db.$queryRaw<{ productId: string; code: string; name: string; pieces: Sum; sales: Sum; stock: number }[]>`
    SELECT p."id" AS "productId", p."code" AS code, p."name" AS name, p."stock" AS stock,
           COALESCE(s.pieces, 0) AS pieces, COALESCE(s.sales, 0) AS sales
    FROM "Product" p
    LEFT JOIN (
      SELECT l."productId", sum(l."quantity") AS pieces, sum(l."linePricePaise" - l."offerDiscountPaise") AS sales
      FROM "Invoice" i JOIN "OrderLine" l ON l."orderId" = i."orderId"
      WHERE i."issuedAt" >= (${from}::timestamptz AT TIME ZONE 'UTC') AND i."issuedAt" < (${to}::timestamptz AT TIME ZONE 'UTC')
        AND l."productId" IS NOT NULL
      GROUP BY l."productId"
    ) s ON s."productId" = p."id"
    WHERE p."active"
    ORDER BY COALESCE(s.pieces, 0) ASC, p."stock" DESC, p."name", p."id"
    LIMIT ${PIECE_ROWS}`;
  return rows.map((row) => ({ productId: row.productId, code: row.code, name: row.name, pieces: n(row.pieces), salesPaise: n(row.sales), stock: row.stock }));
}

async function salesByMethod(period: ReportPeriod): Promise<MethodRow[]> {
  const { from, to } = bounds(period);
  // The order's paid payment (a later refund marks it refunded: still how it was paid); the latest if several.
  const rows = await db.$queryRaw<{ method: string | null; orders: number; gross: Sum }[]>`
    SELECT pay.kind::text AS method, count(*)::int AS orders, sum(i."grossPaise") AS gross
    FROM "Invoice" i
    LEFT JOIN LATERAL (
      SELECT p."kind" FROM "Payment" p
      WHERE p."orderId" = i."orderId" AND p."status" IN ('paid', 'refunded')
      ORDER BY p."createdAt" DESC LIMIT 1
    ) pay ON true
    WHERE i."issuedAt" >= (${from}::timestamptz AT TIME ZONE 'UTC') AND i."issuedAt" < (${to}::timestamptz AT TIME ZONE 'UTC')
    GROUP BY pay.kind`;
  const byMethod = new Map(rows.map((row) => [(row.method ?? "none") as PaymentMethodKey, row]));
  return PAYMENT_METHODS.filter((method) => method !== "none" || byMethod.has("none")).map((method) => {
    const row = byMethod.get(method);
    return { method, label: PAYMENT_METHOD_LABELS[method], orders: row?.orders ?? 0, netOfDiscountPaise: row ? n(row.gross) : 0 };
  });
}

async function returnReasons(period: ReportPeriod): Promise<ReasonRow[]> {
  const { from, to } = bounds(period);
  const rows = await db.$queryRaw<{ reason: string; count: number }[]>`
    SELECT r."reason"::text AS reason, count(*)::int AS count
    FROM "CreditNote" cn JOIN "ReturnRequest" r ON r."id" = cn."returnId"
    WHERE cn."issuedAt" >= (${from}::timestamptz AT TIME ZONE 'UTC') AND cn."issuedAt" < (${to}::timestamptz AT TIME ZONE 'UTC')
    GROUP BY r."reason"
    ORDER BY count DESC, reason`;
  return rows.map((row) => ({ reason: row.reason, label: RETURN_REASON_LABELS[row.reason] ?? row.reason, count: row.count }));
}

/** The whole sales report of a period: the documents' figures filled first, then one query per table. */
export async function salesReport(period: ReportPeriod): Promise<SalesReport> {
  await ensureDocumentFigures();
  const [summary, buckets, categories, top, slow, methods, reasons] = await Promise.all([
    salesSummary(period),
    salesBuckets(period),
    salesByCategory(period),
    topSellers(period),
    slowMovers(period),
    salesByMethod(period),
    returnReasons(period),
  ]);
  return { period, summary, buckets, categories, topSellers: top, slowMovers: slow, methods, reasons };
}
