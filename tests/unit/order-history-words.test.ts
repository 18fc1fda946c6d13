import { describe, expect, it } from "vitest";
import { statusLabel } from "@/components/admin/orders/order-format";
import { ORDER_ADMIN_MSG } from "@/lib/admin/order-messages";

// The back office's words for an order's history and status (issue 40 part 4): no code words
// ("by tracking", "by visitor"), and a cash-on-delivery order awaiting the owner's call is not a "Draft".

describe("who made a history step", () => {
  it("names the shop's own actors in plain words and keeps an admin's e-mail", () => {
    expect(ORDER_ADMIN_MSG.by("tracking")).toBe("by the customer, on the order tracking page");
    expect(ORDER_ADMIN_MSG.by("visitor")).toBe("by the customer");
    expect(ORDER_ADMIN_MSG.by("customer")).toBe("by the customer (signed in)");
    expect(ORDER_ADMIN_MSG.by("customer:ckabc")).toBe("by the customer (signed in)");
    expect(ORDER_ADMIN_MSG.by("gateway")).toBe("by the payment gateway");
    expect(ORDER_ADMIN_MSG.by("system")).toBe("by the shop, automatically");
    expect(ORDER_ADMIN_MSG.by("owner@example.com")).toBe("by owner@example.com");
    expect(ORDER_ADMIN_MSG.by("admin:ckgone")).toBe("by an admin");
  });
});

describe("an order's status words", () => {
  it("a COD draft awaits confirmation; other drafts stay drafts", () => {
    expect(statusLabel("draft", "cod")).toBe("Awaiting confirmation");
    expect(statusLabel("draft", null)).toBe("Draft");
    expect(statusLabel("draft")).toBe("Draft");
    expect(statusLabel("confirmed", "cod")).toBe("Confirmed");
  });
});
