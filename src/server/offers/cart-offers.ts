import "server-only";
import type { CartOffers } from "@/lib/json/cart";
import { offerRefusalMessage } from "@/lib/messages/offers";
import type { OfferOutcome } from "@/lib/offers/types";
import type { ServerCart } from "@/lib/types/cart";
import { linePricePaise, lineInStock } from "@/server/cart/cart-rules";
import { byWeightBreakups, BY_WEIGHT_TERMS } from "@/server/pricing/by-weight-breakup";
import type { DbClient } from "@/server/orders/db-client";
import type { OfferShopper } from "./offer-shopper";
import { priceOffers, type PricedLine } from "./price-offers";

// The offers of a cart (issue 44): POST /api/cart/quote and the signed-in cart's GET. The same
// arithmetic an order runs (priceOffers), on the lines that can be bought now (a sold-out line gets
// nothing), and nothing is written: no use is held. A code's limits are checked without a lock (the
// shopper learns early); the order checks them again under the lock.

export async function cartOffers(client: DbClient, cart: ServerCart, { coupon, shopper, now = new Date() }: { coupon: string | null; shopper: OfferShopper | null; now?: Date }): Promise<CartOffers> {
  const buyable = cart.lines.flatMap((line, index) => (lineInStock(line) ? [{ line, index }] : []));
  const breakups = await breakupsOf(client, buyable.map(({ line }) => ({ productId: line.product.id, sizeId: line.size?.id ?? null })));
  const lines: PricedLine[] = buyable.map(({ line }) => {
    const unit = linePricePaise(line);
    return {
      productId: line.product.id,
      sizeId: line.size?.id ?? null,
      quantity: line.qty,
      unitPricePaise: unit,
      linePricePaise: unit * line.qty,
      priceBreakup: breakups.get(`${line.product.id}\u0000${line.size?.id ?? ""}`) ?? null,
    };
  });
  const typed = coupon?.trim() ? coupon : null;
  const priced = lines.length > 0 ? await priceOffers(client, lines, { code: typed, shopper, now }) : null;
  const lineDiscounts = cart.lines.map(() => 0);
  buyable.forEach(({ index }, i) => (lineDiscounts[index] = priced?.outcome.lineDiscounts[i] ?? 0));
  const outcome: OfferOutcome = {
    lineDiscounts,
    applied: priced?.outcome.applied ?? [],
    discountPaise: priced?.outcome.discountPaise ?? 0,
    codeRefusal: priced?.outcome.codeRefusal ?? null,
  };
  const code = priced?.code ?? (typed ? typed.trim().toUpperCase() : null);
  const refusal = outcome.codeRefusal ?? (typed && !priced ? { reason: "not_for_these_pieces" as const } : null);
  return { outcome, coupon: code ? { code, applied: refusal === null, message: refusal ? offerRefusalMessage(refusal) : null } : null };
}

/** One piece's price breakup per (piece, size) priced by weight now, as an order would keep it. */
async function breakupsOf(client: DbClient, wanted: { productId: string; sizeId: string | null }[]) {
  const ids = [...new Set(wanted.map((line) => line.productId))];
  const out = new Map<string, NonNullable<PricedLine["priceBreakup"]>>();
  if (ids.length === 0) return out;
  const products = await client.product.findMany({ where: { id: { in: ids } }, select: { id: true, ...BY_WEIGHT_TERMS, sizes: { select: { sizeId: true, netWeightMg: true } } } });
  const breakupOf = await byWeightBreakups(client, products);
  const byId = new Map(products.map((product) => [product.id, product]));
  for (const { productId, sizeId } of wanted) {
    const product = byId.get(productId);
    if (!product) continue;
    const size = sizeId ? product.sizes.find((entry) => entry.sizeId === sizeId) : null;
    const breakup = breakupOf(size ? { ...product, netWeightMg: size.netWeightMg } : product);
    if (breakup) out.set(`${productId}\u0000${sizeId ?? ""}`, breakup);
  }
  return out;
}
