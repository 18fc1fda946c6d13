import { describe, expect, it } from "vitest";
import { formatRupees } from "@/lib/format";
import { cartReminderWhatsApp, messageText } from "@/lib/notify/templates";
import type { ServerCart } from "@/lib/types/cart";
import type { Product } from "@/lib/types/catalogue";
import { cartReminderMail } from "@/server/marketing/cart-reminder-mail";

// The cart reminder's words (issue 45): calm, the pieces with today's prices, the cart link and the
// way out; the WhatsApp template's parameters in order.

const product = (name: string, sellingPricePaise: number, stock = 3) =>
  ({ id: name, name, sellingPricePaise, pricePaise: sellingPricePaise, stock, active: true, inStock: stock > 0, sizes: [] }) as unknown as Product;

const cart: ServerCart = {
  lines: [
    { product: product("Moon <Ring>", 249_900), qty: 2, colorId: null, size: null },
    { product: product("Lotus Anklet", 189_900, 0), qty: 1, colorId: null, size: null },
  ],
  totalPaise: 499_800,
};

describe("the cart reminder mail", () => {
  const mail = cartReminderMail({ name: "Asha", cart, cartUrl: "https://shop.example.com/cart", unsubscribePageUrl: "https://shop.example.com/unsubscribe?t=abc", unsubscribePostUrl: "https://shop.example.com/api/unsubscribe?t=abc" });

  it("lists each piece at its price now, a sold-out one as such, the total, the cart and the way out", () => {
    expect(mail.text).toContain(`- Moon <Ring> × 2: ${formatRupees(499_800)}`);
    expect(mail.text).toContain("- Lotus Anklet: sold out for now");
    expect(mail.text).toContain(`Total today: ${formatRupees(499_800)}`);
    expect(mail.text).toContain("Your cart: https://shop.example.com/cart");
    expect(mail.text).toContain("https://shop.example.com/unsubscribe?t=abc");
    expect(mail.unsubscribeUrl).toBe("https://shop.example.com/api/unsubscribe?t=abc");
  });

  it("escapes the HTML and uses no pressure words", () => {
    expect(mail.html).toContain("Moon &#60;Ring&#62;");
    expect(mail.html).not.toContain("<Ring>");
    expect(`${mail.subject} ${mail.text}`).not.toMatch(/hurry|last chance|only \d+ left|expires|!/i);
  });
});

describe("the cart_reminder WhatsApp template", () => {
  it("fills its five parameters in order", () => {
    const message = cartReminderWhatsApp({ name: "Asha Verma", pieces: 3, totalPaise: 499_800, cartUrl: "https://shop.example.com/cart", unsubscribeUrl: "https://shop.example.com/unsubscribe?t=abc" });
    expect(message.template).toBe("cart_reminder");
    expect(message.params).toEqual(["Asha", "3 pieces", formatRupees(499_800), "https://shop.example.com/cart", "https://shop.example.com/unsubscribe?t=abc"]);
    expect(messageText(message.template, message.params)).toContain("To stop these messages: https://shop.example.com/unsubscribe?t=abc");
    expect(cartReminderWhatsApp({ name: "Asha", pieces: 1, totalPaise: 100, cartUrl: "u", unsubscribeUrl: "v" }).params[1]).toBe("1 piece");
  });
});
