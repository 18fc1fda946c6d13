import { ORDER_ADMIN_MSG } from "@/lib/admin/order-messages";
import { ZGeneratePaymentLink, ZOrderIdParams } from "@/lib/schemas/admin-order";
import { adminOrderJSON } from "@/server/admin/orders/admin-order-json";
import { sendOrderPaymentLink } from "@/server/admin/orders/send-order-payment-link";
import { AppError, badRequest } from "@/server/errors";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { readBodyText } from "@/server/http/read-body-text";
import { type RouteContext, describeZodError, parseParams, route } from "@/server/http/route";

// POST /api/order/generate-payment-link/{id} { paymentMethod: "phonepe" (default) | "paytm" } (back
// office §4, §7) → { order, paymentLink: { url } }, msg 'Payment link generated successfully via
// {method}'. The amount is the order's total in the database, never anything from the body.
export const POST = route({ auth: "admin", permission: "orders.payment-link", stepUp: true }, async (request, context: RouteContext<{ id: string }>, { admin }) => {
  const { id } = await parseParams(context, ZOrderIdParams);
  const parsed = ZGeneratePaymentLink.safeParse(await readOptionalJson(request));
  if (!parsed.success) throw badRequest(describeZodError(parsed.error));
  const method = parsed.data.paymentMethod;
  const { order, url } = await sendOrderPaymentLink({ admin, id, method });
  return ok({ order: adminOrderJSON(order), paymentLink: { url } }, ORDER_ADMIN_MSG.linkGenerated(method), { headers: { "Cache-Control": "no-store" } });
});

/** The body as JSON; an empty one (the button may send none) means the default method. */
async function readOptionalJson(request: Request): Promise<unknown> {
  const text = await readBodyText(request, { maxBytes: 2 * 1024 });
  if (text.trim() === "") return {};
  if (!/^application\/json\s*(?:;|$)/i.test(request.headers.get("content-type") ?? "")) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Send the request as JSON (Content-Type: application/json).");
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest("The request body is not valid JSON.");
  }
}

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
