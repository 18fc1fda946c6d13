// The offers' arithmetic (issue 44), pure: which offers a cart gets and how much each line gets off.
// The server reads the offers and calls this for the cart's quote, the checkout and order requests
// (src/server/offers/price-offers.ts); the product page calls unitOfferDiscount for one piece.
//
// - The base of a line: its price (after any earlier offer), or for "off making charges" the making
//   share of a by-weight piece's price, floor(unit price × making / (metal + making + other)); the
//   GST, the piece's own discount and the rupee rounding scale with it, so the silver value stays at
//   the day's rate. A fixed-price piece has no making base.
// - Percentages are taken per unit, rounded half up to the paisa (down to the rupee for a by-weight
//   piece when the shop rounds those prices), times the quantity: a piece costs the same on its
//   page, on its card and in any cart.
// - A fixed amount off the cart is spread over the lines in scope by the largest remainder
//   (allocate.ts), never more than their base, the shares adding up to the amount exactly.
// - The minimum cart value is measured on Σ linePricePaise before offers.
// - Stacking: the best automatic offer, and a code; both apply (automatic first, the code on what is
//   left) only when both are stackable, otherwise the larger discount wins and a losing code is
//   refused in words.
import { allocateLargestRemainder } from "./allocate";
import { sizeKey, type AppliedOffer, type OfferLine, type OfferOutcome, type OfferRefusal, type OfferRule } from "./types";

export interface ApplyOffersInput {
  lines: readonly OfferLine[];
  /** The automatic offers that may apply (paused and out-of-window ones are skipped here too). */
  automatic: readonly OfferRule[];
  /** The offer of the typed code, null when no code was typed or none matches (then codeTyped says which). */
  code: OfferRule | null;
  /** A code was typed but matches no offer: refused as unknown. */
  codeTyped?: boolean;
  now: Date;
  /** Whether this shopper may still use a "first order only" offer (unknown shoppers: true; checked again at the order). */
  firstOrder: boolean;
  /** The shop rounds by-weight prices to the rupee: a by-weight line's percentage discount is whole rupees. */
  roundToRupee: boolean;
}

/** Whether an offer applies at `now` (not paused, started, not ended). */
export function isLive(offer: Pick<OfferRule, "paused" | "startsAt" | "endsAt">, now: Date): boolean {
  return !offer.paused && offer.startsAt.getTime() <= now.getTime() && (offer.endsAt === null || now.getTime() < offer.endsAt.getTime());
}

/** Whether a line is in an offer's scope. */
export function inScope(offer: Pick<OfferRule, "scope" | "categoryIds" | "productIds" | "productSizeKeys">, line: Pick<OfferLine, "productId" | "sizeId" | "categoryId">): boolean {
  if (offer.scope === "all") return true;
  if (offer.scope === "categories") return line.categoryId !== null && offer.categoryIds.includes(line.categoryId);
  if (line.productId === null) return false;
  if (offer.productIds.includes(line.productId)) return true;
  return line.sizeId !== null && offer.productSizeKeys.includes(sizeKey(line.productId, line.sizeId));
}

/** a × b / c rounded half up, exactly, for non-negative integers. */
function mulDivRound(a: number, b: number, c: number): number {
  const n = BigInt(a) * BigInt(b);
  const d = BigInt(c);
  return Number((n + d / 2n) / d);
}

/** One unit's making share of its price: 0 for a fixed-price piece or one without making charges. */
export function makingShareOfUnit(line: Pick<OfferLine, "unitPricePaise" | "priceBreakup">): number {
  const breakup = line.priceBreakup;
  if (!breakup || breakup.makingPaise <= 0) return 0;
  const taxable = breakup.metalPaise + breakup.makingPaise + breakup.otherPaise;
  if (taxable <= 0) return 0;
  return Number((BigInt(line.unitPricePaise) * BigInt(breakup.makingPaise)) / BigInt(taxable));
}

