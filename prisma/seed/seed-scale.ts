// A large catalogue and order history for benchmarks and pagination tests: by default 10,000
// products (2 pictures and 1–2 colours each, flags spread) and 50,000 orders with 1–3 lines.
//
// Speed: rows go in batches through INSERT ... SELECT FROM unnest($1::text[], $2::int[], ...),
// one array per column, so a batch of thousands of rows is a single statement with a handful of
// parameters (no 65,535-parameter limit, no per-row round trips). Runs on top of the demo seed:
// codes start with "SX-", slugs end with the code, order numbers use the 900000 range.
import { randomBytes } from "node:crypto";
import type { OrderStatus } from "@/generated/prisma/client";
import { SHOP } from "@/lib/constants";
import { rupeesToPaise, sellingPricePaise, slugify } from "@/lib/format";
import { INDIAN_STATES, canonicalState } from "@/lib/indian-states";
import { financialYearOf } from "@/server/invoices/financial-year";
import { computeGst } from "@/server/invoices/gst";
import type { MoneyClient } from "@/server/db-money";
import { type Metal, type ProductKind, CATEGORY_KIND, demoUrl, isCategorySlug } from "@/server/demo-media";
import { pricePoint } from "./prices";
import { type Random, seededRandom } from "./prng";

export const SCALE_CODE_PREFIX = "SX-";
const ORDER_NUMBER_BASE = 900_000;

export interface SeedScaleOptions {
  products?: number;
  orders?: number;
  /** Rows per INSERT statement. */
  batchSize?: number;
  now?: Date;
  log?: (message: string) => void;
}

export interface SeedScaleResult {
  skipped: boolean;
  products: number;
  images: number;
  productColors: number;
  orders: number;
  lines: number;
  invoices: number;
  creditNotes: number;
  ms: number;
}

type Column = readonly [name: string, pgType: string];

/** cuid-shaped ids ("c" + 24 base-36 characters), like Prisma's default. */
function newId(): string {
  const bytes = randomBytes(16);
  let id = "c";
  for (const b of bytes) id += (b % 36).toString(36);
  return id + Date.now().toString(36).slice(-8);
}

async function insertColumns(db: MoneyClient, table: string, columns: readonly Column[], rows: unknown[][]): Promise<void> {
  if (rows.length === 0) return;
  const names = columns.map(([name]) => `"${name}"`).join(", ");
  const unnest = columns.map(([, type], i) => `$${i + 1}::${type}[]`).join(", ");
  const arrays = columns.map((_, c) => rows.map((row) => row[c]));
  await db.$executeRawUnsafe(`INSERT INTO "${table}" (${names}) SELECT * FROM unnest(${unnest})`, ...arrays);
}

