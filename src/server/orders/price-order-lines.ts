import "server-only";
import { ORDER_QTY_MAX } from "@/lib/constants";
import { formatRupees } from "@/lib/format";
import { ORDER_LINE_MAX_PAISE } from "@/lib/money-limits";
import { SELL_MSG } from "@/lib/messages/selling";
import type { OrderLine, OrderLineRequest } from "@/lib/types/order";
import { AppError, badRequest, conflict } from "@/server/errors";
import { byWeightBreakups, BY_WEIGHT_TERMS } from "@/server/pricing/by-weight-breakup";
import type { DbClient } from "./db-client";

/** An order holds at most this many different pieces (the cart's own ceiling). */
export const ORDER_MAX_LINES = 100;

/**
 * Prices the lines a shopper asked for from the database as it is now (never from the request)
 * and returns the snapshots an order stores. Refuses, with a message naming the piece: a deleted
 * product (404), a product the owner switched off, one sold out, or a quantity above the stock
 * (409); a duplicate line, a quantity outside 1..maxQuantity, a colour the piece does not come
 * in, or a line above the shop's ceiling, ORDER_LINE_MAX_PAISE (400). Stock is only read here; it
 * is taken when the order is paid (settle-payment.ts).
 */
export async function priceOrderLines(tx: DbClient, requests: readonly OrderLineRequest[], options: { maxQuantity?: number } = {}): Promise<OrderLine[]> {
  const maxQuantity = options.maxQuantity ?? ORDER_QTY_MAX;
  if (requests.length === 0) throw badRequest(SELL_MSG.orderNoLines);
  if (requests.length > ORDER_MAX_LINES) throw badRequest(SELL_MSG.orderTooManyLines(ORDER_MAX_LINES));
  const ids = requests.map((line) => line.productId);
  if (new Set(ids).size !== ids.length) throw badRequest(SELL_MSG.orderDuplicateLine);
  for (const line of requests) {
    if (!Number.isInteger(line.quantity) || line.quantity < 1 || line.quantity > maxQuantity) throw badRequest(SELL_MSG.orderQuantityRange(maxQuantity));
  }

  const products = await tx.product.findMany({
    where: { id: { in: ids } },
    select: {
      id: true,
      name: true,
      code: true,
      active: true,
      stock: true,
      sellingPricePaise: true,
      huid: true,
      ...BY_WEIGHT_TERMS,
      colors: { where: { color: { active: true } }, select: { color: { select: { id: true, name: true } } } },
    },
  });
  const byId = new Map(products.map((product) => [product.id, product]));
  const breakupOf = await byWeightBreakups(tx, products);

  return requests.map((line) => {
    const product = byId.get(line.productId);
    if (!product) throw new AppError("NOT_FOUND", SELL_MSG.orderPieceGone);
    if (!product.active) throw conflict(SELL_MSG.orderPieceInactive(product.name));
    if (product.stock < 1) throw conflict(SELL_MSG.orderPieceSoldOut(product.name));
    if (line.quantity > product.stock) throw conflict(SELL_MSG.orderPieceShort(product.name, product.stock));
    let colorName: string | null = null;
    if (line.colorId) {
      const color = product.colors.find((entry) => entry.color.id === line.colorId)?.color;
      if (!color) throw badRequest(SELL_MSG.orderPieceColour(product.name));
      colorName = color.name;
    }
    const linePricePaise = product.sellingPricePaise * line.quantity;
    if (linePricePaise > ORDER_LINE_MAX_PAISE) throw badRequest(SELL_MSG.orderLineAboveLimit(product.name, formatRupees(linePricePaise), formatRupees(ORDER_LINE_MAX_PAISE)));
    return {
      productId: product.id,
      productName: product.name,
      productCode: product.code,
      colorName,
      // Sizes are priced and checked here in the sizes work (issue 42); until then no line has one.
      sizeId: null,
      sizeLabel: null,
      sizeSku: null,
      quantity: line.quantity,
      unitPricePaise: product.sellingPricePaise,
      linePricePaise,
      purity: product.purity,
      huid: product.huid,
      priceBreakup: breakupOf(product),
    };
  });
}
