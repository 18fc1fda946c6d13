import "server-only";
import type { DbClient } from "@/server/orders/db-client";
import { OPEN_COD_STATUSES, phoneKey, streetKey } from "./cod-rules";

// How many cash-on-delivery orders a shopper already has open (placed, confirmed or shipped), by the
// phone's last 10 digits and by the delivery address (PIN + the street with only letters and digits).
// The caller holds the advisory locks of both keys (lockCodShopper), so the count and its insert are
// one step for two parallel requests.

export async function countOpenCodOrders(tx: DbClient, { phone, pincode, street }: { phone: string; pincode: string; street: string }): Promise<{ byPhone: number; byAddress: number }> {
  const statuses = [...OPEN_COD_STATUSES];
  const rows = await tx.$queryRaw<{ byPhone: bigint; byAddress: bigint }[]>`
    SELECT
      COUNT(*) FILTER (WHERE RIGHT(regexp_replace("customerPhone", '\\D', '', 'g'), 10) = ${phoneKey(phone)}) AS "byPhone",
      COUNT(*) FILTER (WHERE "shipPincode" = ${pincode} AND regexp_replace(lower("shipStreet"), '[^[:alnum:]]+', '', 'g') = regexp_replace(lower(${street}), '[^[:alnum:]]+', '', 'g')) AS "byAddress"
    FROM "Order"
    WHERE "paymentMethod" = 'cod' AND "status"::text = ANY(${statuses})`;
  const row = rows[0];
  return { byPhone: Number(row?.byPhone ?? 0), byAddress: Number(row?.byAddress ?? 0) };
}

/** Serialises every COD placing for this phone and this address until the transaction ends (keys locked in one order: no deadlock). */
export async function lockCodShopper(tx: DbClient, { phone, pincode, street }: { phone: string; pincode: string; street: string }): Promise<void> {
  const keys = [`cod:phone:${phoneKey(phone)}`, `cod:address:${pincode}:${streetKey(street)}`].sort();
  for (const key of keys) await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${key}))`;
}
