import { describe, expect, it } from "vitest";
import { ORDER_DOC_MSG } from "@/lib/messages/order-document";
import { RETURN_MAIL, type ReturnMailContext, returnUpdateMail } from "@/server/returns/return-mails";

const context: ReturnMailContext = {
  to: "asha@example.com",
  customerName: "Asha <b>Verma</b>",
  requestNumber: "RT-2026-00001",
  orderNumber: "SA-26-00042",
  kind: "return",
  lines: [{ productName: "Lotus <Ring>", productCode: "LR-1", quantity: 1 }],
  trackingUrl: "http://localhost:3000/track-order?order=SA-26-00042",
  contact: { phone: "+91 98290 12345", email: "care@silver-shop.example" },
};

describe("return mails", () => {
  it("one per step, each naming the request and the order, with the tracking link", () => {
    for (const step of ["requested", "approved", "rejected", "picked_up", "received", "refunded", "exchanged"] as const) {
      const mail = returnUpdateMail(step, { ...context, kind: step === "exchanged" ? "exchange" : "return" });
      expect(mail.to).toBe("asha@example.com");
      expect(mail.subject).toContain("RT-2026-00001");
      expect(mail.text).toContain("Request RT-2026-00001 for order SA-26-00042");
      expect(mail.text).toContain(context.trackingUrl);
      // The owner's contact from Settings, not the demo's constants.
      expect(mail.text).toContain(ORDER_DOC_MSG.orderMailQuestions(context.contact.email, context.contact.phone));
    }
  });

  it("rejected: the owner's reason", () => {
    const mail = returnUpdateMail("rejected", { ...context, rejectionReason: "Worn & scratched" });
    expect(mail.text).toContain(RETURN_MAIL.rejectedReason("Worn & scratched"));
    expect(mail.html).toContain("Worn &#38; scratched");
  });

  it("refunded: the amount and the credit note; exchanged: the replacement order", () => {
    const refunded = returnUpdateMail("refunded", { ...context, refundPaise: 249950, refundMethod: "gateway", creditNoteNumber: "CN/2026-27/00001" });
    expect(refunded.text).toContain("₹2,499.50");
    expect(refunded.text).toContain("CN/2026-27/00001");
    const bank = returnUpdateMail("refunded", { ...context, refundPaise: 100, refundMethod: "bank_transfer" });
    expect(bank.text).toContain(RETURN_MAIL.refundedBank);
    const exchanged = returnUpdateMail("exchanged", { ...context, kind: "exchange", exchangeOrderNumber: "SA-26-00077" });
    expect(exchanged.text).toContain("SA-26-00077");
  });

  it("escapes what people typed in the HTML", () => {
    const mail = returnUpdateMail("requested", context);
    expect(mail.html).not.toContain("<b>");
    expect(mail.html).not.toContain("<Ring>");
    expect(mail.html).toContain("Lotus &#60;Ring&#62;");
  });
});
