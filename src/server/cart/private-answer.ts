import "server-only";
import { ok } from "@/server/http/envelope";

/** A success answer about one shopper's cart or wishlist: no cache (shared or the browser's) may keep it. */
export function privateOk(data: Record<string, unknown>, msg: string): Response {
  return ok(data, msg, { headers: { "Cache-Control": "private, no-store" } });
}
