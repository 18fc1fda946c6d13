import path from "node:path";
import { NextRequest } from "next/server";
import { afterAll, describe, expect, it, vi } from "vitest";
import * as contactRoute from "@/app/api/contact/route";
import * as inquiryRoute from "@/app/api/inquiry/send-inquiry/route";
import * as orderRequestRoute from "@/app/api/order/create/route";
import * as reviewsRoute from "@/app/api/reviews/route";
import { env } from "@/env";
import { customerCookieName } from "@/server/auth/customer-session";
import { db } from "@/server/db";
import { createOrder } from "@/server/orders/create-order";
import { uniq } from "../support/factories";
import { call, createCustomer, newAddress, newEmail, sessionOf } from "./accounts-support";
import { createPaymentOrder, customer, orderBody, orderRow, pieces } from "./payments-support";
import { deliveredOrder, requestReturn } from "./returns-support";

// Issue 40 part 3, "encoded markup becomes markup": every free-text field a visitor fills in is
// stored as plain text. Markup typed as entities (&lt;img …&gt;, even twice over as &amp;lt;) is
// dropped like markup typed as tags, never stored as a live tag; text that only uses & < > is kept
// as typed. Through the real route handlers and database, one request per form.

const mediaDir = await vi.hoisted(async () => {
  const { mkdtemp } = await import("node:fs/promises");
  const os = await import("node:os");
  const p = await import("node:path");
  const root = await mkdtemp(p.join(os.tmpdir(), "encoded-markup-int-"));
  process.env.MEDIA_DIR = p.join(root, "media");
  process.env.MAIL_OUTBOX_DIR = p.join(root, "outbox");
  return p.join(root, "media");
});

afterAll(async () => {
  const { rm } = await import("node:fs/promises");
  await rm(path.dirname(mediaDir), { recursive: true, force: true });
});

/** What an attacker types: markup as entities, once and twice encoded, as named and numeric references. */
const ENCODED = "&lt;img src=x onerror=alert(1)&gt;&amp;lt;script&amp;gt;alert(2)&amp;lt;/script&amp;gt;&#60;svg onload=alert(3)&#62;";
/** What a person types: the characters themselves, and an entity that only means a character. */
const PLAIN = "Tom & Jerry say 5 < 6 > 4, I <3 silver &lt;3";
const PLAIN_STORED = "Tom & Jerry say 5 < 6 > 4, I <3 silver <3";
const TAG = /<[a-z!/?]/i;

function expectNoTag(values: (string | null | undefined)[]) {
  for (const value of values) expect(value ?? "").not.toMatch(TAG);
}

