import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { env } from "@/env";
import { RETURN_MSG, RETURN_SIZE_MSG } from "@/lib/returns/return-messages";
import { db } from "@/server/db";
import { latestMailTo } from "@/server/mail/outbox";
import { adminSessionOf, createAdmin } from "./admin-support";
import { linkPaidEvent } from "./admin-orders-support";
import { createSizedProduct, sizeStock } from "./orders-sizes-support";
import { pieces, webhook } from "./payments-support";
import { adminDetail, deliveredOrder, move, moved, optionsOf, receivedRequest, requestReturn, requested } from "./returns-support";

// Returns and exchanges of pieces sold by size (issue 42 §1, §3), through the real routes and
// database: a received return puts stock back to the line's own size, once; an exchange for another
// size (the return options list the piece's other sizes in stock, the request checks and keeps the
// one asked for, the replacement carries it and takes its stock once); where the sizes' prices
// differ, the owner sees the difference and settles it: a dearer size by a payment link on the
// replacement order (its payment takes the new size's stock), a cheaper one by a refund with a
// credit note.

let token: string;
let outbox: string;
let originalOutbox: string;

beforeAll(async () => {
  token = await adminSessionOf(await createAdmin());
  originalOutbox = env.MAIL_OUTBOX_DIR;
  outbox = await mkdtemp(path.join(tmpdir(), "returns-sizes-outbox-"));
  env.MAIL_OUTBOX_DIR = outbox;
});
afterAll(async () => {
  env.MAIL_OUTBOX_DIR = originalOutbox;
  await rm(outbox, { recursive: true, force: true });
});

/** A ring in sizes 10, 12, 14 (14 sold out unless told), and a delivered card order for one of `bought`. */
async function deliveredRing({ bought = "10", prices = [2400, 2400, 2400], stock = [2, 2, 0], method = "card" as "card" | "cod" } = {}) {
  const piece = await createSizedProduct({
    sizes: [
      { label: "10", stock: stock[0]!, price: prices[0] },
      { label: "12", stock: stock[1]!, price: prices[1] },
      { label: "14", stock: stock[2]!, price: prices[2] },
    ],
  });
  const order = await deliveredOrder([{ productId: piece.id, quantity: 1, sizeId: piece.sizeId(bought) }], { method });
  return { piece, order, lineId: order.lineIds[0]! };
}

describe("return options and requests for another size", () => {
  it("offers, for a sized line, the piece's other sizes in stock with their prices; nothing for a piece without sizes", async () => {
    const { piece, order } = await deliveredRing({ prices: [2400, 2500, 2600], stock: [2, 3, 0] });
    const options = await optionsOf(order);
    expect(options.lines).toHaveLength(1);
    expect(options.lines[0]).toMatchObject({ sizeLabel: "10", exchangeSizes: [{ sizeId: piece.sizeId("12"), label: "12", unitPricePaise: 250000 }] });

    const [plain] = await pieces(1);
    const plainOrder = await deliveredOrder([{ productId: plain!.id, quantity: 1 }]);
    expect((await optionsOf(plainOrder)).lines[0]).toMatchObject({ sizeLabel: null, exchangeSizes: [] });
  });

  it("stores the size asked for; refuses it on a return, the same size, a size not offered, one sold out, a piece without sizes", async () => {
    const { piece, order, lineId } = await deliveredRing({ stock: [2, 2, 0] });
    const other = await createSizedProduct({ sizes: [{ label: "12", stock: 5 }] });
    const [plain] = await pieces(1);
    const plainOrder = await deliveredOrder([{ productId: plain!.id, quantity: 1 }]);
    const ask = (exchangeSizeId: string, kind = "exchange", target = order, id = lineId) =>
      requestReturn({ orderNumber: target.orderNumber, email: target.email, kind, reason: "size_or_fit", lines: [{ orderLineId: id, quantity: 1, exchangeSizeId }] });

    expect(await ask(piece.sizeId("12"), "return")).toMatchObject({ status: 400, body: { msg: RETURN_MSG.exchangeSizeOnlyExchange } });
    expect(await ask(piece.sizeId("10"))).toMatchObject({ status: 400, body: { msg: RETURN_MSG.exchangeSizeSame(piece.name) } });
    expect(await ask(other.sizeId("12"))).toMatchObject({ status: 400, body: { msg: RETURN_MSG.exchangeSizeNotOffered(piece.name) } });
    expect(await ask(piece.sizeId("14"))).toMatchObject({ status: 409, body: { msg: RETURN_MSG.exchangeSizeSoldOut(piece.name, "14") } });
    expect(await ask("not-a-size")).toMatchObject({ status: 400, body: { msg: RETURN_MSG.exchangeSizeInvalid } });
    expect(await ask(piece.sizeId("12"), "exchange", plainOrder, plainOrder.lineIds[0]!)).toMatchObject({ status: 400, body: { msg: RETURN_MSG.exchangeSizeNotSized(plain!.name) } });
    expect(await db.returnRequest.count({ where: { orderId: order.id } })).toBe(0);

    const res = await ask(piece.sizeId("12"));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const line = await db.returnLine.findFirstOrThrow({ where: { orderLineId: lineId } });
    expect([line.exchangeSizeId, line.exchangeSizeLabel]).toEqual([piece.sizeId("12"), "12"]);
    expect((res.body!.returnRequest as { lines: unknown[] }).lines[0]).toMatchObject({ sizeLabel: "10", exchangeSizeLabel: "12" });
    // The "request received" mail names the size change.
    expect(await latestMailTo(outbox, order.email)).toContain(`x 1, ${RETURN_SIZE_MSG.mailSize("10", "12")}`);
  });
});

