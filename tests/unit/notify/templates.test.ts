import { describe, expect, it } from "vitest";
import { RETURN_WHATSAPP_STEPS, WHATSAPP_TEMPLATES, WHATSAPP_TEMPLATE_NAMES, type OrderFacts, greetingName, orderWhatsApp, plainParam, returnWhatsApp } from "@/lib/notify/templates";
import { cloudApiBody } from "@/server/notify/cloud-api-sender";
import { chooseWhatsApp, whatsappOutboxDir } from "@/server/notify/choose-sender";

const order: OrderFacts = {
  name: "Asha  Verma",
  orderNumber: "SA-20261126-0001",
  totalPaise: 249_900,
  trackingUrl: "https://shop.example.com/track-order?order=SA-20261126-0001",
  paymentMethod: "razorpay",
  source: "checkout",
  returnDays: 7,
};

describe("the templates", () => {
  it("each body uses exactly its parameters {{1}}..{{n}}; names are WhatsApp's (lower case, underscores)", () => {
    for (const name of WHATSAPP_TEMPLATE_NAMES) {
      expect(name).toMatch(/^[a-z0-9_]{1,512}$/);
      const { body, params } = WHATSAPP_TEMPLATES[name];
      const used = [...body.matchAll(/\{\{(\d+)\}\}/g)].map((match) => Number(match[1]));
      expect(new Set(used), name).toEqual(new Set(params.map((_, index) => index + 1)));
    }
  });

  it("parameters are one plain line, never empty", () => {
    expect(plainParam("  two\nlines\tand   spaces ")).toBe("two lines and spaces");
    expect(plainParam("")).toBe("-");
    expect(plainParam(null)).toBe("-");
    expect(plainParam(7)).toBe("7");
    expect(plainParam("x".repeat(600))).toHaveLength(500);
    expect(greetingName("  Asha Verma ")).toBe("Asha");
  });
});

describe("orderWhatsApp", () => {
  it("payment received: name, number, amount, link, in order", () => {
    expect(orderWhatsApp("paid", order)).toEqual({ template: "payment_received", params: ["Asha", "SA-20261126-0001", "₹2,499", order.trackingUrl] });
  });

  it("placed: cash on delivery and order requests have a message, a checkout awaiting payment none", () => {
    expect(orderWhatsApp("placed", { ...order, paymentMethod: "cod" })?.template).toBe("cod_order_placed");
    expect(orderWhatsApp("placed", { ...order, paymentMethod: null, source: "request" })?.template).toBe("order_received");
    expect(orderWhatsApp("placed", order)).toBeNull();
  });

  it("shipped carries the courier and the tracking number; delivered the return days", () => {
    expect(orderWhatsApp("shipped", { ...order, courierName: "Blue Dart", trackingNumber: "BD1" })?.params).toEqual(["Asha", "SA-20261126-0001", "Blue Dart", "BD1", order.trackingUrl]);
    expect(orderWhatsApp("shipped", order)?.params.slice(2, 4)).toEqual(["our courier", "-"]);
    expect(orderWhatsApp("delivered", order)?.params).toEqual(["Asha", "SA-20261126-0001", "7", order.trackingUrl]);
  });

  it("cancelled says the reason, the refund, or that nothing was paid", () => {
    expect(orderWhatsApp("cancelled", { ...order, reason: "Address not reachable" })?.params[2]).toBe("Reason: Address not reachable");
    expect(orderWhatsApp("cancelled", { ...order, refunded: true })?.params[2]).toBe("We will refund ₹2,499 to you.");
    expect(orderWhatsApp("cancelled", order)?.params[2]).toBe("No payment was taken.");
  });
});

describe("returnWhatsApp", () => {
  const facts = { name: "Asha Verma", orderNumber: "SA-1", returnNumber: "RT-1", trackingUrl: "https://x/t" };
  it("has a template per step with its parameters", () => {
    for (const step of RETURN_WHATSAPP_STEPS) {
      const message = returnWhatsApp(step, facts);
      expect(message.template).toBe(`return_${step}`);
      expect(message.params).toHaveLength(WHATSAPP_TEMPLATES[message.template].params.length);
      expect(message.params.slice(0, 3)).toEqual(["Asha", "RT-1", "SA-1"]);
    }
    expect(returnWhatsApp("rejected", { ...facts, reason: "Worn" }).params[3]).toBe("Worn");
    expect(returnWhatsApp("refunded", { ...facts, amountPaise: 99_900 }).params[3]).toBe("₹999");
    expect(returnWhatsApp("exchanged", { ...facts, newOrderNumber: "SA-2" }).params.slice(3)).toEqual(["SA-2", "https://x/t"]);
  });
});

describe("the seam", () => {
  it("takes the Cloud API only with both keys; the outbox folder defaults inside the mails' outbox", () => {
    expect(chooseWhatsApp({ WHATSAPP_TOKEN: "t".repeat(30), WHATSAPP_PHONE_NUMBER_ID: "1234567" })).toBe("cloud");
    expect(chooseWhatsApp({ WHATSAPP_TOKEN: "t".repeat(30) })).toBe("outbox");
    expect(chooseWhatsApp({})).toBe("outbox");
    expect(whatsappOutboxDir({ MAIL_OUTBOX_DIR: ".data/outbox" })).toBe(".data/outbox/whatsapp");
    expect(whatsappOutboxDir({ MAIL_OUTBOX_DIR: ".data/outbox", WHATSAPP_OUTBOX_DIR: "/tmp/wa" })).toBe("/tmp/wa");
  });

  it("the Cloud API body is a template message with text body parameters in order", () => {
    expect(cloudApiBody({ to: "919876543210", template: "order_delivered", language: "en", params: ["Asha", "SA-1"] })).toEqual({
      messaging_product: "whatsapp",
      recipient_type: "individual",
      to: "919876543210",
      type: "template",
      template: {
        name: "order_delivered",
        language: { code: "en" },
        components: [{ type: "body", parameters: [{ type: "text", text: "Asha" }, { type: "text", text: "SA-1" }] }],
      },
    });
  });
});

describe("the WhatsApp settings (src/env.ts)", () => {
  it("take the token and the phone number id together, with the Graph API and English by default", async () => {
    const { parseEnv } = await import("@/env");
    const defaults = parseEnv({});
    expect(defaults.WHATSAPP_API_BASE).toBe("https://graph.facebook.com/v21.0");
    expect(defaults.WHATSAPP_TEMPLATE_LANGUAGE).toBe("en");
    expect(() => parseEnv({ WHATSAPP_TOKEN: "t".repeat(30) })).toThrow(/WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID go together/);
    expect(() => parseEnv({ WHATSAPP_TOKEN: "t".repeat(30), WHATSAPP_PHONE_NUMBER_ID: "12ab" })).toThrow(/WHATSAPP_PHONE_NUMBER_ID/);
    expect(parseEnv({ WHATSAPP_TOKEN: "t".repeat(30), WHATSAPP_PHONE_NUMBER_ID: "109876543210987" }).WHATSAPP_PHONE_NUMBER_ID).toBe("109876543210987");
  });
});
