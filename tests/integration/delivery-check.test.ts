import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as checkRoute } from "@/app/api/delivery/check/route";
import { DELIVERY_MSG } from "@/lib/delivery/delivery-messages";
import { AppError } from "@/server/errors";
import { db } from "@/server/db";
import { BAD_PINCODE, checkDelivery } from "@/server/delivery/check-delivery";
import { DELIVERY_CHECK_RATE_LIMIT } from "@/server/delivery/delivery-rules";
import { WHOLE_INDIA } from "@/server/delivery/local-table";
import { createOrder } from "@/server/orders/create-order";
import { call, newAddress } from "./accounts-support";
import { clearDeliveryTable, useDemoDeliveryTable } from "./delivery-support";
import { customer, orderBody, pieces } from "./payments-support";
import { POST as createOrderRoute } from "@/app/api/payments/create-order/route";

// The delivery promise (issue 21) against the real database with the demo shop's table (zones from
// Jaipur; 744301 and every 9xxxxx blocked): the longest PIN rule decides, cash on delivery by zone
// and by the owner's switch, the API's answers and refusals, and checkout refusing a PIN the shop
// does not deliver to before any order or payment exists, while storing the promise on the others.

const THURSDAY_MORNING = new Date("2026-11-26T04:30:00Z"); // 10:00 in India

beforeAll(useDemoDeliveryTable);
afterAll(clearDeliveryTable);

describe("checkDelivery", () => {
  it("answers from the longest matching rule", async () => {
    const cases: [string, string | null][] = [
      ["302001", "Jaipur"], // 302 beats 30 and 3
      ["305001", "Rajasthan"], // 30 beats 3
      ["560001", "Metro cities"], // 56 beats 5
      ["581001", "Rest of India"], // only 5
      ["781001", "North-East, J&K and islands"], // 78 beats 7
      ["744101", "North-East, J&K and islands"], // 744
      ["744301", null], // the PIN itself, blocked, beats 744
      ["999999", null], // 9, blocked
    ];
    for (const [pin, zone] of cases) {
      const answer = await checkDelivery(pin, { now: THURSDAY_MORNING });
      expect({ pin, zone: answer.zone, serviceable: answer.serviceable }).toEqual({ pin, zone, serviceable: zone !== null });
    }
  });

  it("promises dispatch plus transit days over business days", async () => {
    expect(await checkDelivery("560001", { now: THURSDAY_MORNING })).toEqual({
      pincode: "560001",
      serviceable: true,
      zone: "Metro cities",
      deliveryFrom: "2026-12-01",
      deliveryBy: "2026-12-03",
      cod: { available: true, feePaise: 4900, limitPaise: 2_000_000 },
    });
    // Jaipur: dispatch 2–3, transit 1 → Mon 30 Nov to Tue 1 Dec.
    expect(await checkDelivery("302001", { now: THURSDAY_MORNING })).toMatchObject({ deliveryFrom: "2026-11-30", deliveryBy: "2026-12-01" });
  });

  it("offers cash on delivery by zone and by the owner's switch", async () => {
    expect((await checkDelivery("781001")).cod.available).toBe(false);
    expect((await checkDelivery("560001")).cod.available).toBe(true);
    await db.deliverySettings.update({ where: { id: 1 }, data: { codEnabled: false } });
    try {
      expect((await checkDelivery("560001")).cod.available).toBe(false);
    } finally {
      await db.deliverySettings.update({ where: { id: 1 }, data: { codEnabled: true } });
    }
  });

  it("serves no PIN that no rule matches, and ships everywhere while the table is empty", async () => {
    const rest = await db.deliveryPin.findUniqueOrThrow({ where: { prefix: "8" }, select: { zoneId: true } });
    await db.deliveryPin.delete({ where: { prefix: "8" } });
    try {
      expect(await checkDelivery("800001")).toMatchObject({ serviceable: false, zone: null, deliveryBy: null, cod: { available: false } });
    } finally {
      await db.deliveryPin.create({ data: { prefix: "8", zoneId: rest.zoneId } });
    }
    await clearDeliveryTable();
    try {
      expect(await checkDelivery("744301")).toMatchObject({ serviceable: true, zone: WHOLE_INDIA.zone!.name });
    } finally {
      await useDemoDeliveryTable();
    }
  });

  it("refuses anything but a 6-digit PIN", async () => {
    for (const pin of ["56OO01", "56001", "5600011", "060001", ""]) {
      const error = await checkDelivery(pin).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ status: 400, message: BAD_PINCODE });
    }
  });
});

