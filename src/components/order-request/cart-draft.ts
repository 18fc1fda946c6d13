// The order draft the cart page leaves under CART_ORDER_DRAFT_KEY for /order-request/cart
// (src/components/cart/cart-summary.tsx): JSON of [{ pId, qty, color, size? }], ids and quantities only,
// never a price. Read defensively: it is local storage, which anything on this device can change.
import { CART_MAX_LINES, ORDER_QTY_MAX } from "@/lib/constants";

export interface DraftLine {
  pId: string;
  qty: number;
  color: string | null;
  /** The Size's id of a sized piece's line (issue 42), else null. */
  size: string | null;
}

/** Product and colour ids are cuids, as src/lib/schemas/query-values.ts's CUID (not imported: it brings the whole of zod). */
const ID = /^c[a-z0-9]{24,29}$/;
const isId = (value: unknown): value is string => typeof value === "string" && ID.test(value);

/** The draft's lines (well-formed ones, each piece in each size once, at most 100), or null when there is none to order. */
export function parseCartDraft(raw: string | null): DraftLine[] | null {
  if (!raw) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!Array.isArray(data)) return null;
  const seen = new Set<string>();
  const lines: DraftLine[] = [];
  for (const entry of data.slice(0, CART_MAX_LINES)) {
    if (typeof entry !== "object" || entry === null) continue;
    const { pId, qty, color, size } = entry as Record<string, unknown>;
    const sizeId = isId(size) ? size : null;
    const key = `${String(pId)}|${sizeId ?? ""}`;
    if (!isId(pId) || seen.has(key)) continue;
    if (typeof qty !== "number" || !Number.isInteger(qty) || qty < 1 || qty > ORDER_QTY_MAX) continue;
    seen.add(key);
    lines.push({ pId, qty, color: isId(color) ? color : null, size: sizeId });
  }
  return lines.length > 0 ? lines : null;
}
