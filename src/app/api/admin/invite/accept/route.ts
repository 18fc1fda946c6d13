import { STAFF_MSG } from "@/lib/admin/staff-messages";
import { ZInviteAcceptRequest } from "@/lib/schemas/admin-staff";
import { ADMIN_AUTH_MAX_BODY_BYTES } from "@/server/admin/auth/admin-auth-rules";
import { acceptInvite } from "@/server/admin/staff/accept-invite";
import { parseAccountBody } from "@/server/auth/parse-account-body";
import { clientAddress } from "@/server/http/client-address";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { readJsonBody } from "@/server/http/read-json-body";
import { route } from "@/server/http/route";

// POST /api/admin/invite/accept {token, password, resetSecret} → 201 (issue 43): the invitation's
// link becomes a member of staff, who then signs in at /adm-login. An expired, used, revoked or
// unknown link is a 400 in words and creates nothing; 429 with Retry-After past 10 tries per address
// in 15 minutes. Public (the link is the proof), and refused cross-site by route().
export const POST = route({ auth: "public" }, async (request) => {
  const input = parseAccountBody(ZInviteAcceptRequest, await readJsonBody(request, { maxBytes: ADMIN_AUTH_MAX_BODY_BYTES }), STAFF_MSG.acceptFillAll);
  const admin = await acceptInvite({ input, address: clientAddress(request.headers) });
  return ok({ email: admin.email }, STAFF_MSG.accepted, { status: 201, headers: { "Cache-Control": "no-store" } });
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
