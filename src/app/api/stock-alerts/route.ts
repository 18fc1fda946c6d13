import { STOCK_ALERT_MSG } from "@/lib/stock-alerts/messages";
import { clientAddress } from "@/server/http/client-address";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { readJsonBody } from "@/server/http/read-json-body";
import { route } from "@/server/http/route";
import { STOCK_ALERT_MAX_BODY_BYTES } from "@/server/stock-alerts/alert-rules";
import { askForStockAlert } from "@/server/stock-alerts/ask-for-alert";

// POST /api/stock-alerts, body { productId, sizeId?, email, phone?, marketing? } → 201 (a new alert)
// or 200 (the same address had asked) { status: 1, msg, alert: { id } } (issue 45). Public, only from
// the shop's own pages (403 cross-site), JSON (415), at most 4 KB (413). 400 in the form's words, 404
// for a piece not in the shop, 409 "This piece is in stock: you can order it now.", 429 with
// Retry-After past 10 requests per client address in 10 minutes or 5 per e-mail in an hour.
export const POST = route({ auth: "public" }, async (request) => {
  const body = await readJsonBody(request, { maxBytes: STOCK_ALERT_MAX_BODY_BYTES });
  const alert = await askForStockAlert({ body, address: clientAddress(request.headers) });
  return ok({ alert: { id: alert.id } }, STOCK_ALERT_MSG.saved(alert.email), { status: alert.created ? 201 : 200, headers: { "Cache-Control": "no-store" } });
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
