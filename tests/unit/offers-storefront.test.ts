import { afterEach, describe, expect, it, vi } from "vitest";
import { CART_STORAGE_KEY } from "@/lib/constants";
import type { OfferRule } from "@/lib/offers/types";
import type { Product } from "@/lib/types/catalogue";
import { OFFER_MSG } from "@/lib/messages/offers";
import type { UserCartJSON } from "@/lib/json/cart";
import { cartOffersView, couponShown, isCouponRefusal, linesSignature } from "@/components/cart/cart-offers";
import { offerLabel } from "@/components/product/offer-label";
import { cacheSecondsUntil } from "@/server/offers/live-offers";
import { nextWakeMs, readBoundaryAnswer, startOfferClock, stopOfferClock, type ClockDeps } from "@/server/offers/offer-clock";
import { cardOfferName, pieceOffer } from "@/server/offers/piece-offer";
import { priceValidUntil, productJsonLd } from "@/server/seo/json-ld";
import { productGroupJsonLd } from "@/server/seo/product-group-json-ld";
import { createCartStore } from "@/stores/cart-store";
import { MemoryStorage } from "../support/memory-storage";
import { offerRule } from "../support/offer-rule";

// The shopper's side of offers (issue 44): one unit's offer price on the product page, its card and
// its JSON-LD (price after the offer, priceValidUntil the offer's last IST day), the offer clock's
// timing, and the coupon in the cart's store and box.

const NOW = new Date("2026-11-01T06:30:00.000Z"); // 12:00 IST
const ENDS = new Date("2026-11-15T18:30:00.000Z"); // 16 Nov 00:00 IST: "till 15 Nov"

const offer = (over: Partial<OfferRule> = {}): OfferRule =>
  offerRule({ id: "off_making", name: "Diwali: 20 % off making", kind: "percent_making", percentBps: 2000, startsAt: new Date("2026-10-20T18:30:00.000Z"), endsAt: ENDS, ...over });

function product(over: Partial<Product> = {}): Product {
  return {
    id: "cm0bangle01",
    name: "Filigree Bangle",
    slug: "filigree-bangle",
    code: "BG-1001",
    description: "A filigree bangle.",
    pricePaise: 1_000_000,
    discountPercent: 0,
    sellingPricePaise: 1_000_000,
    stock: 3,
    weightGrams: 50,
    active: true,
    inStock: true,
    images: [],
    videoUrl: null,
    newArrival: false,
    trendingProd: false,
    bestSeller: false,
    category: { id: "cat_bangles", name: "Bangles", slug: "bangles", description: "" },
    colors: [],
    sizeSet: null,
    sizes: [],
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
    ...over,
  };
}

// ₹10,000 by weight: silver ₹7,000, making ₹2,700 (taxable ₹9,700 … GST makes the rest).
const BREAKUP = { metalPaise: 679_612, makingPaise: 291_262, otherPaise: 0 };
const live = (offers: OfferRule[], roundToRupee = true) => ({ offers, at: NOW, nextChangeAt: ENDS, roundToRupee, makingProductIds: ["cm0bangle01"] });

