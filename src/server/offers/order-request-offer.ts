import "server-only";
import { ORDER_ADMIN_MSG } from "@/lib/admin/order-messages";
import { OFFER_MSG } from "@/lib/messages/offers";
import { recordAudit } from "@/server/admin/audit";
import type { SessionAdmin } from "@/server/auth/authorize";
import { db } from "@/server/db";
import { conflict, notFound } from "@/server/errors";
import { claimOfferUses, releaseOfferUses } from "./offer-uses";
import { codeRefusalError, priceOffers } from "./price-offers";

// PUT / DELETE /api/admin/orders/{id}/offer (issue 44): the owner adds a coupon code to an order
// request, or removes it, before sending its payment link. Under the Order's lock: the request's
// uses are given back, the offers are run again on its stored lines (the prices it was made at,
// today's offers), the lines' shares, the OrderOffer rows, discountPaise and totalPaise rewritten,
// the new uses held (until the owner cancels it, or its link expires), and the change audited.
// Refused 409 once the request is no longer a draft or acknowledged (a link was sent: send a new one
// after cancelling), 400/409 when the code gives nothing (the shopper's words), 404 unknown.

const OPEN = new Set(["draft", "acknowledged"]);

export async function setOrderRequestCode({ admin, id, code, now = new Date() }: { admin: Pick<SessionAdmin, "id" | "email">; id: string; code: string | null; now?: Date }): Promise<void> {
  await db.$transaction(
    async (tx) => {
      const rows = await tx.$queryRaw<{ status: string; source: string; orderNumber: string; customerId: string | null; customerEmail: string; customerPhone: string; codFeePaise: bigint; totalPaise: bigint }[]>`
        SELECT "status"::text AS "status", "source"::text AS "source", "orderNumber", "customerId", "customerEmail", "customerPhone", "codFeePaise", "totalPaise"
        FROM "Order" WHERE "id" = ${id} FOR UPDATE`;
      const order = rows[0];
      if (!order) throw notFound(ORDER_ADMIN_MSG.notFound);
      if (order.source !== "request" || !OPEN.has(order.status)) throw conflict(OFFER_MSG.requestOfferLocked);

      const before = await tx.orderOffer.findMany({ where: { orderId: id }, select: { code: true, name: true } });
      await releaseOfferUses(tx, id, code ? "code_changed" : "code_removed", now);
      await tx.orderOffer.deleteMany({ where: { orderId: id } });

      const lines = await tx.orderLine.findMany({
        where: { orderId: id },
        orderBy: { id: "asc" },
        select: { id: true, productId: true, sizeId: true, quantity: true, unitPricePaise: true, linePricePaise: true, priceBreakup: true },
      });
      const priced = lines.map((line) => ({ ...line, priceBreakup: line.priceBreakup as { metalPaise: number; makingPaise: number; otherPaise: number } | null }));
      const offers = await priceOffers(tx, priced, { code, shopper: { customerId: order.customerId, email: order.customerEmail, phone: order.customerPhone }, now, lock: true });
      if (offers.outcome.codeRefusal) throw codeRefusalError(offers.outcome.codeRefusal);

      for (const [index, line] of lines.entries()) {
        await tx.orderLine.update({ where: { id: line.id }, data: { offerDiscountPaise: offers.outcome.lineDiscounts[index] ?? 0 } });
      }
      const discountPaise = offers.outcome.discountPaise;
      const totalPaise = lines.reduce((sum, line) => sum + line.linePricePaise, 0) - discountPaise + Number(order.codFeePaise);
      await tx.order.update({
        where: { id },
        data: {
          discountPaise,
          totalPaise,
          offers: {
            create: offers.outcome.applied.map((offer) => ({
              offerId: offer.offerId,
              code: offer.code,
              name: offer.name,
              kind: offer.kind,
              percentBps: offer.percentBps,
              amountPaise: offer.amountPaise === null ? null : offer.amountPaise,
              discountPaise: offer.discountPaise,
              position: offer.position,
            })),
          },
        },
      });
      if (offers.shopper) await claimOfferUses(tx, { orderId: id, applied: offers.outcome.applied, shopper: offers.shopper, state: "held", heldUntil: null, now });

      const names = (list: { code: string | null; name: string }[]) => list.map((offer) => offer.code ?? offer.name).join(", ");
      await recordAudit(tx, admin, {
        entity: "order",
        entityId: id,
        action: "update",
        summary: code ? `Order ${order.orderNumber}: code ${offers.code} applied` : `Order ${order.orderNumber}: code removed`,
        changes: { offers: [names(before), names(offers.outcome.applied)], totalPaise: [Number(order.totalPaise), totalPaise] },
      });
    },
    { maxWait: 10_000, timeout: 15_000 },
  );
}
