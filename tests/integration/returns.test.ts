import { readdir } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { env } from "@/env";
import { RETURN_MSG } from "@/lib/returns/return-messages";
import type { ReturnRequestJSON } from "@/lib/types/returns";
import { db } from "@/server/db";
import { latestMailTo } from "@/server/mail/outbox";
import { notAnImage } from "@/server/media/storage";
import { RETURN_MAIL } from "@/server/returns/return-mails";
import { createCustomer, sessionOf } from "./accounts-support";
import { adminSessionOf, createAdmin, pngFile } from "./admin-support";
import { pieces } from "./payments-support";
import { paidOrder, setStatus } from "./admin-orders-support";
import { deliveredOrder, move, moved, options, optionsOf, requestReturn, requested } from "./returns-support";

// The shopper's side of returns and exchanges (issue 22), through the real route handlers and
// database: POST /api/returns/options and POST /api/returns (multipart), for a visitor with the
// order's number and e-mail or the owner's session; the 7-day window, what is still returnable
// (also when two requests race), IDOR (someone else's order, another order's pieces), the photos'
// checks and clean-up, and the mail.

// src/env.ts reads MEDIA_DIR when first imported, so the temporary folder is set before any import.
const mediaDir = await vi.hoisted(async () => {
  const { mkdtemp } = await import("node:fs/promises");
  const os = await import("node:os");
  const p = await import("node:path");
  const root = await mkdtemp(p.join(os.tmpdir(), "returns-int-"));
  process.env.MEDIA_DIR = p.join(root, "media");
  process.env.MAIL_OUTBOX_DIR = p.join(root, "outbox");
  return p.join(root, "media");
});
const outbox = path.join(path.dirname(mediaDir), "outbox");

let originalOutbox: string;
beforeAll(() => {
  originalOutbox = env.MAIL_OUTBOX_DIR;
  env.MAIL_OUTBOX_DIR = outbox;
});

afterAll(async () => {
  env.MAIL_OUTBOX_DIR = originalOutbox;
  const { rm } = await import("node:fs/promises");
  await rm(path.dirname(mediaDir), { recursive: true, force: true });
});

/** Files stored under MEDIA_DIR/returns. */
async function storedPhotos(): Promise<string[]> {
  try {
    return (await readdir(path.join(mediaDir, "returns"), { recursive: true })).filter((name) => name.endsWith(".webp"));
  } catch {
    return [];
  }
}

describe("POST /api/returns/options", () => {
  it("lists the delivered order's pieces with what is returnable, the window's end and no requests yet", async () => {
    const [ring, pendant] = await pieces(2, { price: 2499 });
    const order = await deliveredOrder([{ productId: ring!.id, quantity: 2 }, { productId: pendant!.id, quantity: 1 }]);
    const opts = await optionsOf(order);
    expect(opts).toMatchObject({ orderNumber: order.orderNumber, eligible: true, notEligibleReason: null, returns: [] });
    expect(new Date(opts.windowEndsAt!).getTime()).toBeGreaterThan(Date.now());
    expect(opts.lines).toHaveLength(2);
    expect(opts.lines.find((line) => line.orderLineId === order.lineIds[0])).toMatchObject({ quantity: 2, returnable: 2, unitPricePaise: 249900, productName: ring!.name });
  });

  it("gives the same 404 for an unknown order, a wrong e-mail, and someone else's order without the e-mail", async () => {
    const [ring] = await pieces(1);
    const owner = await createCustomer();
    const order = await deliveredOrder([{ productId: ring!.id, quantity: 1 }], { customerId: owner.id });
    const unknown = await options({ orderNumber: "SA-99-99999", email: order.email });
    const wrongEmail = await options({ orderNumber: order.orderNumber, email: "someone.else@example.com" });
    const otherCustomer = await options({ orderNumber: order.orderNumber }, { session: await sessionOf(await createCustomer()) });
    const visitorWithoutEmail = await options({ orderNumber: order.orderNumber });
    for (const res of [unknown, wrongEmail, otherCustomer, visitorWithoutEmail]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ status: 0, msg: RETURN_MSG.orderNotFound });
    }
    // The e-mail is compared without regard to case; the owner's session needs none.
    expect((await options({ orderNumber: order.orderNumber.toLowerCase(), email: order.email.toUpperCase() })).status).toBe(200);
    expect((await options({ orderNumber: order.orderNumber }, { session: await sessionOf(owner) })).status).toBe(200);
  });

  it("says why not: not delivered yet, or the window has closed", async () => {
    const [ring] = await pieces(1);
    const shipped = await deliveredOrder([{ productId: ring!.id, quantity: 1 }], { status: "shipped" });
    expect(await optionsOf(shipped)).toMatchObject({ eligible: false, notEligibleReason: RETURN_MSG.notDelivered, windowEndsAt: null });
    const old = await deliveredOrder([{ productId: ring!.id, quantity: 1 }], { deliveredDaysAgo: 8 });
    expect(await optionsOf(old)).toMatchObject({ eligible: false, notEligibleReason: RETURN_MSG.windowClosed });
  });

  it("refuses a malformed body with the form's message (400)", async () => {
    const res = await options({ orderNumber: "", email: "x@example.com" });
    expect(res.status).toBe(400);
    expect(res.body!.msg).toBe(RETURN_MSG.orderNumberRequired);
  });
});

