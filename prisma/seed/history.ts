// Three months of demo history (issue 45), so the reports, the GST return and the owner's lists show
// something real: orders from the first day of the month three months back to the day before
// yesterday (never today, whose stat cards other tests read), to several states, paid by card, by
// payment link or in cash on delivery, some with an offer or the COD fee; their invoices; a dozen
// returns refunded with credit notes; shoppers waiting for sold-out sizes; a few marketing consents
// and two carts left for more than a day. Deterministic (seededRandom) and relative to `now`.
//
// Called by seedDemo inside its transaction, in two steps: seedHistoryOrders before the demo's
// invoices are issued (its paid orders join that list, so every invoice is numbered in the order of
// its date, as the shop numbers them), seedHistoryAfterInvoices once they exist. Numbers come from
// the same Counter rows the shop uses, so the next real order, return and credit note follow on.
import { randomBytes } from "node:crypto";
import type { OrderStatus, PaymentMethod, Prisma } from "@/generated/prisma/client";
import { applyOffers } from "@/lib/offers/apply-offers";
import { paidForUnits } from "@/lib/offers/allocate";
import type { OfferLine, OfferRule } from "@/lib/offers/types";
import { formatReturnNumber, returnCounterKey } from "@/lib/returns/return-rules";
import type { MoneyTransaction } from "@/server/db-money";
import { CUSTOMERS } from "./content-data";
import {
  ABANDONED_CART_CODES,
  ABANDONED_CART_CUSTOMERS,
  ALERT_CODES,
  CONSENTING_CUSTOMERS,
  GUESTS,
  PAST_OFFERS,
  PLACES,
  RETURN_REASONS,
  type Place,
} from "./history-data";
import { type Random, seededRandom } from "./prng";
import { importServerModule } from "./server-modules";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const IST_OFFSET_MS = 330 * MINUTE_MS;
const COD_FEE_PAISE = 4_900;
/** History order numbers follow the demo's (101–108) in each year. */
const FIRST_NUMBER = 109;

type Method = "card" | "link" | "cod";

/** An order of the history whose invoice is due: issued with the demo's, oldest first. */
export interface HistoryInvoice {
  id: string;
  state: string;
  /** The invoice's date: when it was paid, or for cash on delivery when it shipped (cod-moves.ts). */
  paidAt: Date;
}

interface Piece {
  id: string;
  code: string;
  name: string;
  categoryId: string;
  sellingPricePaise: number;
  purity: number;
  huid: string | null;
  sizes: { id: string; label: string; sku: string | null; sellingPricePaise: number; stock: number }[];
}

interface Buyer {
  customerId: string | null;
  name: string;
  email: string;
  phone: string;
  place: Place;
}

interface Rows {
  orders: Prisma.OrderCreateManyInput[];
  lines: Prisma.OrderLineCreateManyInput[];
  events: Prisma.OrderEventCreateManyInput[];
  offers: Prisma.OrderOfferCreateManyInput[];
  payments: Prisma.PaymentCreateManyInput[];
}

/** A cuid-shaped id ("c" + 24 base-36 characters), like Prisma's default (the scale seed makes the same). */
function newId(): string {
  let id = "c";
  for (const b of randomBytes(16)) id += (b % 36).toString(36);
  return id + Date.now().toString(36).slice(-8);
}

/** Midnight in India of the day `instant` falls on, as a UTC instant. */
function indiaDayStart(instant: Date): Date {
  const shifted = instant.getTime() + IST_OFFSET_MS;
  return new Date(shifted - (shifted % DAY_MS) - IST_OFFSET_MS);
}

/** Midnight in India on the 1st of the month `monthsBack` before `now`'s month. */
function indiaMonthStart(now: Date, monthsBack: number): Date {
  const india = new Date(now.getTime() + IST_OFFSET_MS);
  return new Date(Date.UTC(india.getUTCFullYear(), india.getUTCMonth() - monthsBack, 1) - IST_OFFSET_MS);
}

const indiaYear = (at: Date) => new Date(at.getTime() + IST_OFFSET_MS).getUTCFullYear();
const orderNumber = (year: number, n: number) => `SA-${String(year % 100).padStart(2, "0")}-${String(n).padStart(5, "0")}`;

