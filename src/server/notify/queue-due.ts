import "server-only";
import { queueDueCartReminders } from "@/server/marketing/cart-reminders";
import { queueBackInStockAlerts } from "@/server/stock-alerts/back-in-stock";

// What `npm run maintenance -- notifications` queues before it sends (issue 45): the cart reminders
// that are due and the back-in-stock alerts whose piece came back (a restock in the back office
// queues its alerts at once; this catches any stock that came back another way, a cancelled order's
// pieces, say).

export async function queueDueMessages(now: Date = new Date()): Promise<{ cartReminders: number; backInStock: number }> {
  const reminders = await queueDueCartReminders(now);
  const alerts = await queueBackInStockAlerts({ now });
  return { cartReminders: reminders.queued, backInStock: alerts.queued };
}
