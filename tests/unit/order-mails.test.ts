import { describe, expect, it } from "vitest";
import { absoluteUrl } from "@/env";
import { RETURN_DAYS, SHOP } from "@/lib/constants";
import { formatRupees } from "@/lib/format";
import { ORDER_DOC_MSG } from "@/lib/messages/order-document";
import { SELL_MSG } from "@/lib/messages/selling";
import type { Order } from "@/lib/types/order";
import { orderPlacedMail, orderStatusMail, paymentReceivedMail, trackingLink } from "@/server/mail/order-mails";

// The order e-mails as pure templates: what each says, the links, and that nothing a shopper typed
// or a product is called can inject markup into the HTML.

const AT = new Date("2026-11-20T09:30:00Z");

function order(overrides: Partial<Order> = {}): Order {
  return {
    id: "cord00000000000000000001",
    orderNumber: "SA-26-00042",
    status: "draft",
    source: "request",
    customerId: null,
    contact: { name: "Asha Verma", email: "asha@example.com", phone: "9876543210" },
    address: { street: "12 MG Road", city: "Jaipur", state: "Rajasthan", pincode: "302001", country: "India" },
    lines: [
      { productId: "p1", productName: "Lotus Filigree Pendant", productCode: "NK-1003", colorName: "Silver", sizeId: null, sizeLabel: null, sizeSku: null, quantity: 2, unitPricePaise: 2_499_00, linePricePaise: 4_998_00, purity: null, huid: null, priceBreakup: null, offerDiscountPaise: 0 },
      { productId: "p2", productName: "Round Solitaire Tops", productCode: "TP-4001", colorName: null, sizeId: null, sizeLabel: null, sizeSku: null, quantity: 1, unitPricePaise: 1_250_50, linePricePaise: 1_250_50, purity: null, huid: null, priceBreakup: null, offerDiscountPaise: 0 },
    ],
    totalPaise: 6_248_50,
    codFeePaise: 0,
    discountPaise: 0,
    offers: [],
    paymentMethod: null,
    paymentLink: null,
    customerNotes: null,
    refundDue: false,
    courierName: null,
    trackingNumber: null,
    paidAt: null,
    createdAt: AT,
    updatedAt: AT,
    ...overrides,
  };
}

const TRACK_URL = absoluteUrl("/track-order?order=SA-26-00042");

