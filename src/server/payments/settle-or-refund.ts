import "server-only";
import type { Order } from "@/lib/types/order";
import { SELL_MSG } from "@/lib/messages/selling";
import { db } from "@/server/db";
import { getOrderById } from "@/server/orders/get-order";
import { type SettleInput, type SettleOutcome, settlePayment } from "@/server/orders/settle-payment";
import { type RefundResult, refundPayment } from "./refund-payment";

export interface SettledPayment {
  outcome: SettleOutcome;
  order: Order;
  /** "paid": the money pays this order; "refund": it cannot (sold out, its offer used up, cancelled, paid twice) and is refunded. */
  result: "paid" | "refund";
  /** The piece that sold out while the shopper paid (sold_out only). */
  soldOutPiece: string | null;
  /** The refund this call made (sold_out, offer_used_up and not_payable only). */
  refund: RefundResult | null;
}

/**
 * settlePayment (the one path that pays an order), then what verify, the webhooks and the
 * payment-link callback all do next: money that cannot pay the order is refunded at once through
 * the gateway. Only the call that learnt it (outcome sold_out or not_payable; settlePayment gives
 * that outcome once per payment) refunds, so a repeat never refunds twice.
 */
export async function settleOrRefund(input: SettleInput): Promise<SettledPayment> {
  const settled = await settleWithRetry(input);
  const { outcome, order } = settled;
  if (outcome === "sold_out" || outcome === "not_payable" || outcome === "offer_used_up") {
    const soldOutPiece = outcome === "sold_out" ? await soldOutPieceOf(order) : null;
    const reason = outcome === "sold_out" ? `Sold out while paying: ${soldOutPiece ?? "a piece"}` : outcome === "offer_used_up" ? "The order's offer was used up before the payment" : "Order was already paid or cancelled";
    const refund = await refundPayment({ paymentId: input.paymentId, reason });
    return { outcome, order: refund.ok ? ((await getOrderById(order.id)) ?? order) : order, result: "refund", soldOutPiece, refund };
  }
  if (outcome === "paid") return { outcome, order, result: "paid", soldOutPiece: null, refund: null };
  // A repeat: the money pays the order unless the order was cancelled or this payment refunded.
  const payment = await db.payment.findUnique({ where: { id: input.paymentId }, select: { status: true } });
  const refunded = order.status === "cancelled" || payment?.status === "refunded";
  return { outcome, order, result: refunded ? "refund" : "paid", soldOutPiece: refunded ? await soldOutPieceOf(order) : null, refund: null };
}

/** The first line of the order whose piece (or size) is gone or has less stock than the line needs, by name (and size). */
async function soldOutPieceOf(order: Order): Promise<string | null> {
  const ids = order.lines.flatMap((line) => (line.productId ? [line.productId] : []));
  const [products, sizes] = await Promise.all([
    db.product.findMany({ where: { id: { in: ids } }, select: { id: true, stock: true } }),
    db.productSize.findMany({ where: { productId: { in: ids } }, select: { productId: true, sizeId: true, stock: true } }),
  ]);
  const stock = new Map(products.map((p) => [`${p.id}\u0000`, p.stock]));
  for (const size of sizes) stock.set(`${size.productId}\u0000${size.sizeId}`, size.stock);
  const short = order.lines.find((line) => !line.productId || (stock.get(`${line.productId}\u0000${line.sizeId ?? ""}`) ?? 0) < line.quantity);
  return short ? SELL_MSG.pieceInSize(short.productName, short.sizeLabel) : null;
}

/**
 * PostgreSQL aborts one of two transactions that wait on each other (a deadlock, e.g. two different
 * webhook events for one payment at the same moment: payment.captured and order.paid) or that
 * conflict; the aborted one changed nothing and is simply run again, a few times at most.
 */
async function settleWithRetry(input: SettleInput, attempts = 5): Promise<Awaited<ReturnType<typeof settlePayment>>> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await settlePayment(input);
    } catch (error) {
      if (attempt >= attempts || !isTransactionConflict(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10 * attempt + Math.random() * 40));
    }
  }
}

/** A deadlock (40P01) or serialization failure (40001), as Prisma reports them. */
export function isTransactionConflict(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown; meta?: { driverAdapterError?: { cause?: { kind?: unknown; originalCode?: unknown } } } } | null;
  if (!e || typeof e !== "object") return false;
  if (e.code === "P2034") return true;
  const cause = e.meta?.driverAdapterError?.cause;
  if (cause?.kind === "TransactionWriteConflict" || cause?.originalCode === "40P01" || cause?.originalCode === "40001") return true;
  return typeof e.message === "string" && /\b(40P01|40001)\b|deadlock detected/.test(e.message);
}
