import "server-only";
import { DEFAULT_COUNTRY } from "@/lib/constants";
import { ZPaymentOrderRequest, firstPaymentOrderError } from "@/lib/schemas/payment";
import { stripMarkupDeep } from "@/server/contact/strip-markup";
import { badRequest } from "@/server/errors";
import type { CreateOrderInput } from "./create-order";

// What /checkout sends, card or cash on delivery alike (POST /api/payments/create-order and
// POST /api/order/cod): its body read (markup stripped, the schema's 400s) into the order it asks
// for. Only the item ids, quantities, colours and sizes (a Size's id), the customer and the notes are read; any amount,
// name or price in the body is ignored (createOrder prices the lines from the database). The
// shopper's WhatsApp opt-in (customer.whatsappOptIn, a boolean; absent is false) is kept on the order.
// metadata.couponCode (optional, ≤ 40 characters, "" for none) is the coupon as typed (issue 44).

export type CheckoutOrderInput = Omit<CreateOrderInput, "status" | "paymentMethod" | "codFeePaise">;

export function readCheckoutOrder({ body, customerId, now }: { body: unknown; customerId: string | null; now: Date }): CheckoutOrderInput {
  const parsed = ZPaymentOrderRequest.safeParse(stripMarkupDeep(body));
  if (!parsed.success) throw badRequest(firstPaymentOrderError(parsed.error));
  const { customer, items, notes, couponCode } = parsed.data.metadata;
  return {
    source: "checkout",
    customerId,
    contact: { name: customer.name, email: customer.email, phone: customer.contact },
    address: {
      street: customer.address.line1,
      line2: customer.address.line2 || null,
      city: customer.address.city,
      state: customer.address.state,
      pincode: customer.address.postalCode,
      country: DEFAULT_COUNTRY,
    },
    customerNotes: notes || null,
    couponCode: couponCode?.trim() || null,
    whatsappOptIn: customer.whatsappOptIn === true,
    lines: items.map((item) => ({ productId: item.id, quantity: item.quantity, colorId: item.colorId ?? null, sizeId: item.sizeId ?? null })),
    actor: customerId ? "customer" : "visitor",
    now,
  };
}
