import "server-only";
import { SELL_MSG } from "@/lib/messages/selling";
import type { DbClient } from "./db-client";

// Taking an order's pieces from stock, and giving them back, inside the caller's transaction: a card
// payment settling (settle-payment.ts), the owner confirming or cancelling an order
// (src/server/admin/orders), an exchange's replacement and a return received (src/server/returns).
//
// Lock order, the same everywhere so two of these never deadlock: first the pieces' Product rows
// FOR UPDATE in id order, then (pieces sold by size, issue 42) their ProductSize rows in
// (productId, sizeId) order. A piece without sizes is taken from Product.stock with a conditional
// update (stock >= n); a piece sold by size from its size's ProductSize.stock the same way, and the
// database trigger keeps Product.stock the sum of its sizes' (never written here for a sized piece).
// A line whose piece, or whose size, no longer exists cannot be taken (the whole take fails) and
// has nothing to come back to (giving back skips it). So does an unsized line of a piece that has
// since been given sizes: which size it was is unknown.

export interface StockLine {
  productId: string | null;
  /** The Size's id for a line sold by size (OrderLine.sizeId); null or absent for none. */
  sizeId?: string | null;
  /** The size's label, to name it when it runs short. */
  sizeLabel?: string | null;
  quantity: number;
  productName: string;
}

export type StockResult = { ok: true; productIds: string[] } | { ok: false; shortOf: string };

interface Want {
  productId: string;
  sizeId: string | null;
  quantity: number;
  name: string;
}

/** Lines summed per (piece, size), in lock order: product id, then size id (none first). */
function group(lines: readonly StockLine[]): Want[] {
  const wants = new Map<string, Want>();
  for (const line of lines) {
    if (!line.productId) continue;
    const sizeId = line.sizeId ?? null;
    const key = `${line.productId}\u0000${sizeId ?? ""}`;
    const want = wants.get(key);
    if (want) want.quantity += line.quantity;
    else wants.set(key, { productId: line.productId, sizeId, quantity: line.quantity, name: SELL_MSG.pieceInSize(line.productName, line.sizeLabel ?? null) });
  }
  return [...wants.values()].sort((a, b) => compare(a.productId, b.productId) || compare(a.sizeId ?? "", b.sizeId ?? ""));
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Locks the pieces' Product rows in id order, then the sizes' ProductSize rows; the stock of each (piece, size) as it is now. */
async function lockStock(tx: DbClient, wants: readonly Want[]): Promise<{ stock: Map<string, number> }> {
  const ids = [...new Set(wants.map((want) => want.productId))];
  const products = await tx.$queryRaw<{ id: string; stock: number; sizeSetId: string | null }[]>`
    SELECT "id", "stock", "sizeSetId" FROM "Product" WHERE "id" = ANY(${ids}) ORDER BY "id" FOR UPDATE`;
  const stock = new Map<string, number>();
  const sized = new Set(products.filter((row) => row.sizeSetId !== null).map((row) => row.id));
  const sizes = await tx.$queryRaw<{ productId: string; sizeId: string; stock: number }[]>`
    SELECT "productId", "sizeId", "stock" FROM "ProductSize" WHERE "productId" = ANY(${ids}) ORDER BY "productId", "sizeId" FOR UPDATE`;
  for (const row of sizes) {
    sized.add(row.productId);
    stock.set(`${row.productId}\u0000${row.sizeId}`, Number(row.stock));
  }
  // A sized piece's line without a size has no stock here (short when taken, skipped when given back).
  for (const row of products) if (!sized.has(row.id)) stock.set(`${row.id}\u0000`, Number(row.stock));
  return { stock };
}

const keyOf = (want: Want) => `${want.productId}\u0000${want.sizeId ?? ""}`;

/** Locks the order's pieces (and sizes), checks every quantity, then takes them with conditional updates. */
export async function takeStock(tx: DbClient, lines: readonly StockLine[]): Promise<StockResult> {
  const gone = lines.find((line) => line.productId === null);
  if (gone) return { ok: false, shortOf: SELL_MSG.pieceInSize(gone.productName, gone.sizeLabel ?? null) };
  const wanted = group(lines);
  const { stock } = await lockStock(tx, wanted);
  const short = wanted.find((want) => (stock.get(keyOf(want)) ?? 0) < want.quantity);
  if (short) return { ok: false, shortOf: short.name };
  for (const want of wanted) {
    const updated =
      want.sizeId === null
        ? await tx.$executeRaw`
            UPDATE "Product" SET "stock" = "stock" - ${want.quantity}, "updatedAt" = NOW()
            WHERE "id" = ${want.productId} AND "stock" >= ${want.quantity}`
        : await tx.$executeRaw`
            UPDATE "ProductSize" SET "stock" = "stock" - ${want.quantity}
            WHERE "productId" = ${want.productId} AND "sizeId" = ${want.sizeId} AND "stock" >= ${want.quantity}`;
    // Cannot happen while the rows are locked; if it ever does, the whole payment rolls back.
    if (updated !== 1) throw new Error(`stock of ${want.productId} ${want.sizeId ?? ""} changed under its lock`);
  }
  return { ok: true, productIds: [...new Set(wanted.map((want) => want.productId))] };
}

/** Locks and checks as takeStock does, without taking: whether every line has its stock now. */
export async function checkStock(tx: DbClient, lines: readonly StockLine[]): Promise<StockResult> {
  const gone = lines.find((line) => line.productId === null);
  if (gone) return { ok: false, shortOf: SELL_MSG.pieceInSize(gone.productName, gone.sizeLabel ?? null) };
  const wanted = group(lines);
  const { stock } = await lockStock(tx, wanted);
  const short = wanted.find((want) => (stock.get(keyOf(want)) ?? 0) < want.quantity);
  return short ? { ok: false, shortOf: short.name } : { ok: true, productIds: [] };
}

/**
 * Puts pieces back: each line's quantity onto its piece, or onto its size for a piece sold by size,
 * with the same locks in the same order as takeStock. A line whose piece or size no longer exists
 * has nothing to come back to. Exactly once is the caller's: it gives back only on the move that
 * changes the order's (or the return's) status, under that row's lock.
 */
export async function giveBackStock(tx: DbClient, lines: readonly StockLine[]): Promise<{ productIds: string[]; pieces: number }> {
  const wanted = group(lines);
  if (wanted.length === 0) return { productIds: [], pieces: 0 };
  const { stock } = await lockStock(tx, wanted);
  const productIds = new Set<string>();
  let pieces = 0;
  for (const want of wanted) {
    if (!stock.has(keyOf(want))) continue;
    const updated =
      want.sizeId === null
        ? await tx.$executeRaw`UPDATE "Product" SET "stock" = "stock" + ${want.quantity}, "updatedAt" = NOW() WHERE "id" = ${want.productId}`
        : await tx.$executeRaw`UPDATE "ProductSize" SET "stock" = "stock" + ${want.quantity} WHERE "productId" = ${want.productId} AND "sizeId" = ${want.sizeId}`;
    if (updated === 1) {
      pieces += want.quantity;
      productIds.add(want.productId);
    }
  }
  return { productIds: [...productIds], pieces };
}
