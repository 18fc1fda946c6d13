import "server-only";
import { MSG } from "@/lib/messages";
import { customerSessionToken, decodeCustomerSession } from "@/server/auth/customer-session";
import { AppError, forbidden, unauthorized } from "@/server/errors";

// Who may call a handler or a server action, stated in its definition (route(access, handler),
// action(access, fn)) and checked here on every call, never only in the proxy:
//   public               anyone
//   customer             a logged-in, active customer whose session is current
//   customer + ownUserId the same, and the path parameter of that name must be the customer's own id
//   admin                the back office's session (its own cookie; added with the back office)

export type Access =
  | { auth: "public" }
  | { auth: "customer"; ownUserId?: string }
  | { auth: "admin" };

/** The customer behind a session, as every protected handler sees it. */
export interface SessionCustomer {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  sessionVersion: number;
}

/**
 * The session's customer, or null without a valid session: no or a forged cookie, an unknown or
 * deactivated customer, or a session version the customer has since raised.
 */
export async function customerFromSessionToken(token: string | null | undefined): Promise<SessionCustomer | null> {
  const claims = await decodeCustomerSession(token);
  if (!claims) return null;
  // Imported here, not at the top: route() imports this file, and a public route (or a unit test of
  // route()) must not need a database connection just to be defined.
  const { db } = await import("@/server/db");
  const customer = await db.customer.findUnique({
    where: { id: claims.customerId },
    select: { id: true, name: true, email: true, phone: true, active: true, sessionVersion: true },
  });
  if (!customer || !customer.active || customer.sessionVersion !== claims.sessionVersion) return null;
  const { active: _active, ...sessionCustomer } = customer;
  return sessionCustomer;
}

export function customerFromRequest(request: Request): Promise<SessionCustomer | null> {
  return customerFromSessionToken(customerSessionToken(request));
}

/** What a handler learns from authorization: the customer, for customer routes. */
export type AuthContext<A extends Access> = A extends { auth: "customer" } ? { customer: SessionCustomer } : Record<string, never>;

/**
 * Checks `access` for a request: 401 without a valid session, 403 for someone else's {userId}
 * (or a customer at an admin route). Returns what the handler may use.
 */
export async function authorize<A extends Access>(access: A, request: Request, params: Record<string, unknown>): Promise<AuthContext<A>> {
  if (access.auth === "public") return {} as AuthContext<A>;
  if (access.auth === "admin") {
    // The back office's admin session is not built yet: until then no request is an admin's.
    // A customer's session never counts here.
    throw new AppError("UNAUTHORIZED", MSG.adminLoginFirst);
  }
  const customer = await customerFromRequest(request);
  if (!customer) throw unauthorized(MSG.loginFirst);
  if (access.ownUserId !== undefined && params[access.ownUserId] !== customer.id) throw forbidden(MSG.notYourAccount);
  return { customer } as AuthContext<A>;
}
