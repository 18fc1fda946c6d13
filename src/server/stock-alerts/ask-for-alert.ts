import "server-only";
import { STOCK_ALERT_MSG as M } from "@/lib/stock-alerts/messages";
import { ZStockAlertRequest } from "@/lib/stock-alerts/schema";
import { db } from "@/server/db";
import { AppError, badRequest, isUniqueViolation, notFound } from "@/server/errors";
import { setConsent } from "@/server/marketing/consent";
import { enforceRateLimit } from "@/server/rate-limit";
import { STOCK_ALERT_EMAIL_LIMIT, STOCK_ALERT_IP_LIMIT } from "./alert-rules";

// "Tell me when it is back" (issue 45): a shopper asks to hear when a sold-out piece, or a sold-out
// size of a piece sold by size, is in stock again. One alert per piece, size and address: asking
// again answers the same alert (waiting again if it had already been sent or cancelled). The
// separate marketing box, when ticked, records consent (source "alert"); left unticked it changes
// nothing. Only well-formed requests count against the limits (per client address and per e-mail).

export interface AskedAlert {
  id: string;
  email: string;
  /** Whether this request made the alert (false: the same address had asked before). */
  created: boolean;
}

export async function askForStockAlert({ body, address, now = new Date() }: { body: unknown; address: string; now?: Date }): Promise<AskedAlert> {
  const parsed = ZStockAlertRequest.safeParse(body);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? M.badBody);
  const { productId, sizeId = null, email, phone, marketing = false } = parsed.data;

  await enforceRateLimit(STOCK_ALERT_IP_LIMIT, address, M.tooMany, now);
  await enforceRateLimit(STOCK_ALERT_EMAIL_LIMIT, email, M.tooMany, now);

  const product = await db.product.findUnique({
    where: { id: productId },
    select: { active: true, stock: true, sizeSetId: true, sizes: { select: { sizeId: true, stock: true } } },
  });
  if (!product?.active) throw notFound(M.noSuchPiece);
  const sized = product.sizeSetId !== null || product.sizes.length > 0;
  if (sized && !sizeId) throw badRequest(M.sizeRequired);
  if (!sized && sizeId) throw badRequest(M.noSizes);
  const stock = sizeId ? product.sizes.find((row) => row.sizeId === sizeId)?.stock : product.stock;
  if (stock === undefined) throw badRequest(M.sizeNotOffered);
  if (stock > 0) throw new AppError("CONFLICT", M.inStock);

  // E.164 without "+", as the notification queue wants it.
  const whatsapp = phone ? `91${phone}` : null;
  const save = () =>
    db.$transaction(async (tx) => {
      const existing = await tx.stockAlert.findFirst({ where: { productId, sizeId, email }, select: { id: true } });
      const alert = existing
        ? await tx.stockAlert.update({ where: { id: existing.id }, data: { status: "waiting", notifiedAt: null, ...(whatsapp ? { phone: whatsapp } : {}) }, select: { id: true, email: true } })
        : await tx.stockAlert.create({ data: { productId, sizeId, email, phone: whatsapp, createdAt: now }, select: { id: true, email: true } });
      if (marketing) {
        await setConsent(tx, { email, channel: "email", granted: true, source: "alert", now });
        if (whatsapp) await setConsent(tx, { email, channel: "whatsapp", granted: true, source: "alert", phone: whatsapp, now });
      }
      return { ...alert, created: !existing };
    });
  try {
    return await save();
  } catch (error) {
    // The same address asked twice at the same moment: the other request made the alert.
    if (isUniqueViolation(error)) return save();
    throw error;
  }
}