/** The festive weeks, mid-October to mid-November (Dhanteras and Diwali fall in them), in India. */
function isFestive(day: Date): boolean {
  const india = new Date(day.getTime() + IST_OFFSET_MS);
  const month = india.getUTCMonth();
  const date = india.getUTCDate();
  return (month === 9 && date >= 15) || (month === 10 && date <= 15);
}

/** How many orders a day gets on average: more at weekends and in the festive weeks. */
function dayWeight(day: Date): number {
  const weekday = new Date(day.getTime() + IST_OFFSET_MS).getUTCDay();
  const weekend = weekday === 0 || weekday === 6;
  return 1.25 * (weekend ? 1.5 : 1) * (isFestive(day) ? 1.6 : 1);
}

function offerRule(offer: (typeof PAST_OFFERS)[keyof typeof PAST_OFFERS]): OfferRule {
  return {
    ...offer,
    kind: "percent_pieces",
    amountPaise: null,
    scope: "all",
    categoryIds: [],
    productIds: [],
    productSizeKeys: [],
    startsAt: new Date(0),
    endsAt: null,
    paused: false,
    minCartPaise: 0,
    firstOrderOnly: false,
    stackable: false,
  };
}

/** The steps an order has gone through and when, planned from its creation; the status is the last step reached by `limit`. */
function road(method: Method, cancelled: boolean, createdAt: Date, random: Random): Array<{ status: OrderStatus; at: Date }> {
  const at = (ms: number) => new Date(createdAt.getTime() + ms);
  if (method === "cod") {
    const shipped = DAY_MS + random.int(0, 8) * HOUR_MS;
    return [
      { status: "draft", at: createdAt },
      { status: "confirmed", at: at(random.int(2, 6) * HOUR_MS) },
      { status: "shipped", at: at(shipped) },
      { status: "delivered", at: at(shipped + random.int(2, 4) * DAY_MS) },
    ];
  }
  const start: Array<{ status: OrderStatus; at: Date }> =
    method === "card"
      ? [{ status: "payment_pending", at: createdAt }]
      : [
          { status: "draft", at: createdAt },
          { status: "acknowledged", at: at(3 * HOUR_MS) },
          { status: "payment_pending", at: at(5 * HOUR_MS) },
        ];
  if (cancelled) return [...start, { status: "cancelled", at: at(27 * HOUR_MS) }];
  const paid = method === "card" ? 2 * MINUTE_MS : random.int(6, 26) * HOUR_MS;
  const shipped = paid + random.int(1, 2) * DAY_MS;
  return [
    ...start,
    { status: "paid", at: at(paid) },
    { status: "processing", at: at(paid + random.int(3, 20) * HOUR_MS) },
    { status: "shipped", at: at(shipped) },
    { status: "delivered", at: at(shipped + random.int(2, 5) * DAY_MS) },
  ];
}

async function readPieces(tx: MoneyTransaction): Promise<Piece[]> {
  const rows = await tx.product.findMany({
    where: { active: true },
    orderBy: { code: "asc" },
    select: {
      id: true,
      code: true,
      name: true,
      categoryId: true,
      sellingPricePaise: true,
      purity: true,
      huid: true,
      sizes: { select: { sizeId: true, sku: true, sellingPricePaise: true, stock: true, size: { select: { label: true, position: true } } } },
    },
  });
  return rows.map((row) => ({
    ...row,
    sizes: row.sizes
      .sort((a, b) => a.size.position - b.size.position)
      .map((s) => ({ id: s.sizeId, label: s.size.label, sku: s.sku, sellingPricePaise: s.sellingPricePaise, stock: s.stock })),
  }));
}

/** A buyer for an order on `day`: a demo customer who had an account by then (not Priya, whose account e2e specs read), or a guest. */
function pickBuyer(random: Random, day: Date, customerIds: readonly string[], now: Date): Buyer {
  const customerIndex = random.pick(CONSENTING_CUSTOMERS);
  const customer = CUSTOMERS[customerIndex]!;
  const joined = now.getTime() - customer.createdDaysAgo * DAY_MS;
  if (random.chance(0.2) && day.getTime() > joined && customerIds[customerIndex]) {
    const place = PLACES[(customerIndex * 5) % PLACES.length]!;
    return { customerId: customerIds[customerIndex]!, name: customer.name, email: customer.email, phone: customer.phone, place };
  }
  const guest = random.pick(GUESTS);
  return { customerId: null, ...guest, place: random.pick(PLACES) };
}