describe("an order delivered by the back office", () => {
  it("opens its 7-day window when the owner marks it delivered, and its pieces can be returned", async () => {
    const admin = await adminSessionOf(await createAdmin());
    const [ring] = await pieces(1, { stock: 4 });
    const order = await paidOrder(admin, [{ productId: ring!.id, quantity: 1 }]);
    const proof = { orderNumber: order.orderNumber, email: order.contact.email };
    expect((await options(proof)).body!.options).toMatchObject({ eligible: false, notEligibleReason: RETURN_MSG.notDelivered });
    expect((await setStatus(admin, order.id, { status: "processing" })).status).toBe(200);
    expect((await setStatus(admin, order.id, { status: "shipped", courierName: "Blue Dart", trackingNumber: "BD1" })).status).toBe(200);
    expect((await setStatus(admin, order.id, { status: "delivered" })).status).toBe(200);
    const opts = (await options(proof)).body!.options as Awaited<ReturnType<typeof optionsOf>>;
    expect(opts).toMatchObject({ eligible: true, notEligibleReason: null });
    const ends = new Date(opts.windowEndsAt!).getTime();
    expect(Math.abs(ends - (Date.now() + 7 * 24 * 60 * 60 * 1000))).toBeLessThan(60_000);
    const res = await requestReturn({ ...proof, lines: [{ orderLineId: opts.lines[0]!.orderLineId, quantity: 1 }] });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  });
});

