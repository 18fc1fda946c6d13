import "server-only";
import { queueBackInStockAlerts } from "./back-in-stock";

// The back office's hook (issue 45): after a save that can raise a piece's or a size's stock has
// committed (a product's edit, a product switched on), its waiting alerts are queued at once. It
// never fails the owner's save: a failure is logged, and the maintenance sweep sends them later.

export async function alertsAfterRestock(productIds: readonly string[]): Promise<void> {
  try {
    await queueBackInStockAlerts({ productIds });
  } catch (error) {
    console.error(`Back-in-stock alerts for ${productIds.join(", ")} were not queued`, error);
  }
}
