import "server-only";
import { type Permission, type StaffRole, can } from "@/lib/admin/permissions";
import { STAFF_MSG } from "@/lib/admin/staff-messages";
import { MSG } from "@/lib/messages/shop";
import { adminSessionToken, decodeAdminSession } from "@/server/auth/admin-session";
import { customerSessionToken, decodeCustomerSession } from "@/server/auth/customer-session";
import { assertSecondFactorGate } from "@/server/auth/second-factor-gate";
import { SESSION_TOUCH_INTERVAL_MS, sessionIsLive } from "@/server/auth/session-rules";
import { AppError, forbidden, unauthorized } from "@/server/errors";

// Who may call a handler or a server action, stated in its definition (route(access, handler),
// action(access, fn)) and checked here on every call, never only in the proxy:
//   public               anyone
//   customer             a logged-in, active customer whose session row is live (not revoked,
//                        idle or expired) and whose session version is current
//   customer + ownUserId the same, and the path parameter of that name must be the customer's own id
//   admin + permission   an active admin whose admin session (its own cookie, admin-session.ts)
//                        is live and whose session version is current, and whose role (read from
//                        the database on this request) has the permission (src/lib/admin/permissions.ts);
//                        a customer's session, or a role without the permission, is a 403
//   admin + stepUp       the same, and the session's second factor was given in the last 10 minutes
//                        (src/server/auth/second-factor-gate.ts)
//   admin + enrolment    open to an admin the two-factor policy still asks to enrol (setting up a
//                        second factor, GET /api/admin/me); every other admin call refuses them

export type Access =
  | { auth: "public" }
  | { auth: "customer"; ownUserId?: string }
  | { auth: "admin"; permission: Permission; stepUp?: true; enrolment?: true };

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

/** The admin behind a back-office session, as every admin handler sees it. */
export interface SessionAdmin {
  id: string;
  name: string;
  email: string;
  /** Read from the database on this request. */
  role: StaffRole;
  /** The Session row of this request's token. */
  sessionId: string;
  /** When this session last gave a second factor (or a passkey); null if it never did. */
  secondFactorAt: Date | null;
  /** Whether the admin has an authenticator app or a passkey. */
  hasSecondFactor: boolean;
}

interface AdminSessionRow {
  adminId: string | null;
  revokedAt: Date | null;
  expiresAt: Date;
  lastSeenAt: Date;
  secondFactorAt: Date | null;
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  active: boolean;
  sessionVersion: number;
  hasSecondFactor: boolean;
}

/**
 * The session's admin, or null: no or a forged admin cookie, an unknown, revoked, idle (8 hours) or
 * expired (7 days) session, a deactivated admin, or a token older than the admin's sessionVersion
 * (a password reset). The same single JOIN as the customer's, against the Admin row every call.
 */
export async function adminFromSessionToken(token: string | null | undefined, now: Date = new Date()): Promise<SessionAdmin | null> {
  const claims = await decodeAdminSession(token);
  if (!claims) return null;
  const { db } = await import("@/server/db");
  const [row] = await db.$queryRaw<AdminSessionRow[]>`
    SELECT s."adminId", s."revokedAt", s."expiresAt", s."lastSeenAt", s."secondFactorAt",
           a."id", a."name", a."email", a."role"::text AS "role", a."active", a."sessionVersion",
           (a."totpEnabledAt" IS NOT NULL OR EXISTS (SELECT 1 FROM "Passkey" p WHERE p."adminId" = a."id")) AS "hasSecondFactor"
    FROM "Session" s JOIN "Admin" a ON a."id" = s."adminId"
    WHERE s."id" = ${claims.sessionId} AND s."kind" = 'admin'::"SessionKind"`;
  if (!row || row.adminId !== claims.adminId || !sessionIsLive("admin", row, now)) return null;
  if (!row.active || row.sessionVersion !== claims.sessionVersion) return null;

  if (now.getTime() - row.lastSeenAt.getTime() > SESSION_TOUCH_INTERVAL_MS) {
    await db.session.updateMany({
      where: { id: claims.sessionId, lastSeenAt: { lt: new Date(now.getTime() - SESSION_TOUCH_INTERVAL_MS) } },
      data: { lastSeenAt: now },
    });
  }
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    sessionId: claims.sessionId,
    secondFactorAt: row.secondFactorAt,
    hasSecondFactor: row.hasSecondFactor,
  };
}

export function adminFromRequest(request: Request): Promise<SessionAdmin | null> {
  return adminFromSessionToken(adminSessionToken(request));
}

/** What a handler learns from authorization: the customer for customer routes, the admin for admin routes. */
export type AuthContext<A extends Access> = A extends { auth: "customer" }
  ? { customer: SessionCustomer }
  : A extends { auth: "admin" }
    ? { admin: SessionAdmin }
    : Record<string, never>;

/**
 * Checks `access` for a request: 401 without a valid session, 403 for someone else's {userId}
 * (or a customer at an admin route). Returns what the handler may use.
 */
export async function authorize<A extends Access>(access: A, request: Request, params: Record<string, unknown>): Promise<AuthContext<A>> {
  if (access.auth === "public") return {} as AuthContext<A>;
  if (access.auth === "admin") {
    const admin = await adminFromRequest(request);
    if (!admin) {
      // A signed-in customer is known but not allowed (403); anyone else must sign in (401).
      if (await customerFromRequest(request)) throw forbidden(MSG.adminOnly);
      throw new AppError("UNAUTHORIZED", MSG.adminLoginFirst);
    }
    requirePermission(admin, access.permission);
    await assertSecondFactorGate(admin, access, request);
    return { admin } as AuthContext<A>;
  }
  const customer = await customerFromRequest(request);
  if (!customer) throw unauthorized(MSG.loginFirst);
  if (access.ownUserId !== undefined && params[access.ownUserId] !== customer.id) throw forbidden(MSG.notYourAccount);
  return { customer } as AuthContext<A>;
}

/** A 403 unless the admin's role has the permission; for handlers whose finer choices need more than their route's. */
export function requirePermission(admin: Pick<SessionAdmin, "role">, permission: Permission): void {
  if (!can(admin.role, permission)) throw forbidden(STAFF_MSG.roleForbidden);
}
