import "server-only";
import { RETURN_MSG } from "@/lib/returns/return-messages";
import { windowOpen } from "@/lib/returns/return-rules";
import type { ReturnRequestJSON } from "@/lib/types/returns";
import type { SessionCustomer } from "@/server/auth/authorize";
import { db } from "@/server/db";
import { badRequest, conflict } from "@/server/errors";
import { type StoredMedia, deleteStoredMedia, storeImage } from "@/server/media/storage";
import { findReturnOrder } from "./find-return-order";
import { checkExchangeSize } from "./exchange-sizes";
import { readReturnForm } from "./read-return-form";
import { paidOrderOf } from "./refund-basis";
import { nextReturnNumber } from "./return-number";
import { returnRequestJSON, returnRequestSelect } from "./return-json";
import { returnableLines } from "./returnable-lines";
import { sendReturnUpdate } from "./send-return-update";

/**
 * POST /api/returns: a shopper's request to return or exchange pieces of a delivered order within
 * 7 days of its delivery. The form is checked first (400), the order found (404, rate limited), the
 * photos checked by their bytes and stored; then ONE transaction locks the order's row (FOR UPDATE)
 * and, under the lock, checks the status, the window and what each line still has to return (409),
 * so two requests at once can never take the same piece twice; it stores the request with its
 * number, lines, photos and first history step. Photos stored for a request that fails are deleted.
 * After commit the shopper gets the "request received" mail.
 */
export async function createReturnRequest({ request, customer, address, now = new Date() }: { request: Request; customer: SessionCustomer | null; address: string; now?: Date }): Promise<ReturnRequestJSON> {
  const form = await readReturnForm(request);
  const access = await findReturnOrder({ lookup: form.lookup, customer, address, now });
  // Cash on delivery (issue 40): a return says where the refund goes; an exchange, or a paid-online order, keeps nothing.
  const paid = await db.order.findUniqueOrThrow({ where: { id: await paidOrderOf(db, access.orderId) }, select: { paymentMethod: true } });
  const payout = form.fields.kind === "return" && paid.paymentMethod === "cod" ? form.payout : null;
  if (form.fields.kind === "return" && paid.paymentMethod === "cod" && !payout) throw badRequest(RETURN_MSG.payoutRequired);

  const stored: StoredMedia[] = [];
  let id: string;
  try {
    for (const photo of form.photos) stored.push(await storeImage(photo, "returns"));
    id = await db.$transaction(
      async (tx) => {
        const rows = await tx.$queryRaw<{ status: string; deliveredAt: Date | null }[]>`
          SELECT "status"::text AS "status", "deliveredAt" FROM "Order" WHERE "id" = ${access.orderId} FOR UPDATE`;
        const order = rows[0];
        if (!order) throw conflict(RETURN_MSG.orderNotFound);
        if (order.status !== "delivered" || order.deliveredAt === null) throw conflict(RETURN_MSG.notDelivered);
        if (!windowOpen(order.deliveredAt, now)) throw conflict(RETURN_MSG.windowClosed);

        const lines = new Map((await returnableLines(tx, access.orderId)).map((line) => [line.orderLineId, line]));
        for (const wanted of form.fields.lines) {
          const line = lines.get(wanted.orderLineId);
          if (!line) throw badRequest(RETURN_MSG.lineNotInOrder);
          if (wanted.quantity > line.returnable) throw conflict(RETURN_MSG.quantityTooMany(line.productName, line.returnable));
        }
        // An exchange for another size (issue 42): checked under the lock, its label kept with its id.
        const exchangeLabels = new Map<string, string>();
        for (const wanted of form.fields.lines) {
          if (!wanted.exchangeSizeId) continue;
          const line = await tx.orderLine.findUniqueOrThrow({ where: { id: wanted.orderLineId }, select: { productId: true, sizeId: true, productName: true } });
          exchangeLabels.set(wanted.orderLineId, await checkExchangeSize(tx, { kind: form.fields.kind, line, sizeId: wanted.exchangeSizeId, quantity: wanted.quantity }));
        }

        const created = await tx.returnRequest.create({
          data: {
            number: await nextReturnNumber(tx, now),
            orderId: access.orderId,
            kind: form.fields.kind,
            reason: form.fields.reason,
            details: form.fields.details,
            requestedBy: access.requestedBy,
            payoutUpi: payout?.kind === "upi" ? payout.upiId : null,
            payoutIfsc: payout?.kind === "bank" ? payout.ifsc : null,
            payoutAccount: payout?.kind === "bank" ? payout.accountNumber : null,
            createdAt: now,
            lines: {
              create: form.fields.lines.map((line) => ({
                orderLineId: line.orderLineId,
                quantity: line.quantity,
                exchangeSizeId: line.exchangeSizeId ?? null,
                exchangeSizeLabel: exchangeLabels.get(line.orderLineId) ?? null,
              })),
            },
            photos: { create: stored.map((photo, index) => ({ storageKey: photo.key, url: photo.url, sortOrder: index })) },
            events: { create: { status: "requested", actor: access.actor, createdAt: now } },
          },
          select: { id: true },
        });
        return created.id;
      },
      { maxWait: 10_000, timeout: 15_000 },
    );
  } catch (error) {
    await deleteStoredMedia(stored.map((photo) => photo.key));
    throw error;
  }

  await sendReturnUpdate("requested", id);
  return returnRequestJSON(await db.returnRequest.findUniqueOrThrow({ where: { id }, select: returnRequestSelect }));
}
