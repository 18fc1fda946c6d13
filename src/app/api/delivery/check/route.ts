import { z } from "zod";
import { DELIVERY_MSG } from "@/lib/delivery/delivery-messages";
import { checkDeliveryForVisitor } from "@/server/delivery/check-delivery-for-visitor";
import { DELIVERY_CHECK_CACHE_CONTROL } from "@/server/delivery/delivery-rules";
import { clientAddress } from "@/server/http/client-address";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { parseQuery, route } from "@/server/http/route";

// GET /api/delivery/check?pin=560001 → { status: 1, msg, delivery: { pincode, serviceable, zone,
// deliveryFrom, deliveryBy, cod: { available, feePaise, limitPaise } } } (dates yyyy-mm-dd, India's
// calendar). The "Check delivery" box on the product page, the cart and checkout. Public; 400 with
// the PIN message for anything but 6 digits; 429 with Retry-After per address. An unserved PIN is a
// 200 with serviceable false: a true answer, not an error.
const ZDeliveryCheckQuery = z.object({ pin: z.string().optional() });

export const GET = route({ auth: "public" }, async (request) => {
  const { pin } = parseQuery(request, ZDeliveryCheckQuery);
  const delivery = await checkDeliveryForVisitor({ pin, address: clientAddress(request.headers) });
  return ok({ delivery }, DELIVERY_MSG.checked, { headers: { "Cache-Control": DELIVERY_CHECK_CACHE_CONTROL } });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
