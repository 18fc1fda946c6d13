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
 *
 * Sizes (issue 42): THE one place a line's size is checked and priced. A piece sold by size needs
 * one of the sizes it is offered in (400 without one, or with one it does not offer); a piece
 * without sizes refuses one (400). A sized line is checked against that size's own stock (409
 * naming piece and size), priced at the size's own price, its by-weight breakup from the size's own
 * net weight, and keeps the size's id, label and code. A duplicate line is the same piece in the
 * same size: one piece in two sizes is two lines.
 */
export async function priceOrderLines(tx: DbClient, requests: readonly OrderLineRequest[], options: { maxQuantity?: number } = {}): Promise<OrderLine[]> {
  const maxQuantity = options.maxQuantity ?? ORDER_QTY_MAX;
  if (requests.length === 0) throw badRequest(SELL_MSG.orderNoLines);
  if (requests.length > ORDER_MAX_LINES) throw badRequest(SELL_MSG.orderTooManyLines(ORDER_MAX_LINES));
  const keys = requests.map((line) => `${line.productId}\u0000${line.sizeId ?? ""}`);
  if (new Set(keys).size !== keys.length) throw badRequest(requests.some((line) => line.sizeId) ? SELL_MSG.orderDuplicateSizeLine : SELL_MSG.orderDuplicateLine);
  const ids = [...new Set(requests.map((line) => line.productId))];
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
      sizeSetId: true,
      sizes: { select: { sizeId: true, stock: true, sku: true, netWeightMg: true, sellingPricePaise: true, size: { select: { label: true } } } },
    },
  });
  const byId = new Map(products.map((product) => [product.id, product]));
  const breakupOf = await byWeightBreakups(tx, products);

  return requests.map((line) => {
    const product = byId.get(line.productId);
    if (!product) throw new AppError("NOT_FOUND", SELL_MSG.orderPieceGone);
    if (!product.active) throw conflict(SELL_MSG.orderPieceInactive(product.name));
    const size = sizeOf(product, line.sizeId ?? null);
    const stock = size ? size.stock : product.stock;
    if (stock < 1) throw conflict(size ? SELL_MSG.orderSizeSoldOut(product.name, size.size.label) : SELL_MSG.orderPieceSoldOut(product.name));
    if (line.quantity > stock) throw conflict(size ? SELL_MSG.orderSizeShort(product.name, size.size.label, stock) : SELL_MSG.orderPieceShort(product.name, stock));
    let colorName: string | null = null;
    if (line.colorId) {
      const color = product.colors.find((entry) => entry.color.id === line.colorId)?.color;
      if (!color) throw badRequest(SELL_MSG.orderPieceColour(product.name));
      colorName = color.name;
    }
    const unitPricePaise = size ? size.sellingPricePaise : product.sellingPricePaise;
    const linePricePaise = unitPricePaise * line.quantity;
    if (linePricePaise > ORDER_LINE_MAX_PAISE) throw badRequest(SELL_MSG.orderLineAboveLimit(product.name, formatRupees(linePricePaise), formatRupees(ORDER_LINE_MAX_PAISE)));
    return {
      productId: product.id,
      productName: product.name,
      productCode: product.code,
      colorName,
      sizeId: size?.sizeId ?? null,
      sizeLabel: size?.size.label ?? null,
      sizeSku: size?.sku ?? null,
      quantity: line.quantity,
      unitPricePaise,
      linePricePaise,
      purity: product.purity,
      huid: product.huid,
      priceBreakup: breakupOf(size ? { ...product, netWeightMg: size.netWeightMg } : product),
      offerDiscountPaise: 0,
    };
  });
}

interface OfferedSize {
  sizeId: string;
  stock: number;
  sku: string | null;
  netWeightMg: number | null;
  sellingPricePaise: number;
  size: { label: string };
}

/**
 * The size a line asks for, checked against the piece: null for a piece without sizes (which
 * refuses one); a 400 naming the piece for a sized piece without a size or with one it does not offer.
 */
function sizeOf(product: { name: string; sizeSetId: string | null; sizes: OfferedSize[] }, sizeId: string | null): OfferedSize | null {
  const sized = product.sizeSetId !== null || product.sizes.length > 0;
  if (!sized) {
    if (sizeId) throw badRequest(SELL_MSG.orderPieceNoSizes(product.name));
    return null;
  }
  if (!sizeId) throw badRequest(SELL_MSG.orderPieceSelectSize(product.name));
  const size = product.sizes.find((entry) => entry.sizeId === sizeId);
  if (!size) throw badRequest(SELL_MSG.orderPieceSizeNotOffered(product.name));
  return size;
}
