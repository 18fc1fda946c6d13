// The delivery tests' table: the demo shop's (prisma/seed/delivery.ts), put in place and taken away
// again, so later test files find the table empty (which ships everywhere, as before issue 21).
import { db } from "@/server/db";
import { seedDelivery } from "../../prisma/seed/delivery";

/** Rules, zones and settings gone: every PIN served, the owner's defaults (what every test file leaves behind). */
export async function clearDeliveryTable(): Promise<void> {
  await db.deliveryPin.deleteMany();
  await db.deliveryZone.deleteMany();
  await db.deliverySettings.deleteMany();
}

export async function useDemoDeliveryTable(): Promise<void> {
  await clearDeliveryTable();
  await db.$transaction((tx) => seedDelivery(tx));
}
