// An offer's rules for the arithmetic's tests (src/lib/offers/types.ts OfferRule): an automatic 10 %
// off every piece, live through October and November 2026; each test overrides what it is about.
import type { OfferRule } from "@/lib/offers/types";

export function offerRule(over: Partial<OfferRule> = {}): OfferRule {
  return {
    id: "o1",
    name: "Diwali",
    code: null,
    kind: "percent_pieces",
    percentBps: 1000,
    amountPaise: null,
    scope: "all",
    categoryIds: [],
    productIds: [],
    productSizeKeys: [],
    startsAt: new Date("2026-10-01T00:00:00Z"),
    endsAt: new Date("2026-12-01T00:00:00Z"),
    paused: false,
    minCartPaise: 0,
    firstOrderOnly: false,
    stackable: false,
    ...over,
  };
}
