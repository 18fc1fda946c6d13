import "server-only";
import { db } from "@/server/db";

/**
 * Records a webhook event that settles nothing (payment.failed, events we do not handle, payments
 * we do not know), so a redelivery is recognised. Returns false when the event was recorded before.
 * `apply` runs in the same transaction only for a first delivery (e.g. noting a payment's failure).
 */
export async function recordPaymentEvent(
  event: { id: string; type: string; paymentId?: string | null },
  apply?: (tx: Parameters<Parameters<typeof db.$transaction>[0]>[0]) => Promise<void>,
): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const inserted = await tx.$queryRaw<{ id: string }[]>`
      INSERT INTO "PaymentEvent" ("id", "type", "paymentId") VALUES (${event.id}, ${event.type}, ${event.paymentId ?? null})
      ON CONFLICT ("id") DO NOTHING RETURNING "id"`;
    if (inserted.length === 0) return false;
    if (apply) await apply(tx);
    return true;
  });
}