describe("receiving and exchanging by size", () => {
  it("a return received puts the piece back to its own size, once", async () => {
    const { piece, order } = await deliveredRing({ bought: "12", stock: [2, 1, 0] });
    const request = await requested(order);
    await moved(token, request.id, { action: "approve" });
    await moved(token, request.id, { action: "pick_up" });
    const [a, b] = await Promise.all([move(token, request.id, { action: "receive" }), move(token, request.id, { action: "receive" })]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(await sizeStock(piece.id)).toEqual({ sizes: { "10": 2, "12": 2, "14": 0 }, total: 4 });
  });

  it("another size at the same price: the old size back, the new one taken once, the replacement carries it at no charge", async () => {
    const { piece, order, lineId } = await deliveredRing({ bought: "10", stock: [2, 2, 0] });
    const request = await requested(order, { kind: "exchange", lines: [{ orderLineId: lineId, quantity: 1, exchangeSizeId: piece.sizeId("12") }] });
    const received = await receivedRequest(token, request.id);
    expect(await sizeStock(piece.id)).toEqual({ sizes: { "10": 3, "12": 2, "14": 0 }, total: 5 });
    expect(received.sizeDifference).toEqual({ payMorePaise: 0, refundLessPaise: 0 });
    expect(received.lines[0]).toMatchObject({ sizeLabel: "10", exchangeSizeLabel: "12", differencePaise: 0 });

    const [first, again] = await Promise.all([move(token, request.id, { action: "exchange" }), move(token, request.id, { action: "exchange" })]);
    expect([first.status, again.status].sort()).toEqual([200, 409]);
    expect(await sizeStock(piece.id)).toEqual({ sizes: { "10": 3, "12": 1, "14": 0 }, total: 4 });
    const detail = await adminDetail(token, request.id);
    const replacement = await db.order.findUniqueOrThrow({ where: { id: detail.exchangeOrder!.id }, include: { lines: true } });
    expect(replacement).toMatchObject({ status: "processing", totalPaise: 0 });
    expect(replacement.lines.map((line) => [line.sizeId, line.sizeLabel, line.unitPricePaise])).toEqual([[piece.sizeId("12"), "12", 0]]);
  });

  it("a dearer size: the owner sees what the shopper pays more; the replacement waits for it by payment link, whose payment takes the new size once", async () => {
    const { piece, order, lineId } = await deliveredRing({ bought: "10", prices: [2400, 2400, 2800], stock: [2, 2, 1] });
    const request = await requested(order, { kind: "exchange", lines: [{ orderLineId: lineId, quantity: 1, exchangeSizeId: piece.sizeId("14") }] });
    const received = await receivedRequest(token, request.id);
    expect(received.sizeDifference).toEqual({ payMorePaise: 40000, refundLessPaise: 0 });
    expect(received.lines[0]).toMatchObject({ differencePaise: 40000 });

    const exchanged = await moved(token, request.id, { action: "exchange" });
    expect(exchanged.status).toBe("exchanged");
    expect(exchanged.refundPaise).toBeNull();
    // Not taken yet: the replacement is paid for first.
    expect(await sizeStock(piece.id)).toEqual({ sizes: { "10": 3, "12": 2, "14": 1 }, total: 6 });
    const replacement = await db.order.findUniqueOrThrow({ where: { id: exchanged.exchangeOrder!.id }, include: { lines: true, payments: true } });
    expect(replacement).toMatchObject({ status: "payment_pending", totalPaise: 40000, paymentLink: expect.stringContaining("http") });
    expect(replacement.lines.map((line) => [line.sizeLabel, line.unitPricePaise, line.linePricePaise])).toEqual([["14", 40000, 40000]]);
    expect(replacement.payments).toMatchObject([{ kind: "payment_link", amountPaise: 40000, status: "created" }]);
    expect(exchanged.history.at(-1)!.note).toBe(RETURN_MSG.notes.linkSent(replacement.paymentLink!));
    expect(await latestMailTo(outbox, order.email)).toContain(replacement.paymentLink!);

    const event = await linkPaidEvent(replacement.id);
    const [paid, repeat] = await Promise.all([webhook(event), webhook(event)]);
    expect([paid.status, repeat.status], JSON.stringify([paid.body, repeat.body])).toEqual([200, 200]);
    expect(await db.order.findUniqueOrThrow({ where: { id: replacement.id } })).toMatchObject({ status: "paid" });
    expect(await sizeStock(piece.id)).toEqual({ sizes: { "10": 3, "12": 2, "14": 0 }, total: 5 });
    expect(await db.invoice.count({ where: { orderId: replacement.id } })).toBe(1);
  });

  it("a cheaper size: the difference refunded through the gateway with a credit note, the replacement sent at no charge", async () => {
    const { piece, order, lineId } = await deliveredRing({ bought: "14", prices: [2400, 2600, 2800], stock: [2, 2, 1] });
    const request = await requested(order, { kind: "exchange", lines: [{ orderLineId: lineId, quantity: 1, exchangeSizeId: piece.sizeId("10") }] });
    const received = await receivedRequest(token, request.id);
    expect(received.sizeDifference).toEqual({ payMorePaise: 0, refundLessPaise: 40000 });
    expect(received.lines[0]).toMatchObject({ differencePaise: -40000 });

    const exchanged = await moved(token, request.id, { action: "exchange" });
    expect(exchanged).toMatchObject({ status: "exchanged", refundPaise: 40000, refundMethod: "gateway", creditNote: { amountPaise: 40000 } });
    expect(exchanged.refundReference).toMatch(/^rfnd_LOCAL/);
    expect(await sizeStock(piece.id)).toEqual({ sizes: { "10": 1, "12": 2, "14": 2 }, total: 5 });
    const replacement = await db.order.findUniqueOrThrow({ where: { id: exchanged.exchangeOrder!.id }, include: { lines: true } });
    expect(replacement).toMatchObject({ status: "processing", totalPaise: 0 });
    expect(replacement.lines.map((line) => [line.sizeLabel, line.unitPricePaise])).toEqual([["10", 0]]);
  });

  it("a cheaper size on a cash-on-delivery order: the difference goes back by bank transfer, whose reference is required", async () => {
    const { piece, order, lineId } = await deliveredRing({ bought: "14", prices: [2400, 2600, 2800], stock: [2, 2, 1], method: "cod" });
    const request = await requested(order, { kind: "exchange", lines: [{ orderLineId: lineId, quantity: 1, exchangeSizeId: piece.sizeId("12") }] });
    await receivedRequest(token, request.id);
    expect(await move(token, request.id, { action: "exchange" })).toMatchObject({ status: 400, body: { msg: RETURN_MSG.referenceRequired } });
    expect(await sizeStock(piece.id)).toEqual({ sizes: { "10": 2, "12": 2, "14": 2 }, total: 6 });
    const exchanged = await moved(token, request.id, { action: "exchange", reference: "UTR0042" });
    expect(exchanged).toMatchObject({ status: "exchanged", refundPaise: 20000, refundMethod: "bank_transfer", refundReference: "UTR0042", creditNote: { amountPaise: 20000 } });
    expect(await sizeStock(piece.id)).toEqual({ sizes: { "10": 2, "12": 1, "14": 2 }, total: 5 });
  });
});
