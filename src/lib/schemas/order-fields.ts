// The order request form's fields, limits and quantity rule, without the schema: the form renders
// from these and loads the schema itself (src/lib/schemas/order.ts, with zod) only when the shopper
// starts to fill it in, so the page's first JavaScript stays small.
import { ORDER_QTY_DEFAULT_CAP, ORDER_QTY_MAX } from "@/lib/constants";

export const ORDER_LIMITS = {
  fullname: 100,
  email: 254,
  /** What may be typed for a phone: 10 digits with +91 and separators fit easily. */
  phoneInput: 20,
  street: 200,
  city: 80,
  state: 60,
  /** "302 001" with its space. */
  pincodeInput: 10,
  country: 60,
  customerNotes: 1000,
  /** Product and colour ids (cuids are 25 characters). */
  id: 64,
  /** Lines in one request: the cart's own ceiling. */
  lines: 100,
} as const;

/** The only country we ship to (back office §9: default country India); the form shows it read-only. */
export const ORDER_COUNTRY = "India";

/** The form's fields in the order they appear; the first with a problem gets the focus and is the API's msg. */
export const ORDER_FIELDS = ["fullname", "email", "phoneNumber", "street", "city", "state", "pincode", "country", "customerNotes", "products"] as const;
export type OrderField = (typeof ORDER_FIELDS)[number];

/** What the form holds (all text, as typed). */
export interface OrderFormValues {
  fullname: string;
  email: string;
  phoneNumber: string;
  street: string;
  city: string;
  state: string;
  pincode: string;
  country: string;
  customerNotes: string;
}

/** One line of a request as sent (back office §3 "Order request (sent)"): ids and a quantity, never a price. */
export interface OrderLineInput {
  product_id: string;
  quantity: number;
  color_id?: string | null;
  /** A piece sold by size (issue 42): the Size's id; absent or null for a piece without sizes. */
  size_id?: string | null;
  /** The same, as the cart's order request names it (either is read; size_id wins). */
  sizeId?: string | null;
}

/** The body of POST /api/order/create. */
export interface OrderRequestBody {
  customer: {
    fullname: string;
    email: string;
    phoneNumber: string;
    shippingAddress: { street: string; city: string; state: string; pincode: string; country: string };
    /** "Send me order updates on WhatsApp" (issue 22); sent only when ticked. */
    whatsappOptIn?: boolean;
  };
  products: OrderLineInput[];
  customerNotes?: string;
}

/** The request body from what the form holds, the lines being ordered and the WhatsApp box. */
export function orderRequestBody(values: OrderFormValues, products: OrderLineInput[], whatsappOptIn = false): OrderRequestBody {
  const notes = values.customerNotes.trim();
  return {
    customer: {
      fullname: values.fullname,
      email: values.email,
      phoneNumber: values.phoneNumber,
      shippingAddress: { street: values.street, city: values.city, state: values.state, pincode: values.pincode, country: values.country || ORDER_COUNTRY },
      ...(whatsappOptIn ? { whatsappOptIn: true } : {}),
    },
    products,
    ...(notes ? { customerNotes: values.customerNotes } : {}),
  };
}

/**
 * The most of one product a request may ask for (back office §2, §5, §9): up to 10, bounded by the
 * stock; the old app assumed 5 where the stock was unknown. 0 when none can be ordered.
 */
export function maxOrderQty(stock: number | null | undefined, inStock = true): number {
  if (!inStock) return 0;
  const known = typeof stock === "number" && Number.isFinite(stock) ? Math.floor(stock) : ORDER_QTY_DEFAULT_CAP;
  return Math.max(0, Math.min(ORDER_QTY_MAX, known));
}

/** The quantities the form offers: 1 … maxOrderQty. */
export function orderQtyChoices(stock: number | null | undefined, inStock = true): number[] {
  return Array.from({ length: maxOrderQty(stock, inStock) }, (_, i) => i + 1);
}
