import { describe, expect, it } from "vitest";
import { orderLineJSON } from "@/lib/json/order";
import { messageText, orderWhatsApp } from "@/lib/notify/templates";
import type { OrderLine } from "@/lib/types/order";
import { whatsappOrderRef } from "@/server/notify/order-ref";

// Sizes (issue 42) in the WhatsApp order messages and the tracking answer: the approved templates
// stay as they are; the order-number parameter names the sizes of the pieces sold by size.

const line = (over: Partial<OrderLine> = {}): OrderLine => ({
  productId: "p1",
  productName: "Moonlit Halo Ring",
  productCode: "LR-5002",
  colorName: null,
  sizeId: null,
  sizeLabel: null,
  sizeSku: null,
  quantity: 1,
  unitPricePaise: 2_000_00,
  linePricePaise: 2_000_00,
  purity: null,
  huid: null,
  priceBreakup: null, offerDiscountPaise: 0,
  ...over,
});

describe("whatsappOrderRef", () => {
  it("is the order number alone for an order without sizes", () => {
    expect(whatsappOrderRef({ orderNumber: "SA-26-00042", lines: [line()] })).toBe("SA-26-00042");
  });

  it("names each sized piece with its size, and the message reads it", () => {
    const ref = whatsappOrderRef({
      orderNumber: "SA-26-00042",
      lines: [line({ sizeId: "s12", sizeLabel: "12" }), line({ sizeId: "s14", sizeLabel: "14" }), line({ productName: "Rope Chain" })],
    });
    expect(ref).toBe("SA-26-00042 (Moonlit Halo Ring: Size 12; Moonlit Halo Ring: Size 14)");
    const content = orderWhatsApp("paid", { name: "Asha", orderNumber: ref, totalPaise: 4_200_00, trackingUrl: "https://shop.example/t", paymentMethod: "razorpay", source: "checkout", returnDays: 7 });
    expect(messageText(content!.template, content!.params)).toContain("for order SA-26-00042 (Moonlit Halo Ring: Size 12; Moonlit Halo Ring: Size 14).");
  });

  it("stays within a template parameter's length however many pieces", () => {
    const lines = Array.from({ length: 40 }, (_, i) => line({ sizeId: `s${i}`, sizeLabel: String(i) }));
    expect(whatsappOrderRef({ orderNumber: "SA-26-00042", lines }).length).toBeLessThan(260);
  });
});

describe("the tracking answer's line", () => {
  it("carries the size's label, or null", () => {
    expect(orderLineJSON(line({ sizeId: "s12", sizeLabel: "12" })).size).toBe("12");
    expect(orderLineJSON(line()).size).toBeNull();
  });
});