describe("orderPlacedMail", () => {
  const mail = orderPlacedMail(order());

  it("goes to the order's e-mail with the order number in the subject", () => {
    expect(mail.to).toBe("asha@example.com");
    expect(mail.subject).toBe(ORDER_DOC_MSG.orderMailPlacedSubject("SA-26-00042"));
    expect(mail.subject).toContain("SA-26-00042");
  });

  it("lists every line with code, colour, quantity and price, the free shipping and the total, in text and HTML", () => {
    expect(mail.text).toContain("- Lotus Filigree Pendant (NK-1003, Silver) x 2: ₹4,998");
    expect(mail.text).toContain("- Round Solitaire Tops (TP-4001) x 1: ₹1,250.50");
    expect(mail.text).toContain(`${ORDER_DOC_MSG.orderMailTotal}: ₹6,248.50`);
    expect(mail.text).toContain(ORDER_DOC_MSG.orderMailShippingFree);
    expect(mail.html).toContain("Lotus Filigree Pendant (NK-1003, Silver)");
    expect(mail.html).toContain("₹6,248.50");
  });

  it("promises the payment link within 24 hours and links to tracking with an absolute URL", () => {
    expect(mail.text).toContain(ORDER_DOC_MSG.orderMailPaymentLinkPromise);
    expect(mail.text).toContain("within 24 hours");
    expect(TRACK_URL).toMatch(/^https?:\/\//);
    expect(trackingLink(order())).toBe(TRACK_URL);
    expect(mail.text).toContain(TRACK_URL);
    expect(mail.html).toContain(`href="${TRACK_URL.replace(/&/g, "&#38;")}"`);
  });

  it("greets the shopper and signs with the shop's name and contact", () => {
    expect(mail.text.startsWith("Hello Asha Verma,")).toBe(true);
    expect(mail.text).toContain(SHOP.email);
    expect(mail.text.trimEnd().endsWith(SHOP.name)).toBe(true);
  });
});

describe("escaping", () => {
  const hostile = order({
    contact: { name: `<script>alert("x")</script> & Co`, email: "asha@example.com", phone: "9876543210" },
    lines: [{ productId: null, productName: `Ring <img src=x onerror=alert(1)>`, productCode: "MR-'1'", colorName: `"Gold"`, sizeId: null, sizeLabel: null, sizeSku: null, quantity: 1, unitPricePaise: 100_00, linePricePaise: 100_00, purity: null, huid: null, priceBreakup: null, offerDiscountPaise: 0 }],
    totalPaise: 100_00,
  });

  it("escapes names, product names, codes and colours in the HTML of every mail", () => {
    const mails = [
      orderPlacedMail(hostile),
      paymentReceivedMail(hostile, { invoiceNumber: "SA/2026-27/<b>1</b>" }),
      orderStatusMail(hostile, "shipped", { courierName: "<i>Blue Dart</i>", trackingNumber: `"><svg onload=alert(1)>` }),
      orderStatusMail(hostile, "payment_pending", { paymentLink: 'https://pay.example.com/x?a=1&b="2"' }),
    ];
    for (const mail of mails) {
      expect(mail.html).not.toMatch(/<script|<img|<svg|<i>|<b>1/);
      expect(mail.html).toContain("&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; Co");
      expect(mail.html).toContain("Ring &#60;img src=x onerror=alert(1)&#62;");
      expect(mail.html).toContain("MR-&#39;1&#39;, &#34;Gold&#34;");
      // The text version keeps what was typed, as it is.
      expect(mail.text).toContain(`Hello <script>alert("x")</script> & Co,`);
    }
    expect(mails[3]!.html).toContain('href="https://pay.example.com/x?a=1&#38;b=&#34;2&#34;"');
  });

  it("never puts a non-http link in an href", () => {
    const mail = orderStatusMail(order({ status: "payment_pending" }), "payment_pending", { paymentLink: "javascript:alert(1)" });
    expect(mail.html).not.toContain("javascript:");
    expect(mail.text).not.toContain("javascript:");
    expect(mail.text).toContain(ORDER_DOC_MSG.orderMailPaymentLinkMissing);
  });
});

describe("paymentReceivedMail", () => {
  const paid = order({ status: "paid", source: "checkout", paidAt: AT });

  it("says the payment was received, with lines, total, next steps and the tracking link", () => {
    const mail = paymentReceivedMail(paid, { invoiceNumber: "SA/2026-27/00007" });
    expect(mail.subject).toBe(ORDER_DOC_MSG.orderMailPaidSubject("SA-26-00042"));
    expect(mail.text).toContain(ORDER_DOC_MSG.orderMailPaidIntro);
    expect(mail.text).toContain("- Lotus Filigree Pendant (NK-1003, Silver) x 2: ₹4,998");
    expect(mail.text).toContain(`${ORDER_DOC_MSG.orderMailTotal}: ₹6,248.50`);
    expect(mail.text).toContain(ORDER_DOC_MSG.orderMailPaidNext);
    expect(mail.text).toContain(ORDER_DOC_MSG.orderMailInvoice("SA/2026-27/00007"));
    expect(mail.text).toContain(TRACK_URL);
    expect(mail.text).not.toContain(ORDER_DOC_MSG.orderMailPaymentLinkPromise);
  });

  it("leaves the invoice out when none was issued", () => {
    const mail = paymentReceivedMail(paid, { invoiceNumber: null });
    expect(mail.text).not.toContain("invoice");
    expect(paymentReceivedMail(paid).text).not.toContain("invoice");
  });
});

describe("orderStatusMail", () => {
  it("names the status in the subject and always links to tracking", () => {
    for (const status of ["acknowledged", "payment_pending", "processing", "shipped", "delivered", "cancelled"] as const) {
      const mail = orderStatusMail(order({ status }), status);
      expect(mail.subject).toBe(ORDER_DOC_MSG.orderMailStatusSubject("SA-26-00042", SELL_MSG.orderStatusLabel[status]));
      expect(mail.text).toContain(TRACK_URL);
      expect(mail.to).toBe("asha@example.com");
    }
  });

  it("acknowledged: the payment link follows within 24 hours", () => {
    expect(orderStatusMail(order({ status: "acknowledged" }), "acknowledged").text).toContain(ORDER_DOC_MSG.orderMailAcknowledged);
  });

  it("payment pending: the link given, else the order's own, with the lines", () => {
    const given = orderStatusMail(order(), "payment_pending", { paymentLink: "https://rzp.io/i/abc" });
    expect(given.text).toContain(`${SELL_MSG.trackOrderPayNow}: https://rzp.io/i/abc`);
    expect(given.html).toContain('href="https://rzp.io/i/abc"');
    expect(given.text).toContain(`${ORDER_DOC_MSG.orderMailTotal}: ₹6,248.50`);
    const stored = orderStatusMail(order({ paymentLink: "https://rzp.io/i/stored" }), "payment_pending");
    expect(stored.text).toContain("https://rzp.io/i/stored");
  });

  it("processing", () => {
    expect(orderStatusMail(order(), "processing").text).toContain(ORDER_DOC_MSG.orderMailProcessing);
  });

  it("shipped: the courier and tracking number given, else the order's", () => {
    const given = orderStatusMail(order(), "shipped", { courierName: "Blue Dart", trackingNumber: "BD123456789IN" });
    expect(given.text).toContain(ORDER_DOC_MSG.orderMailShipped);
    expect(given.text).toContain(ORDER_DOC_MSG.orderMailShippedCourier("Blue Dart"));
    expect(given.text).toContain(ORDER_DOC_MSG.orderMailShippedTracking("BD123456789IN"));
    const stored = orderStatusMail(order({ courierName: "India Post", trackingNumber: "EE123" }), "shipped");
    expect(stored.text).toContain("Courier: India Post");
    expect(stored.text).toContain("Tracking number: EE123");
  });

  it("delivered: the return window", () => {
    const mail = orderStatusMail(order(), "delivered");
    expect(mail.text).toContain(ORDER_DOC_MSG.orderMailDelivered);
    expect(mail.text).toContain(`${RETURN_DAYS} days`);
  });

  it("cancelled: the refund only when it had been paid", () => {
    const unpaid = orderStatusMail(order(), "cancelled");
    expect(unpaid.text).toContain(ORDER_DOC_MSG.orderMailCancelled);
    expect(unpaid.text).not.toContain("refund");
    const paid = orderStatusMail(order({ paidAt: AT }), "cancelled");
    expect(paid.text).toContain(ORDER_DOC_MSG.orderMailCancelledRefund(formatRupees(6_248_50)));
    expect(paid.text).toContain("₹6,248.50");
    const soldOut = orderStatusMail(order({ refundDue: true }), "cancelled");
    expect(soldOut.text).toContain("refunded");
  });
});

describe("sizes in the order mails (issue 42)", () => {
  const sized = order({
    lines: [
      { productId: "p1", productName: "Moonlit Halo Ring", productCode: "LR-5002", colorName: null, sizeId: "s12", sizeLabel: "12", sizeSku: null, quantity: 1, unitPricePaise: 2_000_00, linePricePaise: 2_000_00, purity: null, huid: null, priceBreakup: null, offerDiscountPaise: 0 },
      { productId: "p1", productName: "Moonlit Halo Ring", productCode: "LR-5002", colorName: null, sizeId: "s14", sizeLabel: "14", sizeSku: null, quantity: 1, unitPricePaise: 2_200_00, linePricePaise: 2_200_00, purity: null, huid: null, priceBreakup: null, offerDiscountPaise: 0 },
    ],
    totalPaise: 4_200_00,
  });

  it.each([
    ["placed", orderPlacedMail(sized)],
    ["paid", paymentReceivedMail(sized)],
  ])("the %s mail names each line's size in text and HTML", (_kind, mail) => {
    expect(mail.text).toContain("Moonlit Halo Ring (LR-5002, Size 12) x 1");
    expect(mail.text).toContain("Moonlit Halo Ring (LR-5002, Size 14) x 1");
    expect(mail.html).toContain("Moonlit Halo Ring (LR-5002, Size 12)");
    expect(mail.html).toContain("Moonlit Halo Ring (LR-5002, Size 14)");
  });

  it("a mail of an order without sizes says no size", () => {
    expect(orderPlacedMail(order()).text).not.toContain("Size");
  });
});

describe("an order with offers (issue 44)", () => {
  const offers = [
    { offerId: "o1", code: null, name: "Diwali: 20 % off making", kind: "percent_making" as const, percentBps: 2000, amountPaise: null, discountPaise: 300_00, position: 0 },
    { offerId: "o2", code: "DIWALI500", name: "₹500 off above ₹5,000", kind: "fixed_cart" as const, percentBps: null, amountPaise: 500_00, discountPaise: 500_00, position: 1 },
  ];
  const base = order();
  const discounted = order({
    lines: [{ ...base.lines[0]!, offerDiscountPaise: 700_00 }, { ...base.lines[1]!, offerDiscountPaise: 100_00 }],
    discountPaise: 800_00,
    totalPaise: 6_248_50 - 800_00,
    offers,
  });

  it("names each offer on its own line with its discount, and the total is what the shopper pays", () => {
    for (const mail of [orderPlacedMail(discounted), paymentReceivedMail(discounted), orderStatusMail(discounted, "shipped")]) {
      expect(mail.text).toContain("Offer: Diwali: 20 % off making: −₹300");
      expect(mail.text).toContain("Offer: ₹500 off above ₹5,000 (DIWALI500): −₹500");
      expect(mail.text).toContain(`${ORDER_DOC_MSG.orderMailTotal}: ₹5,448.50`);
      expect(mail.html).toContain("Offer: ₹500 off above ₹5,000 (DIWALI500)");
      expect(mail.html).toContain("−₹500");
      expect(mail.html).toContain("₹5,448.50");
    }
  });

  it("an order without offers has no offer line", () => {
    expect(orderPlacedMail(base).text).not.toContain("Offer:");
    expect(orderPlacedMail(base).html).not.toContain("Offer:");
  });
});
