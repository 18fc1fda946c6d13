import { NextResponse } from "next/server";
import { absoluteUrl } from "@/env";
import { href } from "@/lib/links";
import { customerFromRequest } from "@/server/auth/authorize";
import { otherMethods } from "@/server/http/other-methods";
import { route } from "@/server/http/route";

// GET /api/cart/open: the link in a cart reminder (issue 45). A signed-in customer goes straight to
// their cart (303 /cart); anyone else to the login, which brings them back to the cart
// (303 /login?callbackUrl=/cart), where their saved cart joins this browser's. No script, no page.
export const GET = route({ auth: "public" }, async (request) => {
  const customer = await customerFromRequest(request);
  const target = customer ? href.cart() : href.loginThen(href.cart());
  return NextResponse.redirect(absoluteUrl(target), { status: 303, headers: { "Cache-Control": "private, no-store" } });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