/**
 * The history's orders, with their lines, steps, payments and offers. Returns the paid ones (and the
 * shipped cash-on-delivery ones) whose invoices the caller issues with the demo's, oldest first.
 */
export async function seedHistoryOrders(tx: MoneyTransaction, { now, customerIds }: { now: Date; customerIds: readonly string[] }): Promise<{ orders: number; invoices: HistoryInvoice[] }> {
  const random = seededRandom(45_2026);
  const pieces = await readPieces(tx);
  if (pieces.length === 0) return { orders: 0, invoices: [] };
  // Everything happens before today in India: the day before yesterday is the last day an order is placed.
  const limit = new Date(indiaDayStart(now).getTime() - MINUTE_MS);
  const festive = offerRule(PAST_OFFERS.festive);
  const welcome = offerRule(PAST_OFFERS.welcome);

  const invoices: HistoryInvoice[] = [];
  const rows: Rows = { orders: [], lines: [], events: [], offers: [], payments: [] };
  const numbers = new Map<number, number>();
  let orders = 0;
  for (let day = indiaMonthStart(now, 3); day.getTime() < indiaDayStart(now).getTime() - DAY_MS; day = new Date(day.getTime() + DAY_MS)) {
    const count = Math.floor(dayWeight(day) + random.next());
    for (let n = 0; n < count; n++) {
      const createdAt = new Date(day.getTime() + random.int(9 * 60, 22 * 60) * MINUTE_MS + random.int(0, 59) * 1000);
      if (createdAt.getTime() >= limit.getTime()) continue;
      const buyer = pickBuyer(random, day, customerIds, now);

      // 1–3 lines of distinct pieces; a sized piece in one of its sizes.
      const chosen = new Set<Piece>();
      for (let lineCount = random.pick([1, 1, 1, 2, 2, 3]); chosen.size < lineCount; ) chosen.add(random.pick(pieces));
      const lines = [...chosen].map((piece) => {
        const size = piece.sizes.length > 0 ? random.pick(piece.sizes) : null;
        const quantity = random.chance(0.15) ? 2 : 1;
        const unit = size?.sellingPricePaise ?? piece.sellingPricePaise;
        return { piece, size, quantity, unit };
      });

      const offerLines: OfferLine[] = lines.map((l) => ({ productId: l.piece.id, sizeId: l.size?.id ?? null, categoryId: l.piece.categoryId, quantity: l.quantity, unitPricePaise: l.unit, linePricePaise: l.unit * l.quantity, priceBreakup: null }));
      const offer = isFestive(day) && random.chance(0.5) ? festive : random.chance(0.08) ? welcome : null;
      const outcome = offer
        ? applyOffers({ lines: offerLines, automatic: offer.code ? [] : [offer], code: offer.code ? offer : null, now: createdAt, firstOrder: true, roundToRupee: true })
        : null;
      const piecesPaise = offerLines.reduce((sum, l) => sum + l.linePricePaise, 0);
      const discountPaise = outcome?.discountPaise ?? 0;

      const cancelled = random.chance(0.06);
      const roll = random.next();
      let method: Method = roll < 0.55 ? "card" : roll < 0.8 ? "link" : "cod";
      const steps = () => road(method, cancelled && method !== "cod", createdAt, random);
      let planned = steps();
      // The history's cash-on-delivery orders are all delivered (and paid): one too recent for that is paid by card instead.
      if (method === "cod" && planned.at(-1)!.at.getTime() > limit.getTime()) {
        method = "card";
        planned = steps();
      }
      const history = planned.filter((step) => step.at.getTime() <= limit.getTime());
      const status = history.at(-1)!.status;
      const codFeePaise = method === "cod" && random.chance(0.6) ? COD_FEE_PAISE : 0;
      const totalPaise = piecesPaise - discountPaise + codFeePaise;
      const paidAt = method === "cod" ? (status === "delivered" ? history.at(-1)!.at : null) : (history.find((s) => s.status === "paid")?.at ?? null);

      const year = indiaYear(createdAt);
      const sequence = (numbers.get(year) ?? FIRST_NUMBER - 1) + 1;
      numbers.set(year, sequence);
      const number = orderNumber(year, sequence);
      const paymentMethod: PaymentMethod = method === "card" ? "razorpay" : method === "cod" ? "cod" : random.chance(0.6) ? "phonepe" : "paytm";
      const shipped = history.find((s) => s.status === "shipped");
      const tag = number.replace(/-/g, "");

      const id = newId();
      rows.orders.push({
        id,
        orderNumber: number,
        status,
        source: method === "link" ? "request" : "checkout",
        customerId: buyer.customerId,
        customerName: buyer.name,
        customerEmail: buyer.email,
        customerPhone: buyer.phone,
        shipStreet: buyer.place.street,
        shipCity: buyer.place.city,
        shipState: buyer.place.state,
        shipPincode: buyer.place.pincode,
        totalPaise,
        codFeePaise,
        discountPaise,
        // An order request cancelled before its link was sent has no payment method yet.
        paymentMethod: method === "link" && status === "cancelled" ? null : paymentMethod,
        courierName: shipped ? random.pick(["Delhivery", "Blue Dart", "India Post"]) : null,
        trackingNumber: shipped ? `DEMO${tag}` : null,
        paidAt,
        deliveredAt: history.find((s) => s.status === "delivered")?.at ?? null,
        createdAt,
        updatedAt: history.at(-1)!.at,
      });
      rows.lines.push(
        ...lines.map((l, i) => ({
          id: newId(),
          orderId: id,
          productId: l.piece.id,
          productName: l.piece.name,
          productCode: l.piece.code,
          colorName: "Silver",
          sizeId: l.size?.id ?? null,
          sizeLabel: l.size?.label ?? null,
          sizeSku: l.size?.sku ?? null,
          quantity: l.quantity,
          unitPricePaise: l.unit,
          linePricePaise: l.unit * l.quantity,
          purity: l.piece.purity,
          huid: l.piece.huid,
          offerDiscountPaise: outcome?.lineDiscounts[i] ?? 0,
        })),
      );
      rows.events.push(
        ...history.map((step, i) => ({
          orderId: id,
          status: step.status,
          actor: i === 0 ? (buyer.customerId ? "customer" : "visitor") : step.status === "paid" ? "gateway" : "admin:demo",
          createdAt: step.at,
        })),
      );
      if (outcome) {
        rows.offers.push(...outcome.applied.map((a) => ({ orderId: id, offerId: null, code: a.code, name: a.name, kind: a.kind, percentBps: a.percentBps, amountPaise: a.amountPaise, discountPaise: a.discountPaise, position: a.position })));
      }
      if (paidAt) {
        rows.payments.push({
          orderId: id,
          kind: method === "card" ? "checkout" : method === "link" ? "payment_link" : "cod",
          razorpayOrderId: method === "card" ? `order_DEMO${tag}` : null,
          paymentLinkId: method === "link" ? `plink_DEMO${tag}` : null,
          razorpayPaymentId: method === "cod" ? null : `pay_DEMO${tag}`,
          amountPaise: totalPaise,
          status: "paid",
          createdAt: paidAt,
          updatedAt: paidAt,
        });
      }
      orders += 1;
      // A card or link order is invoiced when paid; cash on delivery when it ships (cod-moves.ts).
      const invoicedAt = method === "cod" ? shipped?.at : paidAt;
      if (invoicedAt) invoices.push({ id, state: buyer.place.state, paidAt: invoicedAt });
    }
  }

  // Written together: a few statements for the whole history, so the seed stays quick.
  await tx.order.createMany({ data: rows.orders });
  await tx.orderLine.createMany({ data: rows.lines });
  await tx.orderEvent.createMany({ data: rows.events });
  await tx.orderOffer.createMany({ data: rows.offers });
  await tx.payment.createMany({ data: rows.payments });

  // New orders take the next number of their year's Counter: past every history number.
  for (const [year, highest] of numbers) {
    await tx.$executeRaw`
      INSERT INTO "Counter" ("key", "value") VALUES (${`order:${year}`}, ${highest})
      ON CONFLICT ("key") DO UPDATE SET "value" = GREATEST("Counter"."value", EXCLUDED."value")`;
  }
  return { orders, invoices };
}

