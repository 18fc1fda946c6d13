import { connection } from "next/server";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { route } from "@/server/http/route";
import { getMaintenanceStatus } from "@/server/site/get-maintenance-status";

// GET /api/maintain/getMaintainStatus → { status: 1, msg, result: [{ isMaintain, message, contact }] }.
export const GET = route({ auth: "public" }, async () => {
  await connection(); // request time, not build time (see /api/category)
  const status = await getMaintenanceStatus();
  // Not for shared caches: switching maintenance on or off must reach shoppers at once. The read
  // goes through the gate's own copy (at most 10 s old), so this answer and the gate agree.
  return ok({ result: [status] }, "Maintenance status fetched successfully", { headers: { "Cache-Control": "no-store" } });
});

// Every other method: 405 with Allow and the envelope (src/server/http/other-methods.ts).
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