describe("POST /api/returns", () => {
  it("stores the request with its number, lines, plain-text details, photo and first step, and mails the shopper", async () => {
    const [ring, pendant] = await pieces(2);
    const order = await deliveredOrder([{ productId: ring!.id, quantity: 2 }, { productId: pendant!.id, quantity: 1 }]);
    const before = (await storedPhotos()).length;
    const res = await requestReturn({
      orderNumber: order.orderNumber,
      email: order.email,
      kind: "exchange",
      reason: "size_or_fit",
      details: "<b>Too small</b><script>alert(1)</script> for me",
      lines: [{ orderLineId: order.lineIds[0], quantity: 1 }],
      photos: [await pngFile("ring.png")],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body!.msg).toBe(RETURN_MSG.created);
    const created = res.body!.returnRequest as ReturnRequestJSON;
    expect(created).toMatchObject({ kind: "exchange", status: "requested", reason: "size_or_fit", details: "Too small for me", rejectionReason: null, refundPaise: null, creditNoteNumber: null, exchangeOrderNumber: null });
    expect(created.number).toMatch(/^RT-\d{4}-\d{5}$/);
    expect(created.lines).toEqual([{ orderLineId: order.lineIds[0], productName: ring!.name, productCode: ring!.code, colorName: null, quantity: 1, sizeLabel: null, exchangeSizeLabel: null }]);
    expect(created.photos).toHaveLength(1);
    expect(created.photos[0]).toMatch(/^\/media\/returns\/\d{4}\/[0-9a-f-]+\.webp$/);
    expect((await storedPhotos()).length).toBe(before + 1);

    const row = await db.returnRequest.findUniqueOrThrow({ where: { id: created.id }, include: { events: true } });
    expect(row.requestedBy).toBe("tracking");
    expect(row.events.map((event) => [event.status, event.actor])).toEqual([["requested", "tracking"]]);

    const opts = await optionsOf(order);
    expect(opts.lines.find((line) => line.orderLineId === order.lineIds[0])!.returnable).toBe(1);
    expect(opts.returns.map((r) => r.id)).toEqual([created.id]);

    const mail = await latestMailTo(outbox, order.email);
    expect(mail).toContain(RETURN_MAIL.requested);
    expect(mail).toContain(created.number);
  });

  it("lets the signed-in owner leave out the e-mail (requestedBy names the customer)", async () => {
    const [ring] = await pieces(1);
    const owner = await createCustomer();
    const order = await deliveredOrder([{ productId: ring!.id, quantity: 1 }], { customerId: owner.id });
    const res = await requestReturn({ orderNumber: order.orderNumber, lines: [{ orderLineId: order.lineIds[0], quantity: 1 }] }, { session: await sessionOf(owner) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const row = await db.returnRequest.findUniqueOrThrow({ where: { id: (res.body!.returnRequest as ReturnRequestJSON).id }, include: { events: true } });
    expect(row.requestedBy).toBe(`customer:${owner.id}`);
    expect(row.events[0]!.actor).toBe("customer");
  });

  it("IDOR: another customer's session cannot request for the order (404); a piece of another order is refused (400)", async () => {
    const [ring] = await pieces(1);
    const owner = await createCustomer();
    const order = await deliveredOrder([{ productId: ring!.id, quantity: 1 }], { customerId: owner.id });
    const other = await deliveredOrder([{ productId: ring!.id, quantity: 1 }]);
    const stranger = await requestReturn({ orderNumber: order.orderNumber, lines: [{ orderLineId: order.lineIds[0], quantity: 1 }] }, { session: await sessionOf(await createCustomer()) });
    expect(stranger.status).toBe(404);
    expect(stranger.body!.msg).toBe(RETURN_MSG.orderNotFound);
    const wrongEmail = await requestReturn({ orderNumber: order.orderNumber, email: "x@example.com", lines: [{ orderLineId: order.lineIds[0], quantity: 1 }] });
    expect(wrongEmail.status).toBe(404);
    expect(wrongEmail.body!.msg).toBe(RETURN_MSG.orderNotFound);

    const foreignLine = await requestReturn({ orderNumber: order.orderNumber, email: order.email, lines: [{ orderLineId: other.lineIds[0], quantity: 1 }] });
    expect(foreignLine.status).toBe(400);
    expect(foreignLine.body!.msg).toBe(RETURN_MSG.lineNotInOrder);
    expect(await db.returnRequest.count({ where: { orderId: { in: [order.id, other.id] } } })).toBe(0);
  });

  it("refuses bad fields with clear messages (400), storing nothing", async () => {
    const [ring] = await pieces(1);
    const order = await deliveredOrder([{ productId: ring!.id, quantity: 2 }]);
    const base = { orderNumber: order.orderNumber, email: order.email };
    const line = [{ orderLineId: order.lineIds[0], quantity: 1 }];
    const cases: [Parameters<typeof requestReturn>[0], string][] = [
      [{ ...base, lines: [] }, RETURN_MSG.linesRequired],
      [{ ...base, lines: "not json" }, RETURN_MSG.linesInvalid],
      [{ ...base, lines: [{ orderLineId: order.lineIds[0], quantity: 0 }] }, RETURN_MSG.quantityInvalid],
      [{ ...base, kind: "swap", lines: line }, RETURN_MSG.kindInvalid],
      [{ ...base, reason: "bored", lines: line }, RETURN_MSG.reasonInvalid],
      [{ ...base, details: "x".repeat(1001), lines: line }, RETURN_MSG.detailsTooLong],
      // "Other" needs the shopper's words (issue 40): blank, or nothing left once markup is stripped.
      [{ ...base, reason: "other", details: "   ", lines: line }, RETURN_MSG.detailsRequired],
      [{ ...base, reason: "other", details: "<b></b>", lines: line }, RETURN_MSG.detailsRequired],
    ];
    for (const [input, msg] of cases) {
      const res = await requestReturn(input);
      expect(res.status, msg).toBe(400);
      expect(res.body!.msg).toBe(msg);
    }
    const tooMany = await requestReturn({ ...base, lines: line, photos: await Promise.all([1, 2, 3, 4].map((n) => pngFile(`p${n}.png`))) });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body!.msg).toBe(RETURN_MSG.photosTooMany);
    const notImage = await requestReturn({ ...base, lines: line, photos: [new File([new Uint8Array(Buffer.from("%PDF-1.4 not a picture"))], "scan.png", { type: "image/png" })] });
    expect(notImage.status).toBe(400);
    expect(notImage.body!.msg).toBe(notAnImage("scan.png"));
    expect(await db.returnRequest.count({ where: { orderId: order.id } })).toBe(0);
  });

  it("409 when the order is not delivered or the window has closed; the photos stored for it are deleted", async () => {
    const [ring] = await pieces(1);
    const shipped = await deliveredOrder([{ productId: ring!.id, quantity: 1 }], { status: "shipped" });
    const old = await deliveredOrder([{ productId: ring!.id, quantity: 1 }], { deliveredDaysAgo: 8 });
    const before = (await storedPhotos()).length;
    const notYet = await requestReturn({ orderNumber: shipped.orderNumber, email: shipped.email, lines: [{ orderLineId: shipped.lineIds[0], quantity: 1 }], photos: [await pngFile()] });
    expect(notYet.status).toBe(409);
    expect(notYet.body!.msg).toBe(RETURN_MSG.notDelivered);
    const closed = await requestReturn({ orderNumber: old.orderNumber, email: old.email, lines: [{ orderLineId: old.lineIds[0], quantity: 1 }], photos: [await pngFile()] });
    expect(closed.status).toBe(409);
    expect(closed.body!.msg).toBe(RETURN_MSG.windowClosed);
    expect((await storedPhotos()).length).toBe(before);
    expect(await db.returnRequest.count({ where: { orderId: { in: [shipped.id, old.id] } } })).toBe(0);
  });

  it("never returns the same piece twice: one after the other (409), and a rejected request frees it", async () => {
    const admin = await adminSessionOf(await createAdmin());
    const [ring] = await pieces(1);
    const order = await deliveredOrder([{ productId: ring!.id, quantity: 2 }]);
    const first = await requested(order, { lines: [{ orderLineId: order.lineIds[0]!, quantity: 2 }] });
    const again = await requestReturn({ orderNumber: order.orderNumber, email: order.email, lines: [{ orderLineId: order.lineIds[0], quantity: 1 }] });
    expect(again.status).toBe(409);
    expect(again.body!.msg).toBe(RETURN_MSG.quantityTooMany(ring!.name, 0));
    expect((await optionsOf(order)).notEligibleReason).toBe(RETURN_MSG.nothingLeft);

    // Rejected, with the reason the shopper then reads; its pieces are free again.
    await moved(admin, first.id, { action: "reject", reason: "The piece shows wear." });
    const opts = await optionsOf(order);
    expect(opts.returns[0]).toMatchObject({ id: first.id, status: "rejected", rejectionReason: "The piece shows wear." });
    expect(opts.lines[0]!.returnable).toBe(2);
    expect(opts.eligible).toBe(true);
    expect((await latestMailTo(outbox, order.email))!).toContain("The piece shows wear.");

    const tooMany = await requestReturn({ orderNumber: order.orderNumber, email: order.email, lines: [{ orderLineId: order.lineIds[0], quantity: 3 }] });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body!.msg).toBe(RETURN_MSG.quantityTooMany(ring!.name, 2));
    await move(admin, first.id, { action: "approve" }).then((res) => expect(res.status).toBe(409));
  });

  it("never returns the same piece twice when two requests arrive at once: one is stored, the other refused", async () => {
    const [ring] = await pieces(1);
    const order = await deliveredOrder([{ productId: ring!.id, quantity: 1 }]);
    const input = { orderNumber: order.orderNumber, email: order.email, lines: [{ orderLineId: order.lineIds[0], quantity: 1 }] };
    const results = await Promise.all([requestReturn(input), requestReturn(input), requestReturn(input)]);
    expect(results.map((res) => res.status).sort()).toEqual([201, 409, 409]);
    const lines = await db.returnLine.findMany({ where: { orderLineId: order.lineIds[0] } });
    expect(lines.reduce((sum, line) => sum + line.quantity, 0)).toBe(1);
  });
});