/**
 * After the invoices: returns of delivered history orders refunded with credit notes (as
 * move-return.ts refunds one: ReturnLine.paidPaise as refund-basis.ts measures it, the credit note
 * through issueCreditNote), waiting back-in-stock alerts on sold-out sizes, marketing consents and
 * two carts left for more than a day.
 */
export async function seedHistoryAfterInvoices(tx: MoneyTransaction, { now, customerIds }: { now: Date; customerIds: readonly string[] }): Promise<{ returns: number; alerts: number; carts: number }> {
  const random = seededRandom(45_1225);
  const returns = await seedReturns(tx, now, random);
  const alerts = await seedStockAlerts(tx, now, random, customerIds);
  const carts = await seedConsentsAndCarts(tx, now, customerIds);
  return { returns, alerts, carts };
}

async function seedReturns(tx: MoneyTransaction, now: Date, random: Random): Promise<number> {
  const { issueCreditNote } = await importServerModule(() => import("@/server/credit-notes/issue-credit-note"));
  const { nextCounterValue } = await importServerModule(() => import("@/server/orders/counters"));
  const limit = new Date(indiaDayStart(now).getTime() - MINUTE_MS);
  // Delivered history orders (numbers from FIRST_NUMBER on; the demo's own stay as e2e specs expect), oldest delivery first.
  const candidates = await tx.order.findMany({
    where: { status: "delivered", deliveredAt: { not: null } },
    orderBy: [{ deliveredAt: "asc" }, { orderNumber: "asc" }],
    select: { id: true, orderNumber: true, customerId: true, shipState: true, deliveredAt: true, paymentMethod: true, lines: { orderBy: { id: "asc" }, select: { id: true, quantity: true, linePricePaise: true, offerDiscountPaise: true } } },
  });
  const history = candidates.filter((o) => Number(o.orderNumber.slice(-5)) >= FIRST_NUMBER);
  // About one delivered order in twelve comes back, spread over the months.
  const picked = history.filter((_, i) => i % 12 === 7);
  const planned = picked
    .map((order, i) => {
      const requested = new Date(order.deliveredAt!.getTime() + random.int(1, 5) * DAY_MS + random.int(1, 8) * HOUR_MS);
      const steps = [
        { status: "requested" as const, at: requested },
        { status: "approved" as const, at: new Date(requested.getTime() + random.int(2, 20) * HOUR_MS) },
        { status: "picked_up" as const, at: new Date(requested.getTime() + 2 * DAY_MS) },
        { status: "received" as const, at: new Date(requested.getTime() + 4 * DAY_MS) },
        { status: "refunded" as const, at: new Date(requested.getTime() + 5 * DAY_MS + random.int(1, 6) * HOUR_MS) },
      ];
      return { order, reason: RETURN_REASONS[i % RETURN_REASONS.length]!, steps };
    })
    .filter((p) => p.steps.at(-1)!.at.getTime() <= limit.getTime());

  // Request numbers in the order the requests came, then the refunds (and credit notes) in theirs.
  const made: Array<{ id: string; order: (typeof planned)[number]["order"]; refundedAt: Date; amountPaise: number }> = [];
  for (const { order, reason, steps } of planned.sort((a, b) => a.steps[0]!.at.getTime() - b.steps[0]!.at.getTime())) {
    const line = order.lines[0]!;
    const units = line.quantity;
    const paidPaise = paidForUnits(line.linePricePaise - line.offerDiscountPaise, line.quantity, units, 0);
    const year = indiaYear(steps[0]!.at);
    const number = formatReturnNumber(year, await nextCounterValue(tx, returnCounterKey(year)));
    const card = order.paymentMethod !== "cod";
    const tag = number.replace(/-/g, "");
    const request = await tx.returnRequest.create({
      data: {
        number,
        orderId: order.id,
        kind: "return",
        status: "refunded",
        reason: reason.reason,
        details: reason.details,
        refundPaise: paidPaise,
        refundMethod: card ? "gateway" : "bank_transfer",
        refundReference: card ? `rfnd_DEMO${tag}` : `UTR${tag}`,
        requestedBy: order.customerId ? `customer:${order.customerId}` : "tracking",
        createdAt: steps[0]!.at,
        updatedAt: steps.at(-1)!.at,
        lines: { create: [{ orderLineId: line.id, quantity: units, paidPaise }] },
        events: { create: steps.map((step, i) => ({ status: step.status, actor: i === 0 ? (order.customerId ? "customer" : "tracking") : "admin:demo", createdAt: step.at })) },
      },
      select: { id: true },
    });
    made.push({ id: request.id, order, refundedAt: steps.at(-1)!.at, amountPaise: paidPaise });
  }
  for (const r of made.sort((a, b) => a.refundedAt.getTime() - b.refundedAt.getTime())) {
    await issueCreditNote(tx, { returnId: r.id, orderId: r.order.id, amountPaise: r.amountPaise, buyerState: r.order.shipState, now: r.refundedAt });
  }
  return made.length;
}

