import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MoneyClient } from "@/server/db-money";
import { financialYearOf } from "@/server/invoices/financial-year";
import { clearDeliveryTable } from "./delivery-support";
import { createSeedClient } from "../../prisma/seed/client";
import { CUSTOMERS, ORDERS } from "../../prisma/seed/content-data";
import { ALERT_CODES, CONSENTING_CUSTOMERS } from "../../prisma/seed/history-data";
import { seedDemo } from "../../prisma/seed/seed-demo";
import { wipeSeededData } from "../../prisma/seed/wipe";

// The demo seed's three months of history (issue 45, prisma/seed/history.ts) against the real
// database: enough orders, invoices, returns with credit notes and waiting alerts for the reports.
// `now` is pinned in April 2027 so the history crosses a calendar year and a financial year
// (2026-27 → 2027-28): numbers must start again in each, consecutive in the order of their dates.

const NOW = new Date("2027-04-20T06:30:00Z"); // 12:00 in India
const IST_MS = 330 * 60_000;
const todayStart = new Date(Date.UTC(2027, 3, 20) - IST_MS);
const indiaMonth = (at: Date) => new Date(at.getTime() + IST_MS).toISOString().slice(0, 7);
const DEMO_NUMBERS = new Set(ORDERS.map((o) => o.number));
const isHistory = (orderNumber: string) => !DEMO_NUMBERS.has(Number(orderNumber.slice(-5)));
const SELLER_STATE = "Rajasthan";

let prisma: MoneyClient;
const counts = () =>
  Promise.all([prisma.order.count(), prisma.invoice.count(), prisma.creditNote.count(), prisma.returnRequest.count(), prisma.stockAlert.count(), prisma.cartItem.count(), prisma.consentEvent.count({ where: { email: { in: CUSTOMERS.map((c) => c.email) } } })]);

async function clearConsents() {
  const emails = CUSTOMERS.map((c) => c.email);
  await prisma.consentEvent.deleteMany({ where: { email: { in: emails } } });
  await prisma.marketingConsent.deleteMany({ where: { email: { in: emails } } });
}

beforeAll(async () => {
  prisma = createSeedClient();
  await clearConsents();
  await seedDemo(prisma, { force: true, admin: null, now: NOW });
});

afterAll(async () => {
  await wipeSeededData(prisma);
  await clearDeliveryTable();
  await clearConsents();
  await prisma.$disconnect();
});

