import "server-only";
import { MSG } from "@/lib/messages";
import { customerSessionToken, decodeCustomerSession } from "@/server/auth/customer-session";
import { SESSION_TOUCH_INTERVAL_MS, sessionIsLive } from "@/server/auth/session-rules";
import { AppError, forbidden, unauthorized } from "@/server/errors";

// Who may call a handler or a server action, stated in its definition (route(access, handler),
// action(access, fn)) and checked here on every call, never only in the proxy:
//   public               anyone
//   customer             a logged-in, active customer whose session row is live (not revoked,
//                        idle or expired) and whose session version is current
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
  /** The Session row of this request's token ("This device" on /account). */
  sessionId: string;
}

/** What the one query per protected call reads: the session row and its customer. */
interface SessionRow {
  customerId: string | null;
  revokedAt: Date | null;
  expiresAt: Date;
  lastSeenAt: Date;
  id: string;
  name: string;
  email: string;
  phone: string | null;
  active: boolean;
  sessionVersion: number;
}

/**
 * The session's customer, or null without a valid session: no or a forged cookie, an unknown,
 * revoked, idle (30 days) or expired (90 days) session, a deactivated customer, or a session
 * version the customer has since raised. One round trip: the session row and its customer in one
 * SELECT ... JOIN (Prisma would send two queries for the relation). lastSeenAt is written only
 * when it is more than 5 minutes old, by a conditional update, so a busy session costs reads only.
 */
export async function customerFromSessionToken(token: string | null | undefined, now: Date = new Date()): Promise<SessionCustomer | null> {
  const claims = await decodeCustomerSession(token);
  if (!claims) return null;
  // Imported here, not at the top: route() imports this file, and a public route (or a unit test of
  // route()) must not need a database connection just to be defined.
  const { db } = await import("@/server/db");
  const [row] = await db.$queryRaw<SessionRow[]>`
    SELECT s."customerId", s."revokedAt", s."expiresAt", s."lastSeenAt",
           c."id", c."name", c."email", c."phone", c."active", c."sessionVersion"
    FROM "Session" s JOIN "Customer" c ON c."id" = s."customerId"
    WHERE s."id" = ${claims.sessionId} AND s."kind" = 'customer'::"SessionKind"`;
  if (!row || row.customerId !== claims.customerId || !sessionIsLive("customer", row, now)) return null;
  if (!row.active || row.sessionVersion !== claims.sessionVersion) return null;

  if (now.getTime() - row.lastSeenAt.getTime() > SESSION_TOUCH_INTERVAL_MS) {
    await db.session.updateMany({
      where: { id: claims.sessionId, lastSeenAt: { lt: new Date(now.getTime() - SESSION_TOUCH_INTERVAL_MS) } },
      data: { lastSeenAt: now },
    });
  }
  return { id: row.id, name: row.name, email: row.email, phone: row.phone, sessionVersion: row.sessionVersion, sessionId: claims.sessionId };
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
