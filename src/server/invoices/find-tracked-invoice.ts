import "server-only";
import { SELL_MSG } from "@/lib/messages/selling";
import { ZTrackOrder, firstTrackError } from "@/lib/schemas/track";
import type { InvoiceDocument } from "@/lib/types/invoice";
import { badRequest } from "@/server/errors";
import { TRACK_ORDER_RATE_LIMIT } from "@/server/orders/tracking-rules";
import { enforceRateLimit } from "@/server/rate-limit";
import { getInvoiceForDownload } from "./get-invoice-for-download";
import { TRACK_INVOICE_RATE_LIMIT } from "./invoice-rules";

/**
 * The invoice for the tracking page's pair { orderNumber, email } (the tracking form's own schema).
 * Well-formed attempts count against the client address and against the order number; an unknown
 * number and a wrong e-mail get the same 404 with the same msg. Throws AppErrors: 400, 429, 404.
 */
export async function findTrackedInvoice({ body, address, now = new Date() }: { body: unknown; address: string; now?: Date }): Promise<InvoiceDocument> {
  const parsed = ZTrackOrder.safeParse(body);
  if (!parsed.success) throw badRequest(firstTrackError(parsed.error));
  const { orderNumber, email } = parsed.data;
  await enforceRateLimit(TRACK_INVOICE_RATE_LIMIT, address, SELL_MSG.invoiceTooMany, now);
  await enforceRateLimit(TRACK_ORDER_RATE_LIMIT, orderNumber, SELL_MSG.invoiceTooMany, now);
  return getInvoiceForDownload({ orderNumber, email });
}
