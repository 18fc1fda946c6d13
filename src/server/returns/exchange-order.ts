import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { RETURN_MSG } from "@/lib/returns/return-messages";
import { conflict } from "@/server/errors";
import type { DbClient } from "@/server/orders/db-client";
import { nextOrderNumber } from "@/server/orders/order-number";
import { recordOrderEvent } from "@/server/orders/record-order-event";
import { takeStock } from "@/server/orders/take-stock";

/**
 * An exchange's replacement, inside the move's transaction: a new order for the same pieces at no
 * charge (every line's price 0, total 0, so it never invoices), in "processing" so the owner packs
 * and ships it as any paid order, to the same customer and address. Its pieces are taken from stock
 * as a payment takes them (locked in id order, conditional updates); a piece short of stock (or
 * deleted) is a 409 naming it, and the whole move rolls back.
 */
export async function createExchangeOrder(
  tx: DbClient,
  { returnId, requestNumber, orderId, actor, now }: { returnId: string; requestNumber: string; orderId: string; actor: string; now: Date },
): Promise<{ id: string; orderNumber: string; productIds: string[] }> {
  // One after another: in a transaction they share one connection (src/server/pg-adapter.ts).
  const order = await tx.order.findUniqueOrThrow({
    where: { id: orderId },
    select: { orderNumber: true, customerId: true, customerName: true, customerEmail: true, customerPhone: true, shipStreet: true, shipLine2: true, shipCity: true, shipState: true, shipPincode: true, shipCountry: true, whatsappOptIn: true },
  });
  const lines = await tx.returnLine.findMany({
    where: { returnId },
    orderBy: { id: "asc" },
    select: { quantity: true, orderLine: { select: { productId: true, productName: true, productCode: true, colorName: true, purity: true, huid: true } } },
  });
  const stock = await takeStock(tx, lines.map((line) => ({ productId: line.orderLine.productId, quantity: line.quantity, productName: line.orderLine.productName })));
  if (!stock.ok) throw conflict(RETURN_MSG.exchangeOutOfStock(stock.shortOf));

  const note = RETURN_MSG.notes.replacementFor(requestNumber, order.orderNumber);
  const { orderNumber: _original, ...copied } = order;
  const created = await tx.order.create({
    data: {
      ...copied,
      orderNumber: await nextOrderNumber(tx, now),
      status: "processing",
      source: "checkout",
      totalPaise: 0,
      codFeePaise: 0,
      paymentMethod: null,
      customerNotes: note,
      createdAt: now,
      lines: {
        create: lines.map((line) => ({
          productId: line.orderLine.productId,
          productName: line.orderLine.productName,
          productCode: line.orderLine.productCode,
          colorName: line.orderLine.colorName,
          quantity: line.quantity,
          unitPricePaise: 0,
          linePricePaise: 0,
          purity: line.orderLine.purity,
          huid: line.orderLine.huid,
          priceBreakup: Prisma.DbNull,
        })),
      },
    },
    select: { id: true, orderNumber: true },
  });
  await recordOrderEvent(tx, { orderId: created.id, status: "processing", actor, note, at: now });
  return { ...created, productIds: stock.productIds };
}

/**
 * Puts a received request's pieces back: each line's quantity onto its product (a deleted product
 * has nothing to come back to), in product id order as every stock change locks them.
 */
export async function restockReturn(tx: DbClient, returnId: string): Promise<{ productIds: string[]; pieces: number }> {
  const lines = await tx.returnLine.findMany({ where: { returnId, orderLine: { productId: { not: null } } }, select: { quantity: true, orderLine: { select: { productId: true } } } });
  const quantities = new Map<string, number>();
  for (const line of lines) quantities.set(line.orderLine.productId!, (quantities.get(line.orderLine.productId!) ?? 0) + line.quantity);
  const ids = [...quantities.keys()].sort();
  let pieces = 0;
  for (const productId of ids) {
    const updated = await tx.$executeRaw`UPDATE "Product" SET "stock" = "stock" + ${quantities.get(productId)!}, "updatedAt" = NOW() WHERE "id" = ${productId}`;
    if (updated === 1) pieces += quantities.get(productId)!;
  }
  return { productIds: ids, pieces };
}
