// Helpers of the back office's delivery tests (tests/integration/admin-delivery/*.test.ts): a signed-in
// admin, calls to the delivery routes, zones and PIN rules made with names and PINs of the test's own
// (the database is shared by every integration file, one after another), and their clean-up.
import { randomInt } from "node:crypto";
import * as importRoute from "@/app/api/admin/delivery/pins/import/route";
import { db } from "@/server/db";
import { uniq } from "../../support/factories";
import { clearDeliveryTable } from "../delivery-support";
import { type CallResult } from "../accounts-support";
import { callAsAdmin, callMultipart } from "../admin-support";

export const zoneName = (label = "Zone") => `${label} ${uniq()}`;

const madePins = new Set<string>();
const madeZones = new Set<string>();

/** A 6-digit PIN nobody has a rule for yet (remembered for clean-up). */
export async function freshPin(): Promise<string> {
  for (;;) {
    const pin = String(randomInt(100_000, 1_000_000));
    if (madePins.has(pin)) continue;
    if (await db.deliveryPin.findUnique({ where: { prefix: pin } })) continue;
    madePins.add(pin);
    return pin;
  }
}

/** A 5-digit prefix nobody has a rule for, nor for any PIN under it (remembered for clean-up). */
export async function freshPrefix(): Promise<string> {
  for (;;) {
    const prefix = String(randomInt(10_000, 100_000));
    if (madePins.has(prefix)) continue;
    if ((await db.deliveryPin.count({ where: { prefix: { startsWith: prefix } } })) > 0) continue;
    madePins.add(prefix);
    return prefix;
  }
}

export const remember = { pin: (prefix: string) => madePins.add(prefix), zone: (id: string) => madeZones.add(id) };

/** A zone made straight in the database. */
export async function makeZone(data: { name?: string; transitDaysMin?: number; transitDaysMax?: number; codAvailable?: boolean } = {}) {
  const zone = await db.deliveryZone.create({ data: { name: data.name ?? zoneName(), transitDaysMin: data.transitDaysMin ?? 2, transitDaysMax: data.transitDaysMax ?? 4, codAvailable: data.codAvailable ?? true } });
  madeZones.add(zone.id);
  return zone;
}

/**
 * Empties the table again (rules first: a zone with rules cannot go). The table is one for every test
 * file, and each leaves it empty, the state that serves every PIN: a rule left behind (a blocked PIN
 * made through the API, say) would make every later file's checkout PINs unserved.
 */
export async function cleanUpDelivery(): Promise<void> {
  await clearDeliveryTable();
  madePins.clear();
  madeZones.clear();
}

/** Uploads a PIN list as the page does: the file in the multipart field "file". */
export function uploadCsv(token: string | null, text: string, filename = "pins.csv"): Promise<CallResult> {
  const form = new FormData();
  form.append("file", new File([text], filename, { type: "text/csv" }));
  return callMultipart(importRoute.POST, { form, adminToken: token });
}

/** Sends a PIN list as the body itself (text/csv), as a script would. */
export function postCsvText(token: string, text: string): Promise<CallResult> {
  return callAsAdmin(importRoute.POST, token, { method: "POST", raw: text, headers: { "content-type": "text/csv" } });
}

/** The latest audit entries of delivery by this admin, newest first. */
export function deliveryAudit(adminId: string, take = 5) {
  return db.auditLog.findMany({ where: { entity: "delivery", adminId }, orderBy: { createdAt: "desc" }, take });
}
