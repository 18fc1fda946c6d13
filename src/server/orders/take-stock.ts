import "server-only";
import type { DbClient } from "./db-client";

// Taking an order's pieces from stock, inside the caller's transaction: a card payment settling
// (settle-payment.ts) and the owner confirming a cash-on-delivery order (src/server/admin/orders/cod-moves.ts).
// Each piece is locked in id order (no deadlock between orders sharing pieces), every quantity is
// checked, then taken with a conditional update (stock >= n), so the last piece cannot go twice.

export type StockResult = { ok: true; productIds: string[] } | { ok: false; shortOf: string };

/** Locks the order's pieces in id order, checks every quantity, then takes them with conditional updates. */
export async function takeStock(tx: DbClient, lines: { productId: string | null; quantity: number; productName: string }[]): Promise<StockResult> {
  const gone = lines.find((line) => line.productId === null);
  if (gone) return { ok: false, shortOf: gone.productName };
  const wanted = [...lines].sort((a, b) => (a.productId! < b.productId! ? -1 : 1));
  const ids = wanted.map((line) => line.productId!);
  const rows = await tx.$queryRaw<{ id: string; stock: number }[]>`
    SELECT "id", "stock" FROM "Product" WHERE "id" = ANY(${ids}) ORDER BY "id" FOR UPDATE`;
  const stock = new Map(rows.map((row) => [row.id, Number(row.stock)]));
  const short = wanted.find((line) => (stock.get(line.productId!) ?? 0) < line.quantity);
  if (short) return { ok: false, shortOf: short.productName };
  for (const line of wanted) {
    const updated = await tx.$executeRaw`
      UPDATE "Product" SET "stock" = "stock" - ${line.quantity}, "updatedAt" = NOW()
      WHERE "id" = ${line.productId} AND "stock" >= ${line.quantity}`;
    // Cannot happen while the rows are locked; if it ever does, the whole payment rolls back.
    if (updated !== 1) throw new Error(`stock of ${line.productId} changed under its lock`);
  }
  return { ok: true, productIds: ids };
}
