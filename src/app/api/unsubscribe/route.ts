import { NextResponse } from "next/server";
import { absoluteUrl } from "@/env";
import { UNSUBSCRIBE_MSG } from "@/lib/marketing/consent-messages";
import { badRequest } from "@/server/errors";
import { clientAddress } from "@/server/http/client-address";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { readBodyText } from "@/server/http/read-body-text";
import { route } from "@/server/http/route";
import { unsubscribe } from "@/server/marketing/unsubscribe";
import { readUnsubscribeToken } from "@/server/notify/unsubscribe-link";
import { enforceRateLimit } from "@/server/rate-limit";

// POST /api/unsubscribe?t=<token> (issue 45, RFC 8058 one-click): what a mail client posts on its
// own (form-encoded `List-Unsubscribe=One-Click`) and what the /unsubscribe page's button posts.
// No session: the signed token names the address and the list, so it is taken from any site. 200 also when already unsubscribed;
// a token that is not ours → 400. The page's form adds `from=page` and is sent back to the page
// (303), which shows a calm confirmation without any script.

const UNSUBSCRIBE_PER_ADDRESS = { name: "unsubscribe", limit: 60, windowMs: 10 * 60 * 1000 };

export const POST = route({ auth: "public" }, async (request) => {
  await enforceRateLimit(UNSUBSCRIBE_PER_ADDRESS, clientAddress(request.headers), UNSUBSCRIBE_MSG.tooMany);
  const token = new URL(request.url).searchParams.get("t") ?? "";
  const subject = readUnsubscribeToken(token);
  if (!subject) throw badRequest(UNSUBSCRIBE_MSG.badLink);
  const form = new URLSearchParams(await readBodyText(request, { maxBytes: 2048 }));
  const { changed } = await unsubscribe(subject);
  if (form.get("from") === "page") {
    return NextResponse.redirect(absoluteUrl(`/unsubscribe?${new URLSearchParams({ t: token, done: "1" }).toString()}`), 303);
  }
  return ok({ list: subject.list, changed }, changed ? UNSUBSCRIBE_MSG.unsubscribed : UNSUBSCRIBE_MSG.alreadyUnsubscribed, { headers: { "Cache-Control": "no-store" } });
  // The token is the only credential (no cookie is read), so a one-click post from a webmail's page on
  // another site is taken too.
}, { tokenInUrl: true });

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
