import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { env } from "@/env";
import { ORDER_DOC_MSG } from "@/lib/messages/order-document";
import type { Order } from "@/lib/types/order";
import { db } from "@/server/db";
import { issueInvoice } from "@/server/invoices/issue-invoice";
import { latestMailTo } from "@/server/mail/outbox";
import { createOrder } from "@/server/orders/create-order";
import { getOrderById } from "@/server/orders/get-order";
import { sendOrderMail } from "@/server/orders/send-order-mail";
import { createCategory, createProduct, uniq } from "../support/factories";

// sendOrderMail through the real mailer (the local outbox) and database: which mail each kind
// sends, the invoice number looked up for the payment mail, and that a failure never throws.

let outbox: string;
let productId: string;

beforeAll(async () => {
  outbox = await mkdtemp(path.join(tmpdir(), "order-mail-outbox-"));
  env.MAIL_OUTBOX_DIR = outbox;
  const category = await createCategory();
  productId = (await createProduct({ categoryId: category.id, price: 1499, stock: 5 })).id;
});

afterAll(async () => {
  await rm(outbox, { recursive: true, force: true });
});

function place(source: "request" | "checkout", email = `mail.${uniq()}@example.com`) {
  return createOrder({
    source,
    status: source === "request" ? "draft" : "payment_pending",
    customerId: null,
    contact: { name: "Kavya Rao", email, phone: "9876543210" },
    address: { street: "5 Residency Road", city: "Bengaluru", state: "Karnataka", pincode: "560025", country: "India" },
    lines: [{ productId, quantity: 2 }],
    actor: "visitor",
  });
}

const mailsTo = async (email: string) => (await readdir(outbox)).filter((file) => file.endsWith(`-${email}.eml`)).length;

describe("sendOrderMail", () => {
  it("placed: an order request gets 'we have received your order request' with the payment-link promise", async () => {
    const order = await place("request");
    await sendOrderMail("placed", order);
    const mail = (await latestMailTo(outbox, order.contact.email))!;
    expect(mail).toContain(`Subject: ${ORDER_DOC_MSG.orderMailPlacedSubject(order.orderNumber)}`);
    expect(mail).toContain(ORDER_DOC_MSG.orderMailPaymentLinkPromise);
    expect(mail).toContain("₹2,998");
  });

  it("placed: a checkout order awaiting its payment gets no mail", async () => {
    const order = await place("checkout");
    await sendOrderMail("placed", order);
    expect(await mailsTo(order.contact.email)).toBe(0);
  });

  it("paid: names the invoice it looks up", async () => {
    const order = await place("checkout");
    await db.$transaction(async (tx) => {
      await tx.order.update({ where: { id: order.id }, data: { status: "paid", paidAt: new Date() } });
      await issueInvoice(tx, { orderId: order.id, buyerState: "Karnataka" });
    });
    const paid = (await getOrderById(order.id))!;
    const invoice = await db.invoice.findUniqueOrThrow({ where: { orderId: order.id } });
    await sendOrderMail("paid", paid);
    const mail = (await latestMailTo(outbox, order.contact.email))!;
    expect(mail).toContain(`Subject: ${ORDER_DOC_MSG.orderMailPaidSubject(order.orderNumber)}`);
    expect(mail).toContain(ORDER_DOC_MSG.orderMailInvoice(invoice.number));
  });

  it("status: announces the status given, with the extra details", async () => {
    const order = await place("request");
    await sendOrderMail("status", { ...order, status: "shipped" }, { courierName: "Blue Dart", trackingNumber: "BD-777" });
    const mail = (await latestMailTo(outbox, order.contact.email))!;
    expect(mail).toContain(`Subject: ${ORDER_DOC_MSG.orderMailStatusSubject(order.orderNumber, "Shipped")}`);
    expect(mail).toContain("Tracking number: BD-777");
  });

  it("never throws: a mail that cannot be built is logged and the caller carries on", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const order = await place("request");
    const broken = { ...order, lines: null } as unknown as Order;
    await expect(sendOrderMail("placed", broken)).resolves.toBeUndefined();
    expect(logged).toHaveBeenCalledWith(expect.stringContaining(order.orderNumber), expect.anything());
    expect(await mailsTo(order.contact.email)).toBe(0);
    logged.mockRestore();
  });
});