describe("the demo seed's history", () => {
  it("has orders in each of the last three full months and this month, none today or later", async () => {
    const orders = await prisma.order.findMany({ include: { events: true } });
    const history = orders.filter((o) => isHistory(o.orderNumber));
    expect(history.length).toBeGreaterThanOrEqual(150);
    expect(history.length).toBeLessThanOrEqual(250);
    const byMonth = new Map<string, number>();
    for (const o of history) byMonth.set(indiaMonth(o.createdAt), (byMonth.get(indiaMonth(o.createdAt)) ?? 0) + 1);
    for (const month of ["2027-01", "2027-02", "2027-03"]) expect(byMonth.get(month) ?? 0, month).toBeGreaterThanOrEqual(25);
    expect(byMonth.get("2027-04") ?? 0).toBeGreaterThanOrEqual(10);
    expect([...byMonth.keys()].sort()).toEqual(["2027-01", "2027-02", "2027-03", "2027-04"]);
    for (const o of history) {
      for (const e of o.events) expect(e.createdAt.getTime(), o.orderNumber).toBeLessThan(todayStart.getTime());
      expect(o.events.map((e) => e.status)).toContain(o.status);
    }
    // Numbers per calendar year in India, past the demo's, with each year's counter past them all.
    for (const year of [27]) {
      const highest = Math.max(...orders.filter((o) => o.orderNumber.startsWith(`SA-${year}-`)).map((o) => Number(o.orderNumber.slice(-5))));
      const counter = await prisma.counter.findUniqueOrThrow({ where: { key: `order:20${year}` } });
      expect(counter.value).toBeGreaterThanOrEqual(highest);
    }
  });

  it("spreads payment methods and statuses, and every order's total is its lines less offers plus the COD fee", async () => {
    const orders = await prisma.order.findMany({ include: { lines: true, payments: true, offers: true } });
    const history = orders.filter((o) => isHistory(o.orderNumber));
    const kinds = new Set(history.flatMap((o) => o.payments.map((p) => p.kind)));
    expect(kinds).toEqual(new Set(["checkout", "payment_link", "cod"]));
    const statuses = new Set(history.map((o) => o.status));
    for (const status of ["delivered", "shipped", "cancelled"] as const) expect(statuses.has(status), status).toBe(true);
    expect(history.filter((o) => o.status === "delivered").length).toBeGreaterThan(history.length / 2);
    expect(history.some((o) => o.codFeePaise > 0)).toBe(true);
    expect(history.some((o) => o.lines.some((l) => l.sizeId !== null && l.sizeLabel))).toBe(true);
    const discounted = history.filter((o) => o.discountPaise > 0);
    expect(discounted.length).toBeGreaterThanOrEqual(5);
    for (const o of history) {
      const pieces = o.lines.reduce((sum, l) => sum + l.linePricePaise, 0);
      const offLines = o.lines.reduce((sum, l) => sum + l.offerDiscountPaise, 0);
      for (const l of o.lines) expect(l.linePricePaise).toBe(l.unitPricePaise * l.quantity);
      expect(o.discountPaise, o.orderNumber).toBe(offLines);
      expect(o.offers.reduce((sum, offer) => sum + offer.discountPaise, 0), o.orderNumber).toBe(o.discountPaise);
      expect(o.totalPaise, o.orderNumber).toBe(pieces - o.discountPaise + o.codFeePaise);
      const paid = o.payments.filter((p) => p.status === "paid");
      expect(paid.length, o.orderNumber).toBe(o.paidAt ? 1 : 0);
      if (paid[0]) expect(paid[0].amountPaise).toBe(o.totalPaise);
    }
  });

  it("numbers invoices consecutively in each financial year, in the order of their dates, with both kinds of GST", async () => {
    const invoices = await prisma.invoice.findMany({ orderBy: { issuedAt: "asc" }, include: { order: { select: { shipState: true, status: true } } } });
    expect(invoices.length).toBeGreaterThanOrEqual(140);
    expect(new Set(invoices.map((i) => i.financialYear))).toEqual(new Set(["2026-27", "2027-28"]));
    for (const year of ["2026-27", "2027-28"]) {
      const mine = invoices.filter((i) => i.financialYear === year);
      expect(mine.map((i) => i.sequence), year).toEqual(mine.map((_, n) => n + 1));
      for (const i of mine) expect(financialYearOf(i.issuedAt)).toBe(year);
      const counter = await prisma.counter.findUniqueOrThrow({ where: { key: `invoice:${year}` } });
      expect(counter.value).toBe(mine.length);
    }
    for (const i of invoices) expect(i.placeOfSupply).toBe(i.order.shipState);
    // CGST + SGST inside the seller's state, IGST elsewhere: both appear, in more than one month.
    const inState = invoices.filter((i) => i.placeOfSupply === SELLER_STATE);
    expect(inState.length).toBeGreaterThanOrEqual(10);
    expect(invoices.length - inState.length).toBeGreaterThanOrEqual(60);
    expect(new Set(inState.map((i) => indiaMonth(i.issuedAt))).size).toBeGreaterThanOrEqual(2);
  });

  it("has refunded returns with credit notes in at least two months, each for what its pieces paid", async () => {
    const notes = await prisma.creditNote.findMany({
      orderBy: { issuedAt: "asc" },
      include: { invoice: true, request: { include: { lines: true, events: true } } },
    });
    expect(notes.length).toBeGreaterThanOrEqual(8);
    expect(notes.length).toBeLessThanOrEqual(15);
    expect(new Set(notes.map((n) => indiaMonth(n.issuedAt))).size).toBeGreaterThanOrEqual(2);
    expect(notes.some((n) => indiaMonth(n.issuedAt) !== indiaMonth(n.invoice!.issuedAt))).toBe(true);
    expect(new Set(notes.map((n) => n.request.reason)).size).toBeGreaterThanOrEqual(4);
    const byYear = new Map<string, number[]>();
    for (const n of notes) byYear.set(n.financialYear, [...(byYear.get(n.financialYear) ?? []), n.sequence]);
    for (const sequences of byYear.values()) expect(sequences).toEqual(sequences.map((_, i) => i + 1));
    for (const n of notes) {
      expect(n.request.status).toBe("refunded");
      expect(n.invoice, n.number).not.toBeNull();
      expect(n.issuedAt.getTime()).toBeGreaterThan(n.invoice!.issuedAt.getTime());
      expect(n.issuedAt.getTime()).toBeLessThan(todayStart.getTime());
      expect(financialYearOf(n.issuedAt)).toBe(n.financialYear);
      const paid = n.request.lines.reduce((sum, l) => sum + (l.paidPaise ?? 0), 0);
      expect(n.amountPaise).toBe(paid);
      expect(n.request.refundPaise).toBe(paid);
      expect(n.request.events.map((e) => e.status).sort()).toEqual(["approved", "picked_up", "received", "refunded", "requested"]);
    }
  });

  it("has shoppers waiting for sold-out sizes, and consents and old carts only for accounts the e2e specs do not sign in with", async () => {
    const alerts = await prisma.stockAlert.findMany({ where: { status: "waiting" }, include: { product: { select: { code: true, sizes: true } } } });
    expect(alerts.length).toBeGreaterThanOrEqual(10);
    expect(alerts.length).toBeLessThanOrEqual(20);
    expect(alerts.some((a) => a.phone !== null)).toBe(true);
    for (const a of alerts) {
      expect(ALERT_CODES as readonly string[]).toContain(a.product.code);
      expect(a.product.sizes.find((s) => s.sizeId === a.sizeId)?.stock, a.product.code).toBe(0);
    }
    const consents = await prisma.marketingConsent.findMany({ where: { email: { in: CUSTOMERS.map((c) => c.email) } } });
    expect(consents.map((c) => c.email).sort()).toEqual(CONSENTING_CUSTOMERS.map((i) => CUSTOMERS[i]!.email).sort());
    const priya = await prisma.customer.findUniqueOrThrow({ where: { email: CUSTOMERS[0]!.email }, include: { orders: true, cartItems: true } });
    expect(priya.orders.map((o) => Number(o.orderNumber.slice(-5))).sort()).toEqual([101, 106]);
    expect(priya.cartItems).toHaveLength(0);
    const oldCarts = await prisma.cartItem.findMany({ where: { updatedAt: { lt: new Date(NOW.getTime() - 24 * 3_600_000) } }, select: { customerId: true } });
    expect(new Set(oldCarts.map((c) => c.customerId)).size).toBe(2);
  });

  it("adds nothing when seeded again, and the same again with --force", async () => {
    const before = await counts();
    const again = await seedDemo(prisma, { admin: null, now: NOW });
    expect(again.skipped).toBe(true);
    expect(await counts()).toEqual(before);
    await seedDemo(prisma, { force: true, admin: null, now: NOW });
    expect(await counts()).toEqual(before);
  });
});