/** Per line: the discount one offer gives, on what earlier offers left (`taken` per line). 0 out of scope. */
function discountsOf(offer: OfferRule, lines: readonly OfferLine[], taken: readonly number[], roundToRupee: boolean): number[] {
  const left = lines.map((line, i) => line.linePricePaise - taken[i]!);
  if (offer.kind === "fixed_cart") {
    const bases = lines.map((line, i) => (inScope(offer, line) ? left[i]! : 0));
    const total = bases.reduce((a, b) => a + b, 0);
    if (total === 0) return bases.map(() => 0);
    return allocateLargestRemainder(Math.min(offer.amountPaise ?? 0, total), bases);
  }
  const bps = offer.percentBps ?? 0;
  return lines.map((line, i) => {
    if (!inScope(offer, line) || line.quantity < 1) return 0;
    // One unit's base: what is left of a unit (an earlier fixed amount may have taken unevenly: floor).
    const unitLeft = Math.floor(left[i]! / line.quantity);
    const unitBase = offer.kind === "percent_making" ? Math.min(makingShareOfUnit(line), unitLeft) : unitLeft;
    if (unitBase <= 0) return 0;
    let unitDiscount = mulDivRound(unitBase, bps, 10000);
    if (roundToRupee && line.priceBreakup) unitDiscount -= unitDiscount % 100;
    return Math.min(unitDiscount, unitBase) * line.quantity;
  });
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** Why a code, live or not, would not apply to these lines on its own; null when it applies. */
function codeRefusalOf(offer: OfferRule, lines: readonly OfferLine[], input: ApplyOffersInput, alone: number[]): OfferRefusal | null {
  if (offer.paused) return { reason: "unknown" };
  if (input.now.getTime() < offer.startsAt.getTime()) return { reason: "not_started", startsAt: offer.startsAt };
  if (offer.endsAt !== null && input.now.getTime() >= offer.endsAt.getTime()) return { reason: "ended" };
  if (offer.firstOrderOnly && !input.firstOrder) return { reason: "first_order_only" };
  const cart = sum(lines.map((line) => line.linePricePaise));
  if (cart < offer.minCartPaise) return { reason: "minimum", shortPaise: offer.minCartPaise - cart };
  if (sum(alone) === 0) return { reason: "not_for_these_pieces" };
  return null;
}

/** Whether an automatic offer applies to these lines (live, conditions met, something off). */
function automaticApplies(offer: OfferRule, lines: readonly OfferLine[], input: ApplyOffersInput, alone: number[]): boolean {
  if (!isLive(offer, input.now)) return false;
  if (offer.firstOrderOnly && !input.firstOrder) return false;
  if (sum(lines.map((line) => line.linePricePaise)) < offer.minCartPaise) return false;
  return sum(alone) > 0;
}

function applied(offer: OfferRule, discounts: number[], position: number): AppliedOffer {
  return {
    offerId: offer.id,
    code: offer.code,
    name: offer.name,
    kind: offer.kind,
    percentBps: offer.percentBps,
    amountPaise: offer.amountPaise,
    discountPaise: sum(discounts),
    position,
  };
}

/** The offers a cart gets and each line's share. */
export function applyOffers(input: ApplyOffersInput): OfferOutcome {
  const { lines, roundToRupee } = input;
  const none = lines.map(() => 0);

  // The best automatic offer on its own (ties: the earlier id, so the answer is the same everywhere).
  let best: { offer: OfferRule; discounts: number[] } | null = null;
  for (const offer of [...input.automatic].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))) {
    if (offer.code !== null) continue;
    const discounts = discountsOf(offer, lines, none, roundToRupee);
    if (!automaticApplies(offer, lines, input, discounts)) continue;
    if (best === null || sum(discounts) > sum(best.discounts)) best = { offer, discounts };
  }

  let code: { offer: OfferRule; discounts: number[] } | null = null;
  let codeRefusal: OfferRefusal | null = input.codeTyped && input.code === null ? { reason: "unknown" } : null;
  if (input.code) {
    const discounts = discountsOf(input.code, lines, none, roundToRupee);
    codeRefusal = codeRefusalOf(input.code, lines, input, discounts);
    if (codeRefusal === null) code = { offer: input.code, discounts };
  }

  const chosen: AppliedOffer[] = [];
  const lineDiscounts = [...none];
  const take = (offer: OfferRule, discounts: number[]) => {
    discounts.forEach((d, i) => (lineDiscounts[i]! += d));
    chosen.push(applied(offer, discounts, chosen.length));
  };

  if (best && code && best.offer.stackable && code.offer.stackable) {
    take(best.offer, best.discounts);
    const after = discountsOf(code.offer, lines, lineDiscounts, roundToRupee);
    if (sum(after) > 0) take(code.offer, after);
    else codeRefusal = { reason: "less_than_automatic", automaticName: best.offer.name };
  } else if (best && code) {
    if (sum(code.discounts) >= sum(best.discounts)) take(code.offer, code.discounts);
    else {
      take(best.offer, best.discounts);
      codeRefusal = { reason: "less_than_automatic", automaticName: best.offer.name };
    }
  } else if (best) take(best.offer, best.discounts);
  else if (code) take(code.offer, code.discounts);

  return { lineDiscounts, applied: chosen, discountPaise: sum(lineDiscounts), codeRefusal };
}

/**
 * What the best automatic offer takes off one unit of a piece for any shopper (the product page, its
 * card and its JSON-LD price): only an offer with no minimum above the piece's price and not for
 * first orders only. 0 when none applies.
 */
export function unitOfferDiscount(line: Omit<OfferLine, "quantity" | "linePricePaise">, automatic: readonly OfferRule[], now: Date, roundToRupee: boolean): { discountPaise: number; offer: OfferRule | null } {
  const one: OfferLine = { ...line, quantity: 1, linePricePaise: line.unitPricePaise };
  const eligible = automatic.filter((offer) => !offer.firstOrderOnly && offer.minCartPaise <= line.unitPricePaise);
  const outcome = applyOffers({ lines: [one], automatic: eligible, code: null, now, firstOrder: false, roundToRupee });
  const first = outcome.applied[0];
  return { discountPaise: outcome.discountPaise, offer: first ? (eligible.find((offer) => offer.id === first.offerId) ?? null) : null };
}