async function seedStockAlerts(tx: MoneyTransaction, now: Date, random: Random, customerIds: readonly string[]): Promise<number> {
  const sizes = await tx.productSize.findMany({
    where: { stock: 0, product: { code: { in: [...ALERT_CODES] } } },
    orderBy: [{ product: { code: "asc" } }, { size: { position: "desc" } }],
    select: { productId: true, sizeId: true },
  });
  // One sold-out size of each piece (its largest).
  const soldOut = sizes.filter((size, i) => i === 0 || sizes[i - 1]!.productId !== size.productId);
  let alerts = 0;
  for (const [i, size] of soldOut.entries()) {
    // One or two shoppers wait for each: guests, and now and then a demo customer.
    const waiting = new Set<number>();
    for (let count = random.int(1, 2); waiting.size < count; ) waiting.add(random.int(0, GUESTS.length - 1));
    for (const g of waiting) {
      const customerIndex = i % 3 === 0 && waiting.size === 1 ? CONSENTING_CUSTOMERS[i % CONSENTING_CUSTOMERS.length]! : null;
      const who = customerIndex === null ? GUESTS[g]! : CUSTOMERS[customerIndex]!;
      const at = new Date(indiaDayStart(now).getTime() - random.int(2, 40) * DAY_MS + random.int(9, 21) * HOUR_MS);
      await tx.stockAlert.create({
        data: {
          productId: size.productId,
          sizeId: size.sizeId,
          email: who.email,
          phone: random.chance(0.4) ? `91${who.phone}` : null,
          customerId: customerIndex === null ? null : (customerIds[customerIndex] ?? null),
          status: "waiting",
          createdAt: at,
          updatedAt: at,
        },
      });
      alerts += 1;
    }
  }
  return alerts;
}

