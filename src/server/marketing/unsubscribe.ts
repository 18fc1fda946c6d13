import "server-only";
import { db } from "@/server/db";
import { setConsent } from "@/server/marketing/consent";
import type { UnsubscribeSubject } from "@/server/notify/unsubscribe-link";

// The one-click unsubscribe (issue 45, RFC 8058), for POST /api/unsubscribe and the /unsubscribe
// page's button. Doing it twice is fine: the second time changes nothing and says so calmly.
// - "marketing": the address's consent is withdrawn on both channels (each change recorded, source
//   "unsubscribe");
// - "stock-alerts": every waiting back-in-stock alert of the address is cancelled.

/** Applies the unsubscribe; whether anything changed. */
export async function unsubscribe({ email, list }: UnsubscribeSubject, now: Date = new Date()): Promise<{ changed: boolean }> {
  if (list === "stock-alerts") {
    const { count } = await db.stockAlert.updateMany({ where: { email, status: "waiting" }, data: { status: "cancelled", updatedAt: now } });
    return { changed: count > 0 };
  }
  return db.$transaction(async (tx) => {
    const mail = await setConsent(tx, { email, channel: "email", granted: false, source: "unsubscribe", now });
    const whatsapp = await setConsent(tx, { email, channel: "whatsapp", granted: false, source: "unsubscribe", now });
    return { changed: mail || whatsapp };
  });
}

/** Whether the address is still subscribed to the list (what the page shows before its button). */
export async function stillSubscribed({ email, list }: UnsubscribeSubject): Promise<boolean> {
  if (list === "stock-alerts") return (await db.stockAlert.count({ where: { email, status: "waiting" } })) > 0;
  const consent = await db.marketingConsent.findUnique({ where: { email }, select: { mail: true, whatsapp: true } });
  return Boolean(consent?.mail || consent?.whatsapp);
}