describe("one unit's offer price (product page, cards, JSON-LD)", () => {
  it("takes 20 % of the making share of a by-weight piece's price, whole rupees when the shop rounds", () => {
    const got = pieceOffer(product(), null, 1_000_000, BREAKUP, live([offer()]));
    // making share = floor(1,000,000 × 291,262 / 970,874) = 299,999; 20 % = 59,999.8 → 60,000 paise (₹600).
    expect(got).toEqual({ name: "Diwali: 20 % off making", discountPaise: 60_000, pricePaise: 940_000, endsAt: ENDS });
  });

  it("gives nothing off making to a fixed-price piece, and no card label", () => {
    expect(pieceOffer(product({ id: "fixed1" }), null, 250_000, null, live([offer()]))).toBeNull();
    expect(cardOfferName(product({ id: "fixed1" }), live([offer()]))).toBeNull();
    expect(cardOfferName(product(), live([offer()]))).toBe("Diwali: 20 % off making");
  });

  it("shows no offer that needs a bigger cart than one piece, or a first order", () => {
    expect(pieceOffer(product(), null, 1_000_000, BREAKUP, live([offer({ minCartPaise: 1_000_001 })]))).toBeNull();
    expect(pieceOffer(product(), null, 1_000_000, BREAKUP, live([offer({ firstOrderOnly: true })]))).toBeNull();
    expect(cardOfferName(product(), live([offer({ firstOrderOnly: true })]))).toBeNull();
    // Exactly the piece's price is enough.
    expect(pieceOffer(product(), null, 1_000_000, BREAKUP, live([offer({ minCartPaise: 1_000_000 })]))?.discountPaise).toBe(60_000);
  });

  it("follows the scope: another category gets nothing; a size-scoped offer only that size", () => {
    expect(pieceOffer(product(), null, 1_000_000, BREAKUP, live([offer({ scope: "categories", categoryIds: ["cat_rings"] })]))).toBeNull();
    const sized = offer({ kind: "percent_pieces", percentBps: 1000, scope: "pieces", productSizeKeys: ["cm0bangle01|sz24"] });
    expect(pieceOffer(product(), "sz24", 500_000, null, live([sized]))?.pricePaise).toBe(450_000);
    expect(pieceOffer(product(), "sz26", 500_000, null, live([sized]))).toBeNull();
  });

  it("picks the best automatic offer", () => {
    const tenPercent = offer({ id: "off_pieces", name: "10 % off", kind: "percent_pieces", percentBps: 1000 });
    expect(pieceOffer(product(), null, 1_000_000, BREAKUP, live([offer(), tenPercent]))?.name).toBe("10 % off");
  });
});

describe("JSON-LD with an offer", () => {
  it("priceValidUntil is the offer's last IST day (its end is exclusive)", () => {
    expect(priceValidUntil(ENDS)).toBe("2026-11-15");
    expect(priceValidUntil(new Date("2026-11-15T18:31:00.000Z"))).toBe("2026-11-16");
  });

  it("a Product's Offer.price is what the shopper pays, with priceValidUntil; none without an offer", () => {
    const pricing = { purity: 925 as const, huid: null, netWeightMg: 50_000, breakup: { ...BREAKUP } as never };
    const withOffer = productJsonLd(product(), pricing, undefined, undefined, live([offer()]) as never) as unknown as { offers: Record<string, unknown> };
    expect(withOffer.offers.price).toBe("9400.00");
    expect(withOffer.offers.priceValidUntil).toBe("2026-11-15");
    const without = productJsonLd(product(), pricing) as unknown as { offers: Record<string, unknown> };
    expect(without.offers.price).toBe("10000.00");
    expect(without.offers).not.toHaveProperty("priceValidUntil");
    // An offer without an end lowers the price but says no date.
    const open = productJsonLd(product(), pricing, undefined, undefined, live([offer({ endsAt: null })]) as never) as unknown as { offers: Record<string, unknown> };
    expect(open.offers.price).toBe("9400.00");
    expect(open.offers).not.toHaveProperty("priceValidUntil");
  });

  it("each size of a ProductGroup carries its own offer price", () => {
    const sizes = [
      { id: "sz24", label: "2-4", stock: 1, sku: null, pricePaise: 500_000, sellingPricePaise: 500_000 },
      { id: "sz26", label: "2-6", stock: 1, sku: null, pricePaise: 600_000, sellingPricePaise: 600_000 },
    ];
    const tenPercent = offer({ kind: "percent_pieces", percentBps: 1000, scope: "pieces", productSizeKeys: ["cm0bangle01|sz26"] });
    const group = productGroupJsonLd(product({ sizes, sizeSet: { id: "s", name: "Bangles", kind: "bangle" } as never }), undefined, undefined, undefined, live([tenPercent]) as never) as unknown as {
      hasVariant: { offers: Record<string, unknown> }[];
    };
    expect(group.hasVariant.map((variant) => variant.offers.price)).toEqual(["5000.00", "5400.00"]);
    expect(group.hasVariant[0]!.offers).not.toHaveProperty("priceValidUntil");
    expect(group.hasVariant[1]!.offers.priceValidUntil).toBe("2026-11-15");
  });
});