describe("encoded markup is never stored as a tag", () => {
  it("review title and body", async () => {
    const buyer = await createCustomer({ name: "Priya Sharma" });
    const [ring] = await pieces(1);
    const order = await createOrder({
      source: "request",
      status: "draft",
      customerId: buyer.id,
      contact: { name: buyer.name, email: buyer.email, phone: "9876543210" },
      address: { street: "14 Lake View Road", city: "Pune", state: "Maharashtra", pincode: "411001", country: "India" },
      lines: [{ productId: ring!.id, quantity: 1 }],
      actor: "customer",
      now: new Date(),
    });
    await db.order.update({ where: { id: order.id }, data: { status: "delivered", deliveredAt: new Date() } });
    const form = new FormData();
    form.append("productId", ring!.id);
    form.append("rating", "5");
    form.append("title", `${ENCODED}Lovely ring`);
    form.append("body", `${ENCODED}${PLAIN}; it shines every day.`);
    const request = new NextRequest("http://localhost/api/reviews", {
      method: "POST",
      headers: { origin: env.siteUrl, "sec-fetch-site": "same-origin", "x-forwarded-for": newAddress(), cookie: `${customerCookieName()}=${await sessionOf(buyer)}` },
      body: form,
    });
    const res = await reviewsRoute.POST(request, { params: Promise.resolve({}) });
    expect(res.status, await res.clone().text()).toBe(201);
    const row = await db.review.findUniqueOrThrow({ where: { productId_customerId: { productId: ring!.id, customerId: buyer.id } } });
    // Gone again: reviews.test.ts counts every review of the shared database.
    await db.review.delete({ where: { id: row.id } });
    expectNoTag([row.title, row.body]);
    expect(row.title).toBe("Lovely ring");
    expect(row.body).toBe(`${PLAIN_STORED}; it shines every day.`);
  });

  it("return details", async () => {
    const [ring] = await pieces(1);
    const order = await deliveredOrder([{ productId: ring!.id, quantity: 1 }]);
    const res = await requestReturn({ orderNumber: order.orderNumber, email: order.email, details: `${ENCODED}${PLAIN}`, lines: [{ orderLineId: order.lineIds[0], quantity: 1 }] });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const row = await db.returnRequest.findFirstOrThrow({ where: { orderId: order.id } });
    expectNoTag([row.details]);
    expect(row.details).toBe(PLAIN_STORED);
  });

  it("card checkout: name, address and notes", async () => {
    const [ring] = await pieces(1);
    const shopper = customer({
      name: `${ENCODED}Meera Iyer`,
      address: { line1: `${ENCODED}14 Lake View Road`, line2: "Flat 3B & 3C", city: "&lt;i&gt;Pune&lt;/i&gt;", state: "maharashtra", postalCode: "411 001" },
    });
    const data = await createPaymentOrder(orderBody([{ id: ring!.id, quantity: 1 }], { customer: shopper, notes: `${ENCODED}${PLAIN}` }));
    const row = await orderRow(data.orderId);
    expectNoTag([row.customerName, row.shipStreet, row.shipLine2, row.shipCity, row.customerNotes]);
    expect(row).toMatchObject({ customerName: "Meera Iyer", shipStreet: "14 Lake View Road", shipLine2: "Flat 3B & 3C", shipCity: "Pune", customerNotes: PLAIN_STORED });
  });

  it("order request: name, address and notes", async () => {
    const [chain] = await pieces(1);
    const email = newEmail("order");
    const body = {
      customer: {
        fullname: `${ENCODED}Asha Verma`,
        email,
        phoneNumber: "9876543210",
        shippingAddress: { street: `12 MG Road ${ENCODED}`, city: "&amp;lt;b&amp;gt;Jaipur", state: "Rajasthan", pincode: "302001", country: "India" },
      },
      products: [{ product_id: chain!.id, quantity: 1 }],
      customerNotes: `${ENCODED}${PLAIN}`,
    };
    const res = await call(orderRequestRoute.POST, { url: "http://localhost/api/order/create", body });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const row = await db.order.findFirstOrThrow({ where: { customerEmail: email } });
    expectNoTag([row.customerName, row.shipStreet, row.shipCity, row.customerNotes]);
    expect(row).toMatchObject({ customerName: "Asha Verma", shipStreet: "12 MG Road", shipCity: "Jaipur", customerNotes: PLAIN_STORED });
  });

  it("contact message: name and message", async () => {
    const email = `asha.${uniq()}@example.com`;
    const body = { name: `${ENCODED}Asha Verma`, email, phone: "9876543210", message: `${ENCODED}${PLAIN}`, consent: true };
    const res = await call(contactRoute.POST, { url: "http://localhost/api/contact", body });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const row = await db.contactMessage.findFirstOrThrow({ where: { email } });
    expectNoTag([row.name, row.message]);
    expect(row).toMatchObject({ name: "Asha Verma", message: PLAIN_STORED });
  });

  it("product inquiry: name and message", async () => {
    const email = `asha.${uniq()}@example.com`;
    const body = { name: `${ENCODED}Asha Verma`, email, phone: "9876543210", message: `${ENCODED}${PLAIN}`, productCodes: [] };
    const res = await call(inquiryRoute.POST, { url: "http://localhost/api/inquiry/send-inquiry", body });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const row = await db.inquiry.findFirstOrThrow({ where: { email } });
    expectNoTag([row.name, row.message]);
    expect(row).toMatchObject({ name: "Asha Verma", message: PLAIN_STORED });
  });
});
