import "server-only";
import { COD_MSG } from "@/lib/messages/cod";
import { DELIVERY_MSG } from "@/lib/delivery/delivery-messages";
import { SELL_MSG } from "@/lib/messages/selling";
import type { Order, PlacedCodOrder } from "@/lib/types/order";
import { db } from "@/server/db";
import { checkDelivery } from "@/server/delivery/check-delivery";
import { readDeliverySettingsNow } from "@/server/delivery/delivery-settings";
import { badRequest, conflict } from "@/server/errors";
import { refreshIfOfferFilled } from "@/server/offers/after-offer-claim";
import { createOrder, orderPromise } from "@/server/orders/create-order";
import { readCheckoutOrder } from "@/server/orders/checkout-order-input";
import { sendOrderMail } from "@/server/orders/send-order-mail";
import { enforceRateLimit } from "@/server/rate-limit";
import { COD_ORDER_RATE_LIMIT } from "./cod-rules";
import { countOpenCodOrders, lockCodShopper } from "./count-open-cod-orders";

/**
 * Places a cash-on-delivery order from /checkout, with the card checkout's body (the same schema and
 * markup stripping; the amount and prices in it are ignored). Refused with a 400 when the PIN is not
 * served, cash on delivery is not offered there or is switched off, or the total (lines at the
 * database's prices plus the owner's fee) is over the owner's limit; with a 409 when this phone or
 * this address already has the owner's number of open COD orders; 429 per client address. The count
 * and the insert run under advisory locks of the phone and the address, so two parallel requests
 * cannot both pass. The order is placed (draft) and waits for the owner's confirmation call; no stock
 * is taken until then. The order-received mail follows the commit.
 */
export async function placeCodOrder({ body, address, customerId, now = new Date() }: { body: unknown; address: string; customerId: string | null; now?: Date }): Promise<PlacedCodOrder> {
  const asked = readCheckoutOrder({ body, customerId, now });
  await enforceRateLimit(COD_ORDER_RATE_LIMIT, address, SELL_MSG.paymentTooMany, now);

  const { pincode, street } = asked.address;
  const delivery = await checkDelivery(pincode, { now });
  if (!delivery.serviceable) throw badRequest(DELIVERY_MSG.notServedAtCheckout(pincode));
  if (!delivery.cod.available) throw badRequest(COD_MSG.notAvailableAt(pincode));

  const shopper = { phone: asked.contact.phone, pincode, street };
  const promise = await orderPromise(asked);
  const order = await db.$transaction(
    async (tx): Promise<Order> => {
      const settings = await readDeliverySettingsNow(tx);
      if (!settings.codEnabled) throw badRequest(COD_MSG.switchedOff);
      await lockCodShopper(tx, shopper);
      const open = await countOpenCodOrders(tx, shopper);
      if (Math.max(open.byPhone, open.byAddress) >= settings.codOpenOrdersLimit) throw conflict(COD_MSG.tooManyOpen(settings.codOpenOrdersLimit));
      // Its offer uses are confirmed at once: there is no payment to wait for (a cancel gives them back).
      const placed = await createOrder({ ...asked, status: "draft", paymentMethod: "cod", codFeePaise: settings.codFeePaise, offerUse: "confirmed" }, tx, promise);
      // Priced from the database inside the transaction: over the limit, nothing is kept.
      if (placed.totalPaise > settings.codLimitPaise) throw badRequest(COD_MSG.overLimit(settings.codLimitPaise));
      return placed;
    },
    { maxWait: 10_000, timeout: 15_000 },
  );

  await refreshIfOfferFilled(order, now);
  await sendOrderMail("placed", order);
  return { orderId: order.id, orderNumber: order.orderNumber, totalPaise: order.totalPaise, codFeePaise: order.codFeePaise, phone: order.contact.phone };
}