describe("the cache's life and the clock's timing", () => {
  it("caches till the next boundary, at least 5 minutes, at most a day", () => {
    expect(cacheSecondsUntil(null, NOW)).toBe(86_400);
    expect(cacheSecondsUntil(new Date(NOW.getTime() + 10_000), NOW)).toBe(300);
    expect(cacheSecondsUntil(new Date(NOW.getTime() + 3_600_000), NOW)).toBe(3_600);
    expect(cacheSecondsUntil(new Date(NOW.getTime() + 9 * 86_400_000), NOW)).toBe(86_400);
  });

  it("wakes 1 s after the next boundary, or at the poll when that is sooner", () => {
    expect(nextWakeMs(new Date(NOW.getTime() + 5_000), NOW, 3_600_000)).toBe(6_000);
    expect(nextWakeMs(null, NOW, 3_600_000)).toBe(3_600_000);
    expect(nextWakeMs(new Date(NOW.getTime() - 5_000), NOW, 3_600_000)).toBe(0);
  });

  it("reads the boundary route's answer, and refuses one without checked_at", () => {
    expect(readBoundaryAnswer({ checked_at: NOW.toISOString(), next_change_at: ENDS.toISOString() })).toEqual({ checkedAt: NOW, nextChangeAt: ENDS });
    expect(readBoundaryAnswer({ checked_at: NOW.toISOString(), next_change_at: null })).toEqual({ checkedAt: NOW, nextChangeAt: null });
    expect(() => readBoundaryAnswer({})).toThrow();
  });
});