const PRODUCT_COLUMNS = [
  ["id", "text"],
  ["code", "text"],
  ["slug", "text"],
  ["name", "text"],
  ["description", "text"],
  ["pricePaise", "int8"],
  ["discountPercent", "numeric"],
  ["sellingPricePaise", "int8"],
  ["stock", "int4"],
  ["weightGrams", "numeric"],
  ["newArrival", "bool"],
  ["trendingProd", "bool"],
  ["bestSeller", "bool"],
  ["active", "bool"],
  ["categoryId", "text"],
  ["createdAt", "timestamp(3)"],
  ["updatedAt", "timestamp(3)"],
] as const satisfies readonly Column[];
const IMAGE_COLUMNS = [
  ["id", "text"],
  ["productId", "text"],
  ["url", "text"],
  ["alt", "text"],
  ["position", "int4"],
] as const satisfies readonly Column[];
const PRODUCT_COLOR_COLUMNS = [
  ["productId", "text"],
  ["colorId", "text"],
] as const satisfies readonly Column[];
const ORDER_COLUMNS = [
  ["id", "text"],
  ["orderNumber", "text"],
  ["status", '"OrderStatus"'],
  ["source", '"OrderSource"'],
  ["customerName", "text"],
  ["customerEmail", "text"],
  ["customerPhone", "text"],
  ["shipStreet", "text"],
  ["shipCity", "text"],
  ["shipState", "text"],
  ["shipPincode", "text"],
  ["totalPaise", "int8"],
  ["paymentMethod", '"PaymentMethod"'],
  ["paidAt", "timestamp(3)"],
  ["createdAt", "timestamp(3)"],
  ["updatedAt", "timestamp(3)"],
] as const satisfies readonly Column[];
// Issue 45: the paid orders' payments and invoices (their figures filled as invoiceGst computes them:
// these orders have no offer and no COD fee, so the invoice's GST is computeGst over the lines), and a
// few hundred refunded returns with their credit notes, so the reports read a real book at scale.
const PAYMENT_COLUMNS = [
  ["id", "text"],
  ["orderId", "text"],
  ["kind", '"PaymentKind"'],
  ["amountPaise", "int8"],
  ["status", '"PaymentStatus"'],
  ["createdAt", "timestamp(3)"],
  ["updatedAt", "timestamp(3)"],
] as const satisfies readonly Column[];
const INVOICE_COLUMNS = [
  ["id", "text"],
  ["orderId", "text"],
  ["number", "text"],
  ["financialYear", "text"],
  ["sequence", "int4"],
  ["seller", "jsonb"],
  ["taxRateBps", "int4"],
  ["placeOfSupply", "text"],
  ["issuedAt", "timestamp(3)"],
  ["grossPaise", "int8"],
  ["discountPaise", "int8"],
  ["taxablePaise", "int8"],
  ["cgstPaise", "int8"],
  ["sgstPaise", "int8"],
  ["igstPaise", "int8"],
  ["quantity", "int4"],
] as const satisfies readonly Column[];
const RETURN_COLUMNS = [
  ["id", "text"],
  ["number", "text"],
  ["orderId", "text"],
  ["kind", '"ReturnKind"'],
  ["status", '"ReturnStatus"'],
  ["reason", '"ReturnReason"'],
  ["refundPaise", "int8"],
  ["refundMethod", "text"],
  ["requestedBy", "text"],
  ["createdAt", "timestamp(3)"],
  ["updatedAt", "timestamp(3)"],
] as const satisfies readonly Column[];
const RETURN_LINE_COLUMNS = [
  ["id", "text"],
  ["returnId", "text"],
  ["orderLineId", "text"],
  ["quantity", "int4"],
  ["paidPaise", "int8"],
] as const satisfies readonly Column[];
const CREDIT_NOTE_COLUMNS = [
  ["id", "text"],
  ["returnId", "text"],
  ["orderId", "text"],
  ["invoiceId", "text"],
  ["number", "text"],
  ["financialYear", "text"],
  ["sequence", "int4"],
  ["amountPaise", "int8"],
  ["seller", "jsonb"],
  ["taxRateBps", "int4"],
  ["placeOfSupply", "text"],
  ["issuedAt", "timestamp(3)"],
  ["taxablePaise", "int8"],
  ["cgstPaise", "int8"],
  ["sgstPaise", "int8"],
  ["igstPaise", "int8"],
  ["quantity", "int4"],
] as const satisfies readonly Column[];
/** The scale seed's invoice and credit-note sequences start here, far above the demo's (no Counter is moved). */
const SCALE_SEQUENCE_BASE = 500_000;
/** One delivered order in this many is returned and refunded (a few hundred of 50,000 orders). */
const RETURN_EVERY = 100;
const RETURN_REASONS = ["damaged", "wrong_item", "not_as_described", "size_or_fit", "changed_mind", "other"] as const;

const LINE_COLUMNS = [
  ["id", "text"],
  ["orderId", "text"],
  ["productId", "text"],
  ["productName", "text"],
  ["productCode", "text"],
  ["colorName", "text"],
  ["quantity", "int4"],
  ["unitPricePaise", "int8"],
  ["linePricePaise", "int8"],
] as const satisfies readonly Column[];

