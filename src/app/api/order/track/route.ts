import { trackedOrderJSON } from "@/lib/json/order";
import { SELL_MSG } from "@/lib/messages/selling";
import { clientAddress } from "@/server/http/client-address";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { readJsonBody } from "@/server/http/read-json-body";
import { route } from "@/server/http/route";
import { trackOrder } from "@/server/orders/track-order";
import { TRACK_MAX_BODY_BYTES } from "@/server/orders/tracking-rules";

// POST /api/order/track, body { orderNumber, email } → { status: 1, msg, order } (the tracking
// page; the old app showed a fixed demo). Public, from the shop's own pages only (403 cross-site),
// JSON (415) of at most 2 KB (413); the form's rules (400); one neutral 404 for an unknown number
// and a wrong e-mail alike; 429 with Retry-After per address and per order number.
export const POST = route({ auth: "public" }, async (request) => {
  const body = await readJsonBody(request, { maxBytes: TRACK_MAX_BODY_BYTES });
  const tracked = await trackOrder({ body, address: clientAddress(request.headers) });
  return ok({ order: trackedOrderJSON(tracked) }, SELL_MSG.trackOrderFound, { headers: { "Cache-Control": "private, no-store" } });
});

// Every other method: 405 with Allow and the envelope (src/server/http/other-methods.ts).
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
