import { describe, expect, it } from "vitest";
import { COD_MSG } from "@/lib/messages/cod";
import type { Order } from "@/lib/types/order";
import { codPlacedMail, orderStatusMail } from "@/server/mail/order-mails";

// Cash on delivery's mails: the order received awaits the confirmation call and lists the fee in the
// total; a rejection carries the owner's reason (escaped in the HTML).

const AT = new Date("2026-11-20T09:30:00Z");
const order: Order = {
  id: "cord00000000000000000009",
  orderNumber: "SA-26-00077",
  status: "draft",
  source: "checkout",
  customerId: null,
  contact: { name: "Asha Verma", email: "asha@example.com", phone: "9876543210" },
  address: { street: "12 MG Road", city: "Pune", state: "Maharashtra", pincode: "411001", country: "India" },
  lines: [{ productId: "p1", productName: "Lotus Pendant", productCode: "NK-1003", colorName: null, sizeId: null, sizeLabel: null, sizeSku: null, quantity: 1, unitPricePaise: 2_499_00, linePricePaise: 2_499_00, purity: null, huid: null, priceBreakup: null, offerDiscountPaise: 0 }],
  totalPaise: 2_548_00,
  codFeePaise: 49_00,
  discountPaise: 0,
  offers: [],
  paymentMethod: "cod",
  paymentLink: null,
  customerNotes: null,
  refundDue: false,
  courierName: null,
  trackingNumber: null,
  paidAt: null,
  createdAt: AT,
  updatedAt: AT,
};

describe("cash-on-delivery mails", () => {
  it("order received: the fee as a line, the total with it, the call to come and what to pay at the door", () => {
    const mail = codPlacedMail(order);
    expect(mail.subject).toBe(COD_MSG.mailPlacedSubject("SA-26-00077"));
    expect(mail.text).toContain(`${COD_MSG.codFee}: ₹49`);
    expect(mail.text).toContain("₹2,548");
    expect(mail.text).toContain(COD_MSG.mailAwaitsCall);
    expect(mail.text).toContain(COD_MSG.mailPayOnDelivery(2_548_00));
    expect(mail.html).toContain(COD_MSG.codFee);
  });

  it("rejected: the owner's reason, escaped", () => {
    const mail = orderStatusMail({ ...order, status: "cancelled" }, "cancelled", { reason: "No answer <b>3 times</b>" });
    expect(mail.text).toContain(COD_MSG.mailRejected("No answer <b>3 times</b>"));
    expect(mail.html).not.toContain("<b>3 times</b>");
  });

  it("confirmed: preparing, and the cash to keep ready", () => {
    const mail = orderStatusMail({ ...order, status: "confirmed" }, "confirmed");
    expect(mail.text).toContain(COD_MSG.mailConfirmed);
    expect(mail.text).toContain(COD_MSG.mailPayOnDelivery(2_548_00));
  });
});
