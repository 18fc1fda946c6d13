import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { env } from "@/env";
import { RETURN_MSG } from "@/lib/returns/return-messages";
import { CREDIT_NOTE_NUMBER_PATTERN, creditNoteCounterKey, formatCreditNoteNumber } from "@/lib/returns/return-rules";
import type { AdminReturnListJSON } from "@/lib/types/returns";
import { db } from "@/server/db";
import { financialYearOf } from "@/server/invoices/financial-year";
import { latestMailTo } from "@/server/mail/outbox";
import { paymentGateway } from "@/server/payments/gateway";
import { RETURN_MAIL } from "@/server/returns/return-mails";
import { call, createCustomer, sessionOf } from "./accounts-support";
import { type TestAdmin, adminCookie, adminSessionOf, createAdmin } from "./admin-support";
import { pieces, stockOf } from "./payments-support";
import { adminCreditNote, adminDetail, adminList, deliveredOrder, move, moved, optionsOf, receivedRequest, requestReturn, requested, shopperCreditNote } from "./returns-support";
import * as adminReturnsRoute from "@/app/api/admin/returns/route";
import { uniq } from "../support/factories";

// The back office's side of returns and exchanges (issue 22), through the real route handlers and
// database: requested → approved → picked up → received (stock back once) → refunded (through the
// local payment gateway, partial amounts, never above what was paid; cash on delivery by a bank
// transfer with its reference; a credit note each, consecutive) or exchanged (a replacement order
// at no charge, its stock taken); illegal moves 409; the list, its filters and counts; audit
// entries, history with the admin's e-mail, mails.

let admin: TestAdmin;
let token: string;
let outbox: string;
let originalOutbox: string;

beforeAll(async () => {
  admin = await createAdmin();
  token = await adminSessionOf(admin);
  originalOutbox = env.MAIL_OUTBOX_DIR;
  outbox = await mkdtemp(path.join(tmpdir(), "returns-admin-outbox-"));
  env.MAIL_OUTBOX_DIR = outbox;
});

afterAll(async () => {
  env.MAIL_OUTBOX_DIR = originalOutbox;
  await rm(outbox, { recursive: true, force: true });
});

afterEach(() => {
  vi.restoreAllMocks();
});

const counterNow = async () => (await db.counter.findUnique({ where: { key: creditNoteCounterKey(financialYearOf(new Date())) } }))?.value ?? 0;