// Names are built from these parts, per kind of piece.
const MOTIFS = ["Aarohi", "Chandni", "Devika", "Ira", "Kavya", "Lumi", "Mira", "Noor", "Ojas", "Riya", "Saanvi", "Tara", "Vaani", "Zoya", "Ananya", "Mehr"];
const STYLES = ["Classic", "Filigree", "Twisted", "Floral", "Minimal", "Vintage", "Royal", "Dainty", "Bold", "Temple", "Modern", "Celestial"];
const TYPES: Record<ProductKind, string[]> = {
  necklace: ["Pendant Necklace", "Chain Necklace", "Heart Necklace", "Lotus Necklace", "Choker"],
  bracelet: ["Tennis Bracelet", "Charm Bracelet", "Kada Bangle", "Cuff Bangle", "Chain Bracelet"],
  earrings: ["Drop Earrings", "Jhumkas", "Hoop Earrings", "Chandbalis", "Dangler Earrings"],
  tops: ["Stud Tops", "Cluster Tops", "Pearl Tops", "Halo Tops"],
  ring: ["Solitaire Ring", "Halo Ring", "Cluster Ring", "Band Ring", "Promise Ring"],
  "mens-ring": ["Signet Ring", "Band Ring", "Kada Ring", "Onyx Ring"],
  "gift-box": ["Ring Gift Box", "Pendant Gift Box", "Earring Gift Box", "Bangle Gift Box", "Gift Hamper"],
};
// Selling prices (about; prices.ts picks the exact whole-rupee figure) per kind: every kind reaches
// into two or more of the shop's price bands, and together they cover all four.
const SELLING_PRICES: Record<ProductKind, number[]> = {
  necklace: [1499, 1999, 2499, 3499, 4999, 6999, 9999, 12999, 18999],
  bracelet: [1499, 1999, 2999, 3999, 5499, 7499, 9999, 11999],
  earrings: [799, 999, 1299, 1799, 2499, 3499, 4999],
  tops: [599, 799, 899, 999, 1299, 1799, 2499],
  ring: [799, 999, 1499, 1999, 2999, 4999, 6999],
  "mens-ring": [1999, 2999, 3999, 5499, 6999, 8999, 10999],
  "gift-box": [1999, 2999, 4999, 7999, 12999],
};
const DISCOUNTS = [10, 15, 20, 25, 30];
const WEIGHT_RANGE: Record<ProductKind, [number, number]> = {
  necklace: [4, 60],
  bracelet: [6, 45],
  earrings: [3, 18],
  tops: [2, 5],
  ring: [2.5, 8],
  "mens-ring": [7, 20],
  "gift-box": [2.5, 30],
};
const METALS: Array<{ metal: Metal; color: string }> = [
  { metal: "silver", color: "Silver" },
  { metal: "rose-gold", color: "Rose Gold" },
  { metal: "gold", color: "Gold" },
];

const FIRST = ["Aditi", "Rohan", "Ishaan", "Pooja", "Neha", "Karan", "Sana", "Vivek", "Anjali", "Rahul", "Divya", "Siddharth", "Nisha", "Aman", "Kriti", "Manish"];
const LAST = ["Sharma", "Patel", "Reddy", "Iyer", "Gupta", "Singh", "Das", "Nair", "Joshi", "Mehta", "Khan", "Bose", "Kulkarni", "Menon", "Chopra", "Rao"];
const CITIES: Array<[city: string, state: string, pincode: string]> = [
  ["Mumbai", "Maharashtra", "400001"],
  ["Delhi", "Delhi", "110001"],
  ["Bengaluru", "Karnataka", "560001"],
  ["Hyderabad", "Telangana", "500001"],
  ["Chennai", "Tamil Nadu", "600001"],
  ["Kolkata", "West Bengal", "700001"],
  ["Jaipur", "Rajasthan", "302001"],
  ["Ahmedabad", "Gujarat", "380001"],
  ["Lucknow", "Uttar Pradesh", "226001"],
  ["Kochi", "Kerala", "682001"],
];
// Roughly how a shop's order book looks: most orders are delivered.
const STATUS_WEIGHTS: Array<[OrderStatus, number]> = [
  ["delivered", 40],
  ["shipped", 10],
  ["processing", 8],
  ["paid", 8],
  ["payment_pending", 10],
  ["acknowledged", 8],
  ["draft", 8],
  ["cancelled", 8],
];
const PAID: ReadonlySet<OrderStatus> = new Set(["paid", "processing", "shipped", "delivered"]);

