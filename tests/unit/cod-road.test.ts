import { describe, expect, it } from "vitest";
import { ORDER_ADMIN_MSG } from "@/lib/admin/order-messages";
import { COD_MOVES, canMove, refusalOf } from "@/lib/admin/order-transitions";
import { COD_MSG } from "@/lib/messages/cod";
import { codOptionFor } from "@/lib/cod-option";
import { ORDER_STATUSES } from "@/lib/constants";
import type { DeliveryAnswer } from "@/lib/delivery/types";
import { orderSteps, upcomingSteps } from "@/lib/order-steps";

// Cash on delivery's road (issue 21): which moves the owner may make on a COD order and on a card
// order, the tracking page's steps for each, and when checkout offers COD.

// Written out here, not imported, so the test checks the rule rather than repeating it.
const COD_LEGAL = new Set(["draft>confirmed", "draft>cancelled", "confirmed>shipped", "confirmed>cancelled", "shipped>delivered", "shipped>cancelled"]);

describe("the COD transition table", () => {
  it("allows exactly placed → confirmed | cancelled, confirmed → shipped | cancelled, shipped → delivered | cancelled", () => {
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        const pair = `${from}>${to}`;
        expect(canMove(from, to, "cod"), pair).toBe(COD_LEGAL.has(pair));
        expect(refusalOf(from, to, "cod") === null, pair).toBe(COD_LEGAL.has(pair));
      }
    }
    expect(Object.keys(COD_MOVES).sort()).toEqual([...ORDER_STATUSES].sort());
  });

  it("says why a placed COD order cannot skip its confirmation call, and why a card order is never confirmed", () => {
    expect(refusalOf("draft", "acknowledged", "cod")).toBe(ORDER_ADMIN_MSG.codConfirmFirst);
    expect(refusalOf("draft", "shipped", "cod")).toBe(ORDER_ADMIN_MSG.codConfirmFirst);
    expect(refusalOf("confirmed", "delivered", "cod")).toBe(ORDER_ADMIN_MSG.illegalMove("confirmed", "delivered"));
    for (const method of [null, "razorpay", "phonepe"] as const) {
      for (const from of ORDER_STATUSES) expect(canMove(from, "confirmed", method), `${method} ${from}`).toBe(false);
      expect(refusalOf("draft", "confirmed", method)).toBe(ORDER_ADMIN_MSG.confirmOnlyCod);
    }
    // A card order's road is unchanged.
    expect(canMove("draft", "acknowledged", "razorpay")).toBe(true);
    expect(canMove("processing", "shipped")).toBe(true);
    expect(canMove("shipped", "cancelled", "razorpay")).toBe(false);
  });
});

describe("the tracking page's steps", () => {
  it("reads placed → confirmed → shipped → delivered for a COD order", () => {
    expect(orderSteps("cod")).toEqual(["draft", "confirmed", "shipped", "delivered"]);
    expect(upcomingSteps("draft", "cod")).toEqual(["confirmed", "shipped", "delivered"]);
    expect(upcomingSteps("confirmed", "cod")).toEqual(["shipped", "delivered"]);
    expect(upcomingSteps("shipped", "cod")).toEqual(["delivered"]);
    expect(upcomingSteps("delivered", "cod")).toEqual([]);
    expect(upcomingSteps("cancelled", "cod")).toEqual([]);
  });

  it("keeps the card road for every other order", () => {
    expect(upcomingSteps("draft")).toEqual(["acknowledged", "payment_pending", "paid", "processing", "shipped", "delivered"]);
    expect(upcomingSteps("paid", "razorpay")).toEqual(["processing", "shipped", "delivered"]);
    expect(upcomingSteps("confirmed", "razorpay")).toEqual([]);
  });
});

describe("codOptionFor (checkout's payment choice)", () => {
  const answer = (overrides: Partial<DeliveryAnswer> = {}, cod: Partial<DeliveryAnswer["cod"]> = {}): DeliveryAnswer => ({
    pincode: "560001",
    serviceable: true,
    zone: "South",
    deliveryFrom: "2026-11-30",
    deliveryBy: "2026-12-02",
    ...overrides,
    cod: { available: true, feePaise: 4900, limitPaise: 2_000_000, ...cod },
  });

  it("offers COD with the fee when the PIN allows it and the total with the fee is within the limit", () => {
    expect(codOptionFor({ answer: answer(), subtotalPaise: 1_995_100 })).toEqual({ kind: "available", feePaise: 4900, limitPaise: 2_000_000 });
  });

  it("says why not: over the limit (fee included), not offered at the PIN, not served, no PIN yet", () => {
    expect(codOptionFor({ answer: answer(), subtotalPaise: 1_995_101 })).toEqual({ kind: "unavailable", reason: "Cash on delivery is available for orders up to ₹20,000." });
    expect(codOptionFor({ answer: answer({ pincode: "781001" }, { available: false }), subtotalPaise: 100 })).toEqual({ kind: "unavailable", reason: "Cash on delivery is not available for 781001." });
    expect(codOptionFor({ answer: answer({ pincode: "190001", serviceable: false }, { available: false }), subtotalPaise: 100 }).kind).toBe("unavailable");
    expect(codOptionFor({ answer: null, subtotalPaise: 100 })).toEqual({ kind: "unknown", reason: COD_MSG.checkPinFirst });
  });

  it("labels the choice with the owner's fee", () => {
    expect(COD_MSG.payCod(4900)).toBe("Cash on delivery (+ ₹49)");
  });
});
