import { connection } from "next/server";
import { DELIVERY_MSG } from "@/lib/admin/delivery-messages";
import { readAdminDeliverySettings } from "@/server/admin/delivery/delivery-settings-record";
import { parseDeliverySettings, updateDeliverySettings } from "@/server/admin/delivery/update-delivery-settings";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { readJsonBody } from "@/server/http/read-json-body";
import { route } from "@/server/http/route";

// The owner's dispatch and cash-on-delivery settings (issue 21; the path is ours).

// GET /api/admin/delivery/settings → { settings }: dispatch days, the COD switch, fee and limit (paise)
// and the open COD orders allowed per phone or address.
export const GET = route({ auth: "admin", permission: "delivery" }, async () => {
  await connection();
  return ok({ settings: await readAdminDeliverySettings() }, DELIVERY_MSG.settingsFetched, { headers: { "Cache-Control": "no-store" } });
});

// PUT /api/admin/delivery/settings { dispatchDaysMin, dispatchDaysMax, codEnabled, codFee, codLimit
// (rupees, up to two decimals), codOpenOrdersLimit } → { settings }.
export const PUT = route({ auth: "admin", permission: "delivery" }, async (request, _context, { admin }) => {
  const values = parseDeliverySettings(await readJsonBody(request, { maxBytes: 4 * 1024 }));
  const { settings, changed } = await updateDeliverySettings({ admin, values });
  return ok({ settings }, changed ? DELIVERY_MSG.settingsUpdated : DELIVERY_MSG.settingsUnchanged, { headers: { "Cache-Control": "no-store" } });
});

export const { POST, PATCH, DELETE, OPTIONS } = otherMethods({ GET, PUT });