const check = (query: string, address = newAddress()) => call(checkRoute, { method: "GET", url: `http://localhost/api/delivery/check${query}`, address });

describe("GET /api/delivery/check", () => {
  it("answers a served PIN with its promise, kept privately for a few minutes", async () => {
    const res = await check("?pin=560001");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, max-age=300");
    expect(res.body).toMatchObject({ status: 1, msg: DELIVERY_MSG.checked, delivery: { pincode: "560001", serviceable: true, zone: "Metro cities", cod: { available: true, feePaise: 4900 } } });
    const { deliveryFrom, deliveryBy } = res.body!.delivery as { deliveryFrom: string; deliveryBy: string };
    expect(deliveryFrom <= deliveryBy).toBe(true);
    expect(deliveryBy).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("answers an unserved PIN as a true answer, not an error", async () => {
    const res = await check("?pin=744301");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 1, delivery: { pincode: "744301", serviceable: false, deliveryBy: null, cod: { available: false } } });
  });

  it("refuses letters, short PINs and no PIN with 400 and the PIN message, never cached", async () => {
    for (const query of ["?pin=56OO01", "?pin=56001", "", "?pin=", "?pin=%20"]) {
      const res = await check(query);
      expect({ query, status: res.status, body: res.body }).toEqual({ query, status: 400, body: { status: 0, msg: BAD_PINCODE } });
      expect(res.headers.get("cache-control")).toBe("no-store");
    }
    expect((await check("?pin=560001&pin=110001")).status).toBe(400);
  });

  it("limits checks per address (429 with Retry-After)", async () => {
    const address = newAddress();
    for (let i = 0; i < DELIVERY_CHECK_RATE_LIMIT.limit; i += 1) expect((await check("?pin=302001", address)).status).toBe(200);
    const refused = await check("?pin=302001", address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.body?.msg).toMatch(/^Too many PIN code checks/);
    expect((await check("?pin=302001")).status).toBe(200); // another address
  });

  it("answers other methods with 405", async () => {
    const res = await call((await import("@/app/api/delivery/check/route")).POST, { body: {} });
    expect(res.status).toBe(405);
  });
});

describe("checkout and the delivery promise", () => {
  const withPin = (postalCode: string) => customer({ address: { line1: "14 Lake View Road", line2: "", city: "Port Blair", state: "Andaman and Nicobar Islands", postalCode } });

  it("refuses an unserved PIN with 400 and the form's message before any order or payment exists", async () => {
    const [piece] = await pieces(1);
    const [orders, payments] = await Promise.all([db.order.count(), db.payment.count()]);
    const res = await call(createOrderRoute, { body: orderBody([{ id: piece!.id, quantity: 1 }], { customer: withPin("744301") }) });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 0, msg: "Sorry, we do not deliver to 744301 yet. Please use another address." });
    expect([await db.order.count(), await db.payment.count()]).toEqual([orders, payments]);
  });

  it("stores the promise's last day on a served order", async () => {
    const [piece] = await pieces(1);
    const res = await call(createOrderRoute, { body: orderBody([{ id: piece!.id, quantity: 1 }], { customer: customer() }) }); // Pune 411001: Rest of India
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { orderId } = res.body!.data as { orderId: string };
    const order = await db.order.findUniqueOrThrow({ where: { id: orderId }, select: { promisedBy: true, createdAt: true } });
    const expected = (await checkDelivery("411001", { now: order.createdAt })).deliveryBy;
    expect(order.promisedBy?.toISOString().slice(0, 10)).toBe(expected);
  });

  it("leaves an order request to the owner, whatever the PIN", async () => {
    const [piece] = await pieces(1);
    const order = await createOrder({
      source: "request",
      status: "draft",
      customerId: null,
      contact: { name: "Asha Verma", email: "asha@example.com", phone: "9876543210" },
      address: { street: "1 Beach Road", line2: null, city: "Port Blair", state: "Andaman and Nicobar Islands", pincode: "744301", country: "India" },
      lines: [{ productId: piece!.id, quantity: 1, colorId: null }],
      actor: "visitor",
    });
    expect((await db.order.findUniqueOrThrow({ where: { id: order.id }, select: { promisedBy: true } })).promisedBy).toBeNull();
  });
});
