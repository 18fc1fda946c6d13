import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { RETURN_MSG } from "@/lib/returns/return-messages";
import { conflict } from "@/server/errors";
import type { DbClient } from "@/server/orders/db-client";
import { nextOrderNumber } from "@/server/orders/order-number";
import { recordOrderEvent } from "@/server/orders/record-order-event";
import { checkStock, giveBackStock, takeStock } from "@/server/orders/take-stock";
import type { LineDifference } from "./exchange-sizes";

/**
 * An exchange's replacement, inside the move's transaction: a new order for the same pieces, to the
 * same customer and address, in "processing" so the owner packs and ships it as any paid order.
 * A line exchanged for another size (issue 42) carries that size (id, label, code). At no charge
 * (every line's price 0, total 0, so it never invoices), its pieces taken from stock now as a
 * payment takes them (locked in id order, conditional updates, per size); a piece or size short of
 * stock (or deleted) is a 409 naming it, and the whole move rolls back.
 * When another size costs more (`differences`, exchange-sizes.ts), the replacement's lines carry the
 * difference per piece instead and it waits, "acknowledged", for the shopper to pay it by payment
 * link (move-return.ts sends it): its stock is checked now and taken when the link is paid
 * (settle-payment.ts, exactly once, the invoice being the difference's); a cheaper size is refunded.
 */
export async function createExchangeOrder(
  tx: DbClient,
  {
    returnId,
    requestNumber,
    orderId,
    actor,
    now,
    differences = [],
  }: { returnId: string; requestNumber: string; orderId: string; actor: string; now: Date; differences?: readonly LineDifference[] },
): Promise<{ id: string; orderNumber: string; productIds: string[]; payMorePaise: number }> {
  // One after another: in a transaction they share one connection (src/server/pg-adapter.ts).
  const order = await tx.order.findUniqueOrThrow({
    where: { id: orderId },
    select: { orderNumber: true, customerId: true, customerName: true, customerEmail: true, customerPhone: true, shipStreet: true, shipLine2: true, shipCity: true, shipState: true, shipPincode: true, shipCountry: true, whatsappOptIn: true },
  });
  const rows = await tx.returnLine.findMany({
    where: { returnId },
    orderBy: { id: "asc" },
    select: {
      id: true,
      quantity: true,
      exchangeSizeId: true,
      exchangeSizeLabel: true,
      orderLine: { select: { productId: true, productName: true, productCode: true, colorName: true, sizeId: true, sizeLabel: true, sizeSku: true, purity: true, huid: true } },
    },
  });
  const skus = await newSizeSkus(tx, rows);
  const differenceOf = new Map(differences.map((line) => [line.returnLineId, line.differencePaise ?? 0]));
  const lines = rows.map((row) => {
    const other = row.exchangeSizeId !== null;
    const unitPricePaise = Math.max(0, differenceOf.get(row.id) ?? 0) / row.quantity;
    return {
      productId: row.orderLine.productId,
      productName: row.orderLine.productName,
      productCode: row.orderLine.productCode,
      colorName: row.orderLine.colorName,
      sizeId: other ? row.exchangeSizeId : row.orderLine.sizeId,
      sizeLabel: other ? row.exchangeSizeLabel : row.orderLine.sizeLabel,
      sizeSku: other ? (skus.get(`${row.orderLine.productId}\u0000${row.exchangeSizeId}`) ?? null) : row.orderLine.sizeSku,
      quantity: row.quantity,
      unitPricePaise,
      linePricePaise: unitPricePaise * row.quantity,
      purity: row.orderLine.purity,
      huid: row.orderLine.huid,
      priceBreakup: Prisma.DbNull,
    };
  });
  const payMorePaise = lines.reduce((sum, line) => sum + line.linePricePaise, 0);
  const stockLines = lines.map((line) => ({ productId: line.productId, sizeId: line.sizeId, sizeLabel: line.sizeLabel, quantity: line.quantity, productName: line.productName }));
  // Paid by link: checked now, taken when paid; otherwise taken now.
  const stock = payMorePaise > 0 ? await checkStock(tx, stockLines) : await takeStock(tx, stockLines);
  if (!stock.ok) throw conflict(RETURN_MSG.exchangeOutOfStock(stock.shortOf));

  const note = payMorePaise > 0 ? RETURN_MSG.notes.replacementForMore(requestNumber, order.orderNumber, payMorePaise) : RETURN_MSG.notes.replacementFor(requestNumber, order.orderNumber);
  const status = payMorePaise > 0 ? "acknowledged" : "processing";
  const { orderNumber: _original, ...copied } = order;
  const created = await tx.order.create({
    data: {
      ...copied,
      orderNumber: await nextOrderNumber(tx, now),
      status,
      source: payMorePaise > 0 ? "request" : "checkout",
      totalPaise: payMorePaise,
      codFeePaise: 0,
      paymentMethod: null,
      customerNotes: note,
      createdAt: now,
      lines: { create: lines },
    },
    select: { id: true, orderNumber: true },
  });
  await recordOrderEvent(tx, { orderId: created.id, status, actor, note, at: now });
  return { ...created, productIds: payMorePaise > 0 ? [] : stock.productIds, payMorePaise };
}

/** The codes of the sizes asked for, as they are now. */
async function newSizeSkus(tx: DbClient, rows: readonly { exchangeSizeId: string | null; orderLine: { productId: string | null } }[]): Promise<Map<string, string | null>> {
  const wanted = rows.filter((row) => row.exchangeSizeId !== null && row.orderLine.productId !== null);
  if (wanted.length === 0) return new Map();
  const sizes = await tx.productSize.findMany({
    where: { OR: wanted.map((row) => ({ productId: row.orderLine.productId!, sizeId: row.exchangeSizeId! })) },
    select: { productId: true, sizeId: true, sku: true },
  });
  return new Map(sizes.map((size) => [`${size.productId}\u0000${size.sizeId}`, size.sku]));
}

/**
 * Puts a received request's pieces back: each line's quantity onto its product, or onto the size
 * bought for a piece sold by size (a deleted product or size has nothing to come back to), locked as
 * every stock change locks them (take-stock.ts).
 */
export async function restockReturn(tx: DbClient, returnId: string): Promise<{ productIds: string[]; pieces: number }> {
  const lines = await tx.returnLine.findMany({
    where: { returnId, orderLine: { productId: { not: null } } },
    select: { quantity: true, orderLine: { select: { productId: true, sizeId: true, productName: true } } },
  });
  return giveBackStock(tx, lines.map((line) => ({ ...line.orderLine, quantity: line.quantity })));
}