/**
 * Marketing consents given at sign-up by three demo customers (their record, once), and carts that
 * two of them left two days ago, so `npm run maintenance -- notifications` has a reminder to send.
 * A consent already recorded is kept as the shopper (or a test) left it.
 */
async function seedConsentsAndCarts(tx: MoneyTransaction, now: Date, customerIds: readonly string[]): Promise<number> {
  for (const index of CONSENTING_CUSTOMERS) {
    const customer = CUSTOMERS[index]!;
    const whatsapp = index === 2;
    const existing = await tx.marketingConsent.findUnique({ where: { email: customer.email }, select: { email: true } });
    if (existing) continue;
    const at = new Date(now.getTime() - customer.createdDaysAgo * DAY_MS);
    await tx.marketingConsent.create({ data: { email: customer.email, mail: true, whatsapp, phone: whatsapp ? `91${customer.phone}` : null } });
    await tx.consentEvent.create({ data: { email: customer.email, channel: "email", granted: true, source: "signup", createdAt: at } });
    if (whatsapp) await tx.consentEvent.create({ data: { email: customer.email, channel: "whatsapp", granted: true, source: "signup", createdAt: at } });
  }
  const pieces = await tx.product.findMany({ where: { code: { in: [...ABANDONED_CART_CODES] }, sizeSetId: null }, orderBy: { code: "asc" }, select: { id: true } });
  let carts = 0;
  for (const [n, index] of ABANDONED_CART_CUSTOMERS.entries()) {
    const customerId = customerIds[index];
    if (!customerId || pieces.length === 0) continue;
    const at = new Date(now.getTime() - (2 + n) * DAY_MS);
    const mine = pieces.slice(n % pieces.length).concat(pieces.slice(0, n % pieces.length)).slice(0, 2 - n);
    await tx.cartItem.createMany({ data: mine.map((piece) => ({ customerId, productId: piece.id, qty: 1, createdAt: at, updatedAt: at })), skipDuplicates: true });
    carts += 1;
  }
  return carts;
}
