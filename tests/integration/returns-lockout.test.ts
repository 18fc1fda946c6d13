import { describe, expect, it } from "vitest";
import { RETURN_MSG } from "@/lib/returns/return-messages";
import type { ReturnOptionsJSON, ReturnRequestJSON } from "@/lib/types/returns";
import { createCustomer, sessionOf } from "./accounts-support";
import { adminSessionOf, createAdmin } from "./admin-support";
import { pieces } from "./payments-support";
import { deliveredOrder, moved, options, receivedRequest, requestReturn, shopperCreditNote } from "./returns-support";

// Issue 40 part 2: anyone could lock a shopper out of their returns. 41 anonymous wrong e-mails for
// an order number made the signed-in buyer's options, credit note and new request answer 429 for an
// hour (the per-order counter was checked before ownership, and counted every attempt). Now the
// limits fall on the guesser: the address (30 in 10 minutes) and, per order, only FAILED anonymous
// look-ups (40 an hour, then a wrong e-mail is 429); the signed-in owner is never counted, and the
// right e-mail is never refused by the order's counter.

const guesses = (from: number, count: number) => Array.from({ length: count }, (_, i) => `198.51.100.${from + i}`);

describe("the returns lockout (issue 40)", () => {
  it("41 anonymous wrong guesses limit the guesser, never the signed-in buyer nor the right e-mail", async () => {
    const admin = await adminSessionOf(await createAdmin());
    const [ring] = await pieces(1, { stock: 5 });
    const buyer = await createCustomer();
    const session = await sessionOf(buyer);
    const order = await deliveredOrder([{ productId: ring!.id, quantity: 3 }], { customerId: buyer.id });
    // A refunded request first, so the buyer has a credit note to download afterwards.
    const first = await requestReturn({ orderNumber: order.orderNumber, lines: [{ orderLineId: order.lineIds[0], quantity: 1 }] }, { session });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const firstId = (first.body!.returnRequest as ReturnRequestJSON).id;
    await receivedRequest(admin, firstId);
    await moved(admin, firstId, { action: "refund" });

    // The guesser's own address: 30 wrong e-mails are 404s, the 31st is refused by the address limit.
    const guesser = "198.51.100.250";
    for (let i = 0; i < 30; i++) expect((await options({ orderNumber: order.orderNumber, email: `guess${i}@example.com` }, { address: guesser })).status).toBe(404);
    const limited = await options({ orderNumber: order.orderNumber, email: "guess30@example.com" }, { address: guesser });
    expect(limited.status).toBe(429);
    expect(limited.body!.msg).toBe(RETURN_MSG.tooMany(10));
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    // Then from other addresses, up to the 41st failure for the order: the 41st is refused by the order's counter.
    const others = guesses(1, 11);
    for (const address of others.slice(0, 10)) expect((await options({ orderNumber: order.orderNumber, email: "nobody@example.com" }, { address })).status).toBe(404);
    const orderLimited = await options({ orderNumber: order.orderNumber, email: "nobody@example.com" }, { address: others[10] });
    expect(orderLimited.status).toBe(429);
    expect(orderLimited.body!.msg).toBe(RETURN_MSG.tooMany(60));

    // The signed-in buyer, even from the guesser's address: options, the credit note, a new request.
    const mine = await options({ orderNumber: order.orderNumber }, { session, address: guesser });
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    expect((mine.body!.options as ReturnOptionsJSON).eligible).toBe(true);
    const pdf = await shopperCreditNote({ orderNumber: order.orderNumber, returnId: firstId }, { session, address: guesser });
    expect(pdf.status, JSON.stringify(pdf.json)).toBe(200);
    expect(pdf.bytes.subarray(0, 5).toString()).toBe("%PDF-");
    const again = await requestReturn({ orderNumber: order.orderNumber, lines: [{ orderLineId: order.lineIds[0], quantity: 1 }] }, { session, address: guesser });
    expect(again.status, JSON.stringify(again.body)).toBe(201);

    // The shopper with the right e-mail, signed out, from an address of their own: found.
    expect((await options({ orderNumber: order.orderNumber, email: order.email.toUpperCase() }, { address: "198.51.100.200" })).status).toBe(200);
    const byEmail = await requestReturn({ orderNumber: order.orderNumber, email: order.email, lines: [{ orderLineId: order.lineIds[0], quantity: 1 }] }, { address: "198.51.100.201" });
    expect(byEmail.status, JSON.stringify(byEmail.body)).toBe(201);
    // A wrong e-mail from a fresh address is still refused by the order's counter; the guesser's address still by its own.
    expect((await options({ orderNumber: order.orderNumber, email: "another@example.com" }, { address: "198.51.100.202" })).status).toBe(429);
    expect((await options({ orderNumber: order.orderNumber, email: order.email }, { address: guesser })).status).toBe(429);
  });

  it("a signed-in customer who does not own the order is a guesser: counted by address and as a failure of the order", async () => {
    const [ring] = await pieces(1);
    const owner = await createCustomer();
    const order = await deliveredOrder([{ productId: ring!.id, quantity: 1 }], { customerId: owner.id });
    const stranger = await sessionOf(await createCustomer());
    const address = "198.51.100.240";
    for (let i = 0; i < 30; i++) expect((await options({ orderNumber: order.orderNumber }, { session: stranger, address })).status).toBe(404);
    expect((await options({ orderNumber: order.orderNumber }, { session: stranger, address })).status).toBe(429);
    // The owner, from the same address, is not.
    expect((await options({ orderNumber: order.orderNumber }, { session: await sessionOf(owner), address })).status).toBe(200);
  });
});