function weightedStatus(random: Random): OrderStatus {
  let roll = random.int(1, 100);
  for (const [status, weight] of STATUS_WEIGHTS) {
    roll -= weight;
    if (roll <= 0) return status;
  }
  return "delivered";
}

interface ScaleProduct {
  id: string;
  code: string;
  name: string;
  sellingPricePaise: number;
  colors: string[];
}

export async function seedScale(prisma: MoneyClient, options: SeedScaleOptions = {}): Promise<SeedScaleResult> {
  const started = performance.now();
  const productCount = options.products ?? 10_000;
  const orderCount = options.orders ?? 50_000;
  const batch = options.batchSize ?? 2_000;
  const now = options.now ?? new Date();
  const log = options.log ?? (() => {});
  const result: SeedScaleResult = { skipped: false, products: 0, images: 0, productColors: 0, orders: 0, lines: 0, invoices: 0, creditNotes: 0, ms: 0 };

  if ((await prisma.product.count({ where: { code: { startsWith: SCALE_CODE_PREFIX } } })) > 0) {
    return { ...result, skipped: true, ms: Math.round(performance.now() - started) };
  }
  const categories = (await prisma.category.findMany({ orderBy: { sortOrder: "asc" } })).filter((c) => isCategorySlug(c.slug));
  const colors = new Map((await prisma.color.findMany()).map((c) => [c.name, c.id]));
  if (categories.length === 0 || colors.size === 0) throw new Error("seedScale needs the demo categories and colours: run seedDemo first.");

  const random = seededRandom(20261121);
  // Issue 45's returns draw from their own sequence: the catalogue and orders stay as they were.
  const extra = seededRandom(20261201);
  // The seller as the invoices name it (src/server/invoices/invoice-seller.ts: settings, else the shop's constants).
  const settings = await prisma.siteSettings.findUnique({ where: { id: 1 } });
  const sellerState = canonicalState(settings?.state?.trim() || (INDIAN_STATES.find((state) => SHOP.address.includes(state)) ?? "")) ?? "";
  const seller = JSON.stringify({ legalName: settings?.legalName?.trim() || SHOP.owner, address: settings?.address?.trim() || SHOP.address, state: sellerState, gstin: (settings?.gstin ?? "").toUpperCase(), phone: settings?.contactPhone?.trim() || SHOP.phone, email: settings?.contactEmail?.trim() || SHOP.email });
  const rateBps = settings?.gstRateBps ?? 300; // DEFAULT_GST_RATE_BPS
  const sequences = new Map<string, number>();
  const nextSequence = (fy: string) => {
    const next = (sequences.get(fy) ?? SCALE_SEQUENCE_BASE) + 1;
    sequences.set(fy, next);
    return next;
  };
  const creditSequences = new Map<string, number>();
  const nextCreditSequence = (fy: string) => {
    const next = (creditSequences.get(fy) ?? SCALE_SEQUENCE_BASE) + 1;
    creditSequences.set(fy, next);
    return next;
  };
  const products: ScaleProduct[] = [];
  const nowIso = now.toISOString();

  for (let start = 0; start < productCount; start += batch) {
    const productRows: unknown[][] = [];
    const imageRows: unknown[][] = [];
    const colorRows: unknown[][] = [];
    for (let i = start; i < Math.min(productCount, start + batch); i++) {
      const category = categories[i % categories.length]!;
      const slug = category.slug as keyof typeof CATEGORY_KIND;
      const kind = CATEGORY_KIND[slug];
      const prefix = { necklace: "NK", bracelets: "BR", earrings: "ER", tops: "TP", "ladies-rings": "LR", "mens-rings": "MR", "gift-cases": "GC" }[slug];
      const code = `${SCALE_CODE_PREFIX}${prefix}-${String(i + 1).padStart(6, "0")}`;
      const name = `${random.pick(MOTIFS)} ${random.pick(STYLES)} ${random.pick(TYPES[kind])}`;
      const point = pricePoint(random.pick(SELLING_PRICES[kind]), random.chance(0.5) ? random.pick(DISCOUNTS) : 0);
      const pricePaise = rupeesToPaise(point.price);
      const discount = point.discount;
      const selling = sellingPricePaise(pricePaise, discount);
      const [wlo, whi] = WEIGHT_RANGE[kind];
      const weight = Math.round((wlo + random.next() * (whi - wlo)) * 100) / 100;
      const metalCount = random.chance(0.7) ? 1 : 2;
      const first = random.int(0, METALS.length - 1);
      const finishes = Array.from({ length: metalCount }, (_, k) => METALS[(first + k) % METALS.length]!);
      const id = newId();
      const createdAt = new Date(now.getTime() - random.int(0, 365 * 24 * 60) * 60_000).toISOString();
      productRows.push([
        id,
        code,
        slugify(`${name} ${code}`),
        name,
        `${name} in 925 sterling silver. Catalogue item ${code}, generated for load testing.`,
        pricePaise,
        discount,
        selling,
        random.chance(0.08) ? 0 : random.int(1, 40),
        weight,
        random.chance(0.12),
        random.chance(0.12),
        random.chance(0.12),
        !random.chance(0.02),
        category.id,
        createdAt,
        nowIso,
      ]);
      // Variants 0–11 only: keeps the set of distinct demo pictures (each drawn once, then stored) small.
      const variant = random.int(0, 11);
      for (let view = 0; view < 2; view++) {
        const finish = finishes[Math.min(view, finishes.length - 1)]!;
        imageRows.push([newId(), id, demoUrl({ kind, variant, metal: finish.metal, view }), `${name} in ${finish.color}`, view]);
      }
      for (const f of finishes) colorRows.push([id, colors.get(f.color)!]);
      products.push({ id, code, name, sellingPricePaise: selling, colors: finishes.map((f) => f.color) });
    }
    await insertColumns(prisma, "Product", PRODUCT_COLUMNS, productRows);
    await insertColumns(prisma, "ProductImage", IMAGE_COLUMNS, imageRows);
    await insertColumns(prisma, "ProductColor", PRODUCT_COLOR_COLUMNS, colorRows);
    result.products += productRows.length;
    result.images += imageRows.length;
    result.productColors += colorRows.length;
    log(`products ${result.products}/${productCount}`);
  }

  for (let start = 0; start < orderCount; start += batch) {
    const orderRows: unknown[][] = [];
    const lineRows: unknown[][] = [];
    const paymentRows: unknown[][] = [];
    const invoiceRows: unknown[][] = [];
    const returnRows: unknown[][] = [];
    const returnLineRows: unknown[][] = [];
    const creditNoteRows: unknown[][] = [];
    for (let i = start; i < Math.min(orderCount, start + batch); i++) {
      const id = newId();
      const created = new Date(now.getTime() - random.int(0, 730 * 24 * 60) * 60_000);
      const status = weightedStatus(random);
      const first = random.pick(FIRST);
      const last = random.pick(LAST);
      const [city, state, pincode] = random.pick(CITIES);
      const lineCount = random.int(1, 3);
      let total = 0;
      const orderLines: { id: string; qty: number; paise: number }[] = [];
      for (let l = 0; l < lineCount; l++) {
        const product = products[random.int(0, products.length - 1)]!;
        const qty = random.chance(0.8) ? 1 : random.int(2, 3);
        total += product.sellingPricePaise * qty;
        const lineId = newId();
        orderLines.push({ id: lineId, qty, paise: product.sellingPricePaise * qty });
        lineRows.push([lineId, id, product.id, product.name, product.code, random.pick(product.colors), qty, product.sellingPricePaise, product.sellingPricePaise * qty]);
      }
      const paid = PAID.has(status);
      const method = paid ? random.pick(["phonepe", "paytm", "razorpay"] as const) : status === "payment_pending" ? "phonepe" : null;
      // Drawn in the same order as before issue 45, so the orders stay the same rows.
      const street = `${random.int(1, 250)} ${random.pick(["MG Road", "Station Road", "Park Street", "Gandhi Nagar", "Nehru Marg", "Lake Road"])}`;
      const paidAt = paid ? new Date(created.getTime() + random.int(10, 48 * 60) * 60_000) : null;
      orderRows.push([
        id,
        `SA-${created.getUTCFullYear()}-${String(ORDER_NUMBER_BASE + i + 1).padStart(6, "0")}`,
        status,
        method === "razorpay" ? "checkout" : "request",
        `${first} ${last}`,
        `${first}.${last}.${i + 1}@example.com`.toLowerCase(),
        `9${String(100_000_000 + ((i * 7919) % 900_000_000)).padStart(9, "0")}`,
        street,
        city,
        state,
        pincode,
        total,
        method,
        paidAt?.toISOString() ?? null,
        created.toISOString(),
        nowIso,
      ]);
      if (paidAt) {
        paymentRows.push([newId(), id, method === "razorpay" ? "checkout" : "payment_link", total, "paid", paidAt.toISOString(), nowIso]);
        const fy = financialYearOf(paidAt);
        const sequence = nextSequence(fy);
        const invoiceId = newId();
        const { totals } = computeGst({ linePaise: orderLines.map((line) => line.paise), rateBps, sellerState, buyerState: state });
        const pieces = orderLines.reduce((sum, line) => sum + line.qty, 0);
        invoiceRows.push([invoiceId, id, `SX/${fy}/${sequence}`, fy, sequence, seller, rateBps, state, paidAt.toISOString(), totals.grandTotalPaise, 0, totals.taxablePaise, totals.cgstPaise, totals.sgstPaise, totals.igstPaise, pieces]);
        if (status === "delivered" && i % RETURN_EVERY === 0) {
          // The first line returned whole and refunded: its credit note's GST is computeGst over what it paid (creditNoteGst).
          const line = orderLines[0]!;
          const returnId = newId();
          const refundedAt = new Date(paidAt.getTime() + extra.int(3, 9) * 86_400_000);
          const cnFy = financialYearOf(refundedAt);
          const cnSequence = nextCreditSequence(cnFy);
          const note = computeGst({ linePaise: [line.paise], rateBps, sellerState, buyerState: state }).totals;
          returnRows.push([returnId, `RT-SX-${String(i + 1).padStart(6, "0")}`, id, "return", "refunded", extra.pick(RETURN_REASONS), line.paise, "gateway", "tracking", refundedAt.toISOString(), refundedAt.toISOString()]);
          returnLineRows.push([newId(), returnId, line.id, line.qty, line.paise]);
          creditNoteRows.push([newId(), returnId, id, invoiceId, `SX-CN/${cnFy}/${cnSequence}`, cnFy, cnSequence, line.paise, seller, rateBps, state, refundedAt.toISOString(), note.taxablePaise, note.cgstPaise, note.sgstPaise, note.igstPaise, line.qty]);
        }
      }
    }
    await insertColumns(prisma, "Order", ORDER_COLUMNS, orderRows);
    await insertColumns(prisma, "OrderLine", LINE_COLUMNS, lineRows);
    await insertColumns(prisma, "Payment", PAYMENT_COLUMNS, paymentRows);
    await insertColumns(prisma, "Invoice", INVOICE_COLUMNS, invoiceRows);
    await insertColumns(prisma, "ReturnRequest", RETURN_COLUMNS, returnRows);
    await insertColumns(prisma, "ReturnLine", RETURN_LINE_COLUMNS, returnLineRows);
    await insertColumns(prisma, "CreditNote", CREDIT_NOTE_COLUMNS, creditNoteRows);
    result.invoices += invoiceRows.length;
    result.creditNotes += creditNoteRows.length;
    result.orders += orderRows.length;
    result.lines += lineRows.length;
    if (result.orders % 10_000 < batch) log(`orders ${result.orders}/${orderCount}`);
  }

  // Fresh planner statistics, so the first benchmark queries use the indexes.
  await prisma.$executeRawUnsafe(`ANALYZE "Product", "ProductImage", "ProductColor", "Order", "OrderLine", "Payment", "Invoice", "ReturnRequest", "ReturnLine", "CreditNote"`);
  result.ms = Math.round(performance.now() - started);
  return result;
}
