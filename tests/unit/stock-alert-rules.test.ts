import { describe, expect, it } from "vitest";
import { backInStockPiece, backInStockWhatsApp, messageText } from "@/lib/notify/templates";
import { STOCK_ALERT_MSG as M } from "@/lib/stock-alerts/messages";
import { ZStockAlertRequest } from "@/lib/stock-alerts/schema";
import { backInStockMail } from "@/server/stock-alerts/back-in-stock-mail";

// The pure rules of the back-in-stock alerts (issue 45): the form's schema, the WhatsApp message and the mail.

const PRODUCT = "c123456789012345678901234";
const parse = (body: unknown) => ZStockAlertRequest.safeParse(body);
const firstMessage = (body: unknown) => {
  const result = parse(body);
  return result.success ? null : result.error.issues[0]?.message;
};

describe("the form's schema", () => {
  it("takes an e-mail (lower-cased, trimmed), an optional Indian mobile as 10 digits, and the marketing box", () => {
    expect(parse({ productId: PRODUCT, email: "  Asha@Example.COM " }).data).toEqual({ productId: PRODUCT, email: "asha@example.com", phone: null });
    expect(parse({ productId: PRODUCT, sizeId: PRODUCT, email: "a@b.in", phone: "+91 98765-43210", marketing: true }).data).toEqual({ productId: PRODUCT, sizeId: PRODUCT, email: "a@b.in", phone: "9876543210", marketing: true });
    expect(parse({ productId: PRODUCT, email: "a@b.in", phone: "  " }).data?.phone).toBeNull();
  });

  it("refuses in the form's words", () => {
    expect(firstMessage({ productId: PRODUCT, email: "" })).toBe(M.emailInvalid);
    expect(firstMessage({ productId: PRODUCT, email: "asha@" })).toBe(M.emailInvalid);
    expect(firstMessage({ productId: PRODUCT, email: `${"a".repeat(250)}@b.in` })).toBe(M.emailInvalid);
    expect(firstMessage({ productId: PRODUCT, email: "a@b.in", phone: "1234567890" })).toBe(M.phoneInvalid);
    expect(firstMessage({ productId: PRODUCT, email: "a@b.in", phone: "98765" })).toBe(M.phoneInvalid);
    expect(firstMessage({ productId: "nope", email: "a@b.in" })).toBe(M.noSuchPiece);
    expect(firstMessage({ productId: PRODUCT, sizeId: "x", email: "a@b.in" })).toBe(M.sizeNotOffered);
    expect(firstMessage({ productId: PRODUCT, email: "a@b.in", marketing: "yes" })).toBe(M.badBody);
    expect(firstMessage([])).toBe(M.badBody);
  });
});

const facts = { productName: "Moon Ring", sizeLabel: "12", pricePaise: 189_900, productUrl: "https://shop.example/prod-detail/c1?size=12" };

describe("the messages", () => {
  it("name the piece with its size, today's price and its page", () => {
    expect(backInStockPiece(facts)).toBe("Moon Ring (size 12)");
    expect(backInStockPiece({ ...facts, sizeLabel: null })).toBe("Moon Ring");
    const whatsapp = backInStockWhatsApp(facts);
    expect(whatsapp).toEqual({ template: "back_in_stock", params: ["Moon Ring (size 12)", "₹1,899", facts.productUrl] });
    expect(messageText(whatsapp.template, whatsapp.params)).toBe(`Good news: Moon Ring (size 12) is back in stock at ₹1,899. Order it here: ${facts.productUrl}`);
  });

  it("the mail carries the link, the unsubscribe page in its text and the one-click address for its headers, escaped in HTML", () => {
    const mail = backInStockMail({ ...facts, productName: "Moon <Ring>", unsubscribePage: "https://shop.example/unsubscribe?t=x", unsubscribePost: "https://shop.example/api/unsubscribe?t=x" });
    expect(mail.subject).toBe("Back in stock: Moon <Ring> (size 12)");
    expect(mail.text).toContain(`Order it here: ${facts.productUrl}`);
    expect(mail.text).toContain("Stop these alerts: https://shop.example/unsubscribe?t=x");
    expect(mail.unsubscribeUrl).toBe("https://shop.example/api/unsubscribe?t=x");
    expect(mail.html).toContain("Moon &#60;Ring&#62; (size 12)");
    expect(mail.html).not.toContain("<Ring>");
  });
});