describe("a card-paid return, from request to refund", () => {
  it("approve → pick up → receive (stock back once) → refund through the gateway, with a credit note, history, audit and mails", async () => {
    const [ring, pendant] = await pieces(2, { stock: 5, price: 2499 });
    const order = await deliveredOrder([{ productId: ring!.id, quantity: 1 }, { productId: pendant!.id, quantity: 1 }]);
    const request = await requested(order);
    const refund = vi.spyOn(paymentGateway(), "refund");

    const approved = await moved(token, request.id, { action: "approve" });
    expect(approved).toMatchObject({ status: "approved", actions: ["pick_up"] });
    expect((await latestMailTo(outbox, order.email))!).toContain(RETURN_MAIL.approved);
    const picked = await moved(token, request.id, { action: "pick_up" });
    expect(picked).toMatchObject({ status: "picked_up", actions: ["receive"] });

    const received = await moved(token, request.id, { action: "receive" });
    expect(received).toMatchObject({ status: "received", actions: ["refund"], maxRefundPaise: 249900 });
    expect(await stockOf(ring!.id)).toBe(6);
    expect(await stockOf(pendant!.id)).toBe(5);
    // A second receive (a double click) is refused and restocks nothing.
    const again = await move(token, request.id, { action: "receive" });
    expect(again.status).toBe(409);
    expect(again.body!.msg).toBe("A received request cannot be marked received.");
    expect(await stockOf(ring!.id)).toBe(6);

    const first = await counterNow();
    const refunded = await moved(token, request.id, { action: "refund" });
    expect(refunded).toMatchObject({ status: "refunded", refundPaise: 249900, refundMethod: "gateway", actions: [] });
    expect(refunded.refundReference).toMatch(/^rfnd_LOCAL/);
    expect(refund).toHaveBeenCalledTimes(1);
    expect(refund.mock.calls[0]![0]).toMatchObject({ razorpayPaymentId: order.razorpayPaymentId, amountPaise: 249900 });
    const fy = financialYearOf(new Date());
    expect(refunded.creditNote).toMatchObject({ number: formatCreditNoteNumber(fy, first + 1), amountPaise: 249900 });
    expect(refunded.creditNoteNumber).toMatch(CREDIT_NOTE_NUMBER_PATTERN);
    const note = await db.creditNote.findUniqueOrThrow({ where: { returnId: request.id }, include: { invoice: true } });
    expect(note.invoice?.orderId).toBe(order.id);
    expect(note).toMatchObject({ orderId: order.id, taxRateBps: 300, placeOfSupply: "Maharashtra", financialYear: fy, sequence: first + 1 });

    // History: each step once, admins by e-mail; the audit log has one entry per move.
    expect(refunded.history.map((step) => step.status)).toEqual(["requested", "approved", "picked_up", "received", "refunded"]);
    expect(refunded.history.slice(1).every((step) => step.actor === admin.email)).toBe(true);
    const audits = await db.auditLog.findMany({ where: { entity: "return_request", entityId: request.id }, orderBy: { createdAt: "asc" } });
    expect(audits.map((entry) => entry.summary)).toEqual([
      `Return request ${request.number} (order ${order.orderNumber}): requested → approved`,
      `Return request ${request.number} (order ${order.orderNumber}): approved → picked_up`,
      `Return request ${request.number} (order ${order.orderNumber}): picked_up → received`,
      `Return request ${request.number} (order ${order.orderNumber}): received → refunded`,
    ]);
    expect(audits.every((entry) => entry.actor === admin.email)).toBe(true);

    const mail = await latestMailTo(outbox, order.email);
    expect(mail).toContain("₹2,499");
    expect(mail).toContain(refunded.creditNote!.number);

    // The shopper sees it refunded with the credit note, and downloads it; the owner too.
    const opts = await optionsOf(order);
    expect(opts.returns[0]).toMatchObject({ status: "refunded", refundPaise: 249900, creditNoteNumber: refunded.creditNote!.number });
    const pdf = await shopperCreditNote({ orderNumber: order.orderNumber, email: order.email, returnId: request.id });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toContain(`credit-note-CN-${fy}-`);
    expect(pdf.bytes.subarray(0, 5).toString()).toBe("%PDF-");
    const owners = await adminCreditNote(adminCookie(token), request.id);
    expect(owners.status).toBe(200);
    expect(owners.bytes.subarray(0, 5).toString()).toBe("%PDF-");

    // The next refund takes the next number.
    const second = await requested(order, { lines: [{ orderLineId: order.lineIds[1]!, quantity: 1 }] });
    await receivedRequest(token, second.id);
    const next = await moved(token, second.id, { action: "refund" });
    expect(next.creditNote!.number).toBe(formatCreditNoteNumber(fy, first + 2));
  });

  it("each step also goes on WhatsApp, once, when the shopper opted in at checkout", async () => {
    const [ring] = await pieces(1, { stock: 5, price: 1999 });
    const order = await deliveredOrder([{ productId: ring!.id, quantity: 1 }]);
    await db.order.update({ where: { id: order.id }, data: { whatsappOptIn: true } });
    const request = await requested(order);
    await moved(token, request.id, { action: "approve" });
    expect((await move(token, request.id, { action: "approve" })).status).toBe(409); // a second click: refused, nothing sent twice
    const sent = await db.notification.findMany({ where: { orderId: order.id }, orderBy: { createdAt: "asc" }, select: { template: true, to: true, params: true } });
    expect(sent.map((n) => n.template)).toEqual(["return_requested", "return_approved"]);
    expect(sent[1]!.to).toBe("919876543210");
    expect(sent[1]!.params).toEqual(expect.arrayContaining([request.number, order.orderNumber]));

    // Without the opt-in: the e-mail only.
    const [bangle] = await pieces(1, { stock: 5, price: 1999 });
    const quiet = await deliveredOrder([{ productId: bangle!.id, quantity: 1 }]);
    await moved(token, (await requested(quiet)).id, { action: "approve" });
    expect(await db.notification.count({ where: { orderId: quiet.id } })).toBe(0);
  });

  it("a partial refund; above the most is a 400 and changes nothing; a double click refunds once", async () => {
    const [ring] = await pieces(1, { price: 2499 });
    const order = await deliveredOrder([{ productId: ring!.id, quantity: 2 }]);
    const request = await requested(order, { lines: [{ orderLineId: order.lineIds[0]!, quantity: 2 }] });
    await receivedRequest(token, request.id);
    const refund = vi.spyOn(paymentGateway(), "refund");

    const above = await move(token, request.id, { action: "refund", amountPaise: 2 * 249900 + 1 });
    expect(above.status).toBe(400);
    expect(above.body!.msg).toBe(RETURN_MSG.amountTooHigh(2 * 249900));
    expect(refund).not.toHaveBeenCalled();
    expect((await adminDetail(token, request.id)).status).toBe("received");

    const results = await Promise.all([move(token, request.id, { action: "refund", amountPaise: 100000 }), move(token, request.id, { action: "refund", amountPaise: 100000 })]);
    expect(results.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(refund).toHaveBeenCalledTimes(1);
    const detail = await adminDetail(token, request.id);
    expect(detail).toMatchObject({ status: "refunded", refundPaise: 100000, creditNote: { amountPaise: 100000 } });
    expect(await db.creditNote.count({ where: { returnId: request.id } })).toBe(1);
  });

  it("an order's refunds never exceed what it was paid", async () => {
    const [ring] = await pieces(1, { price: 1000 });
    const order = await deliveredOrder([{ productId: ring!.id, quantity: 2 }]);
    // The order's total is ₹2,000; pretend the shop had refunded ₹1,500 of it through another request.
    const first = await requested(order, { lines: [{ orderLineId: order.lineIds[0]!, quantity: 1 }] });
    await receivedRequest(token, first.id);
    await moved(token, first.id, { action: "refund" });
    await db.returnRequest.update({ where: { id: first.id }, data: { refundPaise: 150000 } });
    const second = await requested(order, { lines: [{ orderLineId: order.lineIds[0]!, quantity: 1 }] });
    const received = await receivedRequest(token, second.id);
    expect(received.maxRefundPaise).toBe(50000);
    const over = await move(token, second.id, { action: "refund", amountPaise: 50001 });
    expect(over.status).toBe(400);
    expect((await moved(token, second.id, { action: "refund" })).refundPaise).toBe(50000);
  });

  it("a failing gateway changes nothing and says so", async () => {
    const [ring] = await pieces(1);
    const order = await deliveredOrder([{ productId: ring!.id, quantity: 1 }]);
    const request = await requested(order);
    await receivedRequest(token, request.id);
    const before = await counterNow();
    vi.spyOn(paymentGateway(), "refund").mockRejectedValueOnce(new Error("Gateway timed out"));
    const res = await move(token, request.id, { action: "refund" });
    expect(res.status).toBe(503);
    expect(res.body!.msg).toBe(RETURN_MSG.refundFailed("Gateway timed out"));
    expect((await adminDetail(token, request.id)).status).toBe("received");
    expect(await counterNow()).toBe(before);
    expect(await db.creditNote.count({ where: { returnId: request.id } })).toBe(0);
  });
});

describe("cash on delivery", () => {
  it("the refund is a bank transfer whose reference is required", async () => {
    const [ring] = await pieces(1);
    const order = await deliveredOrder([{ productId: ring!.id, quantity: 1 }], { method: "cod" });
    const request = await requested(order, { payout: { refundTo: "upi", upiId: "asha.verma@okaxis" } });
    await receivedRequest(token, request.id);
    const refund = vi.spyOn(paymentGateway(), "refund");
    const missing = await move(token, request.id, { action: "refund" });
    expect(missing.status).toBe(400);
    expect(missing.body!.msg).toBe(RETURN_MSG.referenceRequired);
    const done = await moved(token, request.id, { action: "refund", reference: "UTR123456789" });
    expect(done).toMatchObject({ status: "refunded", refundMethod: "bank_transfer", refundReference: "UTR123456789", refundPaise: 249900 });
    expect(done.creditNote).not.toBeNull();
    expect(refund).not.toHaveBeenCalled();
    expect((await latestMailTo(outbox, order.email))!).toContain(RETURN_MAIL.refundedBank);
  });

  it("a COD return must say where the refund goes (UPI or bank account, checked for shape); an exchange or a card order keeps nothing", async () => {
    const [ring] = await pieces(1, { stock: 5 });
    const order = await deliveredOrder([{ productId: ring!.id, quantity: 3 }], { method: "cod" });
    const base = { orderNumber: order.orderNumber, email: order.email, lines: [{ orderLineId: order.lineIds[0], quantity: 1 }] };
    const cases: [Record<string, string>, string][] = [
      [{}, RETURN_MSG.payoutRequired],
      [{ refundTo: "cheque" }, RETURN_MSG.payoutRequired],
      [{ refundTo: "upi", upiId: "asha" }, RETURN_MSG.upiInvalid],
      [{ refundTo: "upi", upiId: "asha@ok axis" }, RETURN_MSG.upiInvalid],
      [{ refundTo: "bank", ifsc: "SBIN1234567", accountNumber: "123456789" }, RETURN_MSG.ifscInvalid],
      [{ refundTo: "bank", ifsc: "SBIN0001234", accountNumber: "12345678" }, RETURN_MSG.accountInvalid],
      [{ refundTo: "bank", ifsc: "SBIN0001234", accountNumber: "1234567890123456789" }, RETURN_MSG.accountInvalid],
      [{ refundTo: "bank", ifsc: "SBIN0001234", accountNumber: "0x12345678" }, RETURN_MSG.accountInvalid],
    ];
    for (const [payout, msg] of cases) {
      const res = await requestReturn({ ...base, payout });
      expect(res.status, JSON.stringify(payout)).toBe(400);
      expect(res.body!.msg).toBe(msg);
    }
    expect(await db.returnRequest.count({ where: { orderId: order.id } })).toBe(0);
    expect((await optionsOf(order)).refundDetailsNeeded).toBe(true);

    // Accepted tidy (IFSC in capitals, spaces out of the number); an exchange stores no payout.
    const bank = await requested(order, { payout: { refundTo: "bank", ifsc: " sbin0001234 ", accountNumber: "1234 5678 9012" } });
    expect(await db.returnRequest.findUniqueOrThrow({ where: { id: bank.id }, select: { payoutIfsc: true, payoutAccount: true, payoutUpi: true } })).toEqual({ payoutIfsc: "SBIN0001234", payoutAccount: "123456789012", payoutUpi: null });
    const exchange = await requested(order, { kind: "exchange", payout: { refundTo: "upi", upiId: "asha@okaxis" } });
    expect(await db.returnRequest.findUniqueOrThrow({ where: { id: exchange.id }, select: { payoutUpi: true } })).toEqual({ payoutUpi: null });
    const card = await deliveredOrder([{ productId: ring!.id, quantity: 1 }]);
    expect((await optionsOf(card)).refundDetailsNeeded).toBe(false);
    const cardReturn = await requested(card, { payout: { refundTo: "upi", upiId: "asha@okaxis" } });
    expect(await db.returnRequest.findUniqueOrThrow({ where: { id: cardReturn.id }, select: { payoutUpi: true } })).toEqual({ payoutUpi: null });
  });

  it("the owner sees it masked in the list and whole on the request; it is erased once the refund is recorded", async () => {
    const [ring] = await pieces(1, { stock: 5 });
    const order = await deliveredOrder([{ productId: ring!.id, quantity: 2 }], { method: "cod" });
    const bank = await requested(order, { payout: { refundTo: "bank", ifsc: "HDFC0000123", accountNumber: "501002345678" } });
    const upi = await requested(order, { payout: { refundTo: "upi", upiId: "asha.verma@okicici" } });

    const list = (await adminList(token, `?q=${order.orderNumber}`)).body as unknown as AdminReturnListJSON;
    const rowOf = (id: string) => list.returns.find((row) => row.id === id)!;
    expect(rowOf(bank.id).refundTo).toBe("Bank account ••••5678 (HDFC0000123)");
    expect(rowOf(upi.id).refundTo).toBe("UPI as••••@okicici");
    expect(JSON.stringify(list)).not.toContain("501002345678");
    expect(JSON.stringify(list)).not.toContain("asha.verma");
    expect((await adminDetail(token, bank.id)).refundPayout).toEqual({ kind: "bank", ifsc: "HDFC0000123", accountNumber: "501002345678" });
    expect((await adminDetail(token, upi.id)).refundPayout).toEqual({ kind: "upi", upiId: "asha.verma@okicici" });
    // The shopper's own JSON never carries it.
    expect(JSON.stringify(await optionsOf(order))).not.toContain("501002345678");

    await receivedRequest(token, bank.id);
    const refunded = await moved(token, bank.id, { action: "refund", reference: "UTR998877" });
    expect(refunded.refundPayout).toBeNull();
    expect(await db.returnRequest.findUniqueOrThrow({ where: { id: bank.id }, select: { payoutUpi: true, payoutIfsc: true, payoutAccount: true } })).toEqual({ payoutUpi: null, payoutIfsc: null, payoutAccount: null });
    const after = (await adminList(token, `?q=${order.orderNumber}`)).body as unknown as AdminReturnListJSON;
    expect(after.returns.find((row) => row.id === bank.id)!.refundTo).toBeNull();
    // A rejected request has no refund to make: erased too.
    await moved(token, upi.id, { action: "reject", reason: "Worn." });
    expect((await adminDetail(token, upi.id)).refundPayout).toBeNull();
  });
});

describe("an exchange", () => {
  it("creates the replacement order at no charge, takes its stock, links it, and mails its number", async () => {
    const [ring] = await pieces(1, { stock: 3 });
    const order = await deliveredOrder([{ productId: ring!.id, quantity: 1 }]);
    const request = await requested(order, { kind: "exchange" });
    const received = await receivedRequest(token, request.id);
    expect(received.actions).toEqual(["refund", "exchange"]);
    expect(await stockOf(ring!.id)).toBe(4);

    const exchanged = await moved(token, request.id, { action: "exchange" });
    expect(exchanged.status).toBe("exchanged");
    expect(exchanged.exchangeOrder).not.toBeNull();
    expect(exchanged.exchangeOrderNumber).toBe(exchanged.exchangeOrder!.orderNumber);
    expect(await stockOf(ring!.id)).toBe(3);
    const replacement = await db.order.findUniqueOrThrow({ where: { id: exchanged.exchangeOrder!.id }, include: { lines: true, events: true } });
    expect(replacement).toMatchObject({ status: "processing", source: "checkout", totalPaise: 0, customerEmail: order.email, shipCity: "Pune" });
    expect(replacement.lines.map((line) => [line.productId, line.quantity, line.unitPricePaise, line.linePricePaise])).toEqual([[ring!.id, 1, 0, 0]]);
    expect(replacement.events.map((event) => [event.status, event.actor])).toEqual([["processing", `admin:${admin.id}`]]);
    expect(await db.invoice.count({ where: { orderId: replacement.id } })).toBe(0);
    expect(await db.creditNote.count({ where: { returnId: request.id } })).toBe(0);
    expect((await latestMailTo(outbox, order.email))!).toContain(replacement.orderNumber);
  });

  it("out of stock: 409 naming the piece, nothing changed", async () => {
    const [ring] = await pieces(1, { stock: 2 });
    const order = await deliveredOrder([{ productId: ring!.id, quantity: 2 }]);
    const request = await requested(order, { kind: "exchange", lines: [{ orderLineId: order.lineIds[0]!, quantity: 2 }] });
    await receivedRequest(token, request.id);
    expect(await stockOf(ring!.id)).toBe(4);
    // Sold meanwhile: one piece left, two wanted.
    await db.product.update({ where: { id: ring!.id }, data: { stock: 1 } });
    const orders = await db.order.count();
    const res = await move(token, request.id, { action: "exchange" });
    expect(res.status).toBe(409);
    expect(res.body!.msg).toBe(RETURN_MSG.exchangeOutOfStock(ring!.name));
    expect(await db.order.count()).toBe(orders);
    expect(await stockOf(ring!.id)).toBe(1);
    expect((await adminDetail(token, request.id)).status).toBe("received");
    // The way out (issue 40): the owner refunds it instead, what was paid for the pieces.
    const refunded = await moved(token, request.id, { action: "refund" });
    expect(refunded).toMatchObject({ status: "refunded", refundPaise: 2 * 249900, refundMethod: "gateway", exchangeOrder: null });
  });
});

describe("a returned exchange replacement (issue 40)", () => {
  it("is refunded against the order that paid for the piece: its payment, its price, its invoice; never stuck at received", async () => {
    const [ring] = await pieces(1, { stock: 3, price: 2499 });
    const order = await deliveredOrder([{ productId: ring!.id, quantity: 1 }]);
    const exchange = await requested(order, { kind: "exchange" });
    await receivedRequest(token, exchange.id);
    const exchanged = await moved(token, exchange.id, { action: "exchange" });
    const replacementId = exchanged.exchangeOrder!.id;
    // The ₹0 replacement is delivered, and the shopper returns it too.
    await db.order.update({ where: { id: replacementId }, data: { status: "delivered", deliveredAt: new Date() } });
    const replacement = { ...order, id: replacementId, orderNumber: exchanged.exchangeOrder!.orderNumber, totalPaise: 0, lineIds: (await db.orderLine.findMany({ where: { orderId: replacementId }, select: { id: true } })).map((line) => line.id) };
    expect((await optionsOf(replacement)).lines[0]).toMatchObject({ unitPricePaise: 249900, returnable: 1 });
    const back = await requested(replacement);
    const received = await receivedRequest(token, back.id);
    expect(received).toMatchObject({ status: "received", actions: ["refund"], maxRefundPaise: 249900 });
    expect(received.lines[0]).toMatchObject({ unitPricePaise: 249900, paidPaise: 249900 });

    const refund = vi.spyOn(paymentGateway(), "refund");
    const refunded = await moved(token, back.id, { action: "refund" });
    expect(refunded).toMatchObject({ status: "refunded", refundPaise: 249900, refundMethod: "gateway", actions: [] });
    expect(refund).toHaveBeenCalledTimes(1);
    expect(refund.mock.calls[0]![0]).toMatchObject({ razorpayPaymentId: order.razorpayPaymentId, amountPaise: 249900 });
    const note = await db.creditNote.findUniqueOrThrow({ where: { returnId: back.id }, include: { invoice: true } });
    expect(note).toMatchObject({ orderId: replacementId, amountPaise: 249900 });
    expect(note.invoice?.orderId).toBe(order.id);
    const pdf = await shopperCreditNote({ orderNumber: replacement.orderNumber, email: order.email, returnId: back.id });
    expect(pdf.status).toBe(200);
  });

  it("the paid order and its replacements together are never refunded more than it was paid", async () => {
    const [ring, pendant] = await pieces(2, { stock: 3, price: 1000 });
    const order = await deliveredOrder([{ productId: ring!.id, quantity: 1 }, { productId: pendant!.id, quantity: 1 }]);
    const exchange = await requested(order, { kind: "exchange" });
    await receivedRequest(token, exchange.id);
    const replacementId = (await moved(token, exchange.id, { action: "exchange" })).exchangeOrder!.id;
    // The other piece of the paid order was refunded, and (pretend) for more than it cost: ₹1,500 of the ₹2,000 paid.
    const other = await requested(order, { lines: [{ orderLineId: order.lineIds[1]!, quantity: 1 }] });
    await receivedRequest(token, other.id);
    await moved(token, other.id, { action: "refund" });
    await db.returnRequest.update({ where: { id: other.id }, data: { refundPaise: 150000 } });

    await db.order.update({ where: { id: replacementId }, data: { status: "delivered", deliveredAt: new Date() } });
    const replacementLine = await db.orderLine.findFirstOrThrow({ where: { orderId: replacementId }, select: { id: true } });
    const back = await requested({ ...order, id: replacementId, orderNumber: (await db.order.findUniqueOrThrow({ where: { id: replacementId } })).orderNumber, lineIds: [replacementLine.id] });
    expect((await receivedRequest(token, back.id)).maxRefundPaise).toBe(50000);
    expect((await move(token, back.id, { action: "refund", amountPaise: 50001 })).status).toBe(400);
    expect((await moved(token, back.id, { action: "refund" })).refundPaise).toBe(50000);
  });
});

describe("illegal moves", () => {
  it("are refused with 409 and a clear message; reject needs a reason", async () => {
    const [ring] = await pieces(1);
    const order = await deliveredOrder([{ productId: ring!.id, quantity: 1 }]);
    const request = await requested(order);
    for (const [action, msg] of [
      ["pick_up", "A requested request cannot be marked picked up."],
      ["receive", "A requested request cannot be marked received."],
      ["refund", "A requested request cannot be refunded."],
      ["exchange", "A requested request cannot be exchanged."],
    ] as const) {
      const res = await move(token, request.id, { action });
      expect(res.status, action).toBe(409);
      expect(res.body!.msg).toBe(msg);
    }
    const noReason = await move(token, request.id, { action: "reject" });
    expect(noReason.status).toBe(400);
    expect(noReason.body!.msg).toBe(RETURN_MSG.reasonRequired);
    const bad = await move(token, request.id, { action: "fly" });
    expect(bad.status).toBe(400);
    await moved(token, request.id, { action: "approve" });
    expect((await move(token, request.id, { action: "approve" })).status).toBe(409);
    expect((await move(token, request.id, { action: "reject", reason: "Late" })).status).toBe(409);
    expect((await move(token, "c" + "0".repeat(24), { action: "approve" })).status).toBe(404);
    expect(await db.auditLog.count({ where: { entity: "return_request", entityId: request.id } })).toBe(1);
  });
});

describe("GET /api/admin/returns", () => {
  it("lists newest first, filters by status and kind, searches request number, order number and name, and counts per status", async () => {
    const [ring] = await pieces(1);
    const name = `Zara ${uniq()}`;
    const a = await deliveredOrder([{ productId: ring!.id, quantity: 3 }]);
    await db.order.update({ where: { id: a.id }, data: { customerName: name } });
    const first = await requested(a);
    const second = await requested(a, { kind: "exchange" });
    await moved(token, first.id, { action: "approve" });

    const byName = await adminList(token, `?q=${encodeURIComponent(name.toLowerCase())}`);
    expect(byName.status, JSON.stringify(byName.body)).toBe(200);
    const list = byName.body as unknown as AdminReturnListJSON;
    expect(list.returns.map((row) => row.id)).toEqual([second.id, first.id]);
    expect(list.counts).toMatchObject({ all: 2, requested: 1, approved: 1, rejected: 0 });
    expect(list.returns[1]).toMatchObject({ number: first.number, kind: "return", status: "approved", orderNumber: a.orderNumber, customerName: name, pieces: 1, valuePaise: 249900 });
    expect(list).toMatchObject({ total: 2, page: 1, pages: 1, limit: 20 });

    const approvedOnly = (await adminList(token, `?q=${encodeURIComponent(name)}&status=approved`)).body as unknown as AdminReturnListJSON;
    expect(approvedOnly.returns.map((row) => row.id)).toEqual([first.id]);
    expect(approvedOnly.counts.all).toBe(2);
    const exchanges = (await adminList(token, `?q=${encodeURIComponent(a.orderNumber)}&kind=exchange`)).body as unknown as AdminReturnListJSON;
    expect(exchanges.returns.map((row) => row.id)).toEqual([second.id]);
    const byNumber = (await adminList(token, `?q=${first.number}`)).body as unknown as AdminReturnListJSON;
    expect(byNumber.returns.map((row) => row.id)).toEqual([first.id]);
    expect((await adminList(token, "?status=lost")).status).toBe(400);
  });

  it("is the admin's only: 401 for a visitor, 403 for a customer", async () => {
    const visitor = await call(adminReturnsRoute.GET, { method: "GET" });
    expect(visitor.status).toBe(401);
    const customer = await call(adminReturnsRoute.GET, { method: "GET", session: await sessionOf(await createCustomer()) });
    expect(customer.status).toBe(403);
  });
});

describe("credit notes for the shopper", () => {
  it("404 for a request without one, for another order's request, and for a wrong e-mail", async () => {
    const [ring] = await pieces(1);
    const order = await deliveredOrder([{ productId: ring!.id, quantity: 1 }]);
    const other = await deliveredOrder([{ productId: ring!.id, quantity: 1 }]);
    const request = await requested(order);
    const none = await shopperCreditNote({ orderNumber: order.orderNumber, email: order.email, returnId: request.id });
    expect(none.status).toBe(404);
    expect(none.json!.msg).toBe(RETURN_MSG.creditNoteNotFound);
    await receivedRequest(token, request.id);
    await moved(token, request.id, { action: "refund" });
    const foreign = await shopperCreditNote({ orderNumber: other.orderNumber, email: other.email, returnId: request.id });
    expect(foreign.status).toBe(404);
    const wrongEmail = await shopperCreditNote({ orderNumber: order.orderNumber, email: other.email, returnId: request.id });
    expect(wrongEmail.status).toBe(404);
    expect(wrongEmail.json!.msg).toBe(RETURN_MSG.orderNotFound);
    expect((await shopperCreditNote({ orderNumber: order.orderNumber, email: order.email, returnId: request.id })).status).toBe(200);
  });
});