describe("the offer clock", () => {
  afterEach(() => {
    stopOfferClock();
    vi.useRealTimers();
  });

  it("calls its route at start, then 1 s after each boundary it is told of, looking back from its last call", async () => {
    vi.useFakeTimers({ now: NOW });
    const calls: Date[] = [];
    let next: Date | null = new Date(NOW.getTime() + 5_000);
    const deps: ClockDeps = {
      pollMs: 3_600_000,
      call: async (_token, checkedAt) => {
        calls.push(checkedAt);
        const answer = { checkedAt: new Date(Date.now()), nextChangeAt: next };
        next = null;
        return answer;
      },
    };
    startOfferClock(deps, 1_000);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls).toEqual([NOW]);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(calls).toHaveLength(1);
    // 1 s after the boundary at +5 s: +6 s.
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    expect(calls[1]).toEqual(new Date(NOW.getTime() + 1_000));
    // No boundary ahead: the next call is the poll's.
    await vi.advanceTimersByTimeAsync(3_599_999);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(3);
  });

  it("tries again soon when its server does not answer yet", async () => {
    vi.useFakeTimers({ now: NOW });
    let tries = 0;
    startOfferClock({
      call: async () => {
        tries += 1;
        if (tries === 1) throw new TypeError("fetch failed");
        return { checkedAt: new Date(Date.now()), nextChangeAt: null };
      },
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(tries).toBe(1);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(tries).toBe(2);
  });
});

describe("the coupon in the cart's store", () => {
  it("is normalised, persisted with the lines, read back, and cleared by empty()", async () => {
    const storage = new MemoryStorage();
    const store = createCartStore(() => storage);
    await store.persist.rehydrate();
    store.getState().add({ pId: "ring", pricePaise: 100_000 });
    store.getState().setCoupon(" diwali500 ");
    expect(store.getState().coupon).toBe("DIWALI500");
    expect(JSON.parse(storage.getItem(CART_STORAGE_KEY) ?? "{}").state.coupon).toBe("DIWALI500");

    const again = createCartStore(() => storage);
    await again.persist.rehydrate();
    expect(again.getState().coupon).toBe("DIWALI500");

    again.getState().setCouponMessage(OFFER_MSG.usedUp);
    again.getState().empty();
    expect(again.getState().coupon).toBeNull();
    expect(again.getState().couponMessage).toBeNull();
  });

  it("ignores a code of an impossible shape, and a stored one too", async () => {
    const storage = new MemoryStorage();
    storage.setItem(CART_STORAGE_KEY, JSON.stringify({ state: { data: [], coupon: "<script>" }, version: 1 }));
    const store = createCartStore(() => storage);
    await store.persist.rehydrate();
    expect(store.getState().coupon).toBeNull();
    store.getState().setCoupon("no spaces allowed");
    expect(store.getState().coupon).toBeNull();
  });
});

function answer(over: Partial<UserCartJSON> = {}, qty = 1): UserCartJSON {
  return {
    products: [{ product_id: { _id: "ring" } as never, qty, color: null, size: null, size_label: null, offer_discount_paise: 0 }],
    total_price: 6000,
    total_price_paise: 600_000,
    offers: [],
    discount_paise: 0,
    payable_paise: 600_000,
    coupon: null,
    ...over,
  };
}
const local = [{ pId: "ring", size: null, qty: 1 }];

describe("what the summaries and the coupon box show", () => {
  it("an applied code: its line, the discount, and 'Code X applied'", () => {
    const view = cartOffersView(answer({ offers: [{ name: "₹500 off above ₹5,000", code: "DIWALI500", discount_paise: 50_000 }], discount_paise: 50_000, coupon: { code: "DIWALI500", applied: true, message: null } }), local, "DIWALI500");
    expect(view).toMatchObject({ discountPaise: 50_000, fresh: true, lines: [{ name: "₹500 off above ₹5,000", code: "DIWALI500", discountPaise: 50_000 }] });
    expect(couponShown("DIWALI500", view, null)).toEqual({ kind: "applied", code: "DIWALI500", text: "Code DIWALI500 applied" });
  });

  it("a refused code: the server's words", () => {
    const words = OFFER_MSG.minimum("₹1,000");
    const view = cartOffersView(answer({ coupon: { code: "DIWALI500", applied: false, message: words } }), local, "DIWALI500");
    expect(couponShown("DIWALI500", view, null)).toEqual({ kind: "refused", code: "DIWALI500", text: "Add ₹1,000 more to use this code." });
    // Once the code has left the cart, the words stay (the store's message).
    expect(couponShown(null, cartOffersView(answer(), local, null), words)).toEqual({ kind: "refused", code: null, text: words });
  });

  it("an automatic offer shows as a line without any code", () => {
    const view = cartOffersView(answer({ offers: [{ name: "Festive offer: 20 % off making", code: null, discount_paise: 60_000 }], discount_paise: 60_000 }), local, null);
    expect(view.lines).toEqual([{ name: "Festive offer: 20 % off making", code: null, discountPaise: 60_000 }]);
    expect(couponShown(null, view, null)).toEqual({ kind: "none" });
  });

  it("an answer for other quantities is not fresh: the total waits for the new one", () => {
    const view = cartOffersView(answer({ discount_paise: 60_000 }, 2), local, null);
    expect(view.fresh).toBe(false);
    expect(linesSignature([{ pId: "b", qty: 1 }, { pId: "a", size: "s", qty: 2 }])).toBe("a|s|2,b||1");
    // A code being asked about: pending until the answer names it.
    expect(couponShown("FIRST10", cartOffersView(answer(), local, "FIRST10"), null)).toEqual({ kind: "pending", code: "FIRST10" });
  });

  it("knows an order's refusal of the coupon from other refusals", () => {
    expect(isCouponRefusal(OFFER_MSG.usedUp)).toBe(true);
    expect(isCouponRefusal(OFFER_MSG.firstOrderOnly)).toBe(true);
    expect(isCouponRefusal("Only 1 left of Filigree Bangle.")).toBe(false);
  });
});

describe("the offer's label", () => {
  it("says 'Festive offer:' once", () => {
    expect(offerLabel("Diwali: 20 % off making")).toBe("Festive offer: Diwali: 20 % off making");
    expect(offerLabel("Festive offer: 20 % off making")).toBe("Festive offer: 20 % off making");
    // The same words as the shopper's messages.
    expect(offerLabel("Diwali: 20 % off making")).toBe(OFFER_MSG.festiveLabel("Diwali: 20 % off making"));
  });
});
