import "server-only";
import { parse, serialize } from "cookie";
import { decode, encode } from "next-auth/jwt";
import { secureCookies, sessionSecret } from "@/env";
import { ADMIN_SESSION_LIFETIME_MS } from "@/server/auth/session-rules";
import { SESSION_ID_PATTERN } from "@/server/auth/customer-session";

// The back office's session: its own cookie, beside the customer's (customer-session.ts). Same
// format (next-auth's encrypted JWT), but the key is derived with another salt, so a customer's
// token is unreadable as an admin's (a customer cookie renamed to this name is no session at all),
// and the token must say role "admin". HttpOnly, SameSite=Strict (the back office is never entered
// from another site with a session), Secure and __Host- prefixed on https. Every admin call reads
// the Session row with its Admin in one query (authorize.ts): a revoked or idle (8 h) session, one
// older than 7 days, a deactivated admin or a raised sessionVersion (password reset) ends it.

export const ADMIN_ROLE = "admin" as const;
const ADMIN_SALT = "silver-aura.admin-session";
export const ADMIN_SESSION_MAX_AGE_SECONDS = ADMIN_SESSION_LIFETIME_MS / 1000;

export interface AdminSessionClaims {
  adminId: string;
  sessionVersion: number;
  sessionId: string;
}

export function adminCookieName(): string {
  return secureCookies() ? "__Host-admin-session" : "admin-session";
}

function cookieOptions(maxAge: number) {
  return { httpOnly: true, sameSite: "strict" as const, secure: secureCookies(), path: "/", maxAge };
}

export function encodeAdminSession(claims: AdminSessionClaims): Promise<string> {
  return encode({
    secret: sessionSecret(),
    salt: ADMIN_SALT,
    maxAge: ADMIN_SESSION_MAX_AGE_SECONDS,
    token: { sub: claims.adminId, role: ADMIN_ROLE, sv: claims.sessionVersion, sid: claims.sessionId },
  });
}

/** The claims of an admin token, or null when it is missing, forged, expired or not an admin's. */
export async function decodeAdminSession(token: string | undefined | null): Promise<AdminSessionClaims | null> {
  if (!token || token.length > 4096) return null;
  try {
    const payload = await decode({ token, secret: sessionSecret(), salt: ADMIN_SALT });
    if (!payload || payload.role !== ADMIN_ROLE || typeof payload.sub !== "string") return null;
    if (typeof payload.sid !== "string" || !SESSION_ID_PATTERN.test(payload.sid)) return null;
    if (typeof payload.sv !== "number" || !Number.isInteger(payload.sv)) return null;
    return { adminId: payload.sub, sessionVersion: payload.sv, sessionId: payload.sid };
  } catch {
    return null;
  }
}

export async function setAdminSessionCookie(response: Response, claims: AdminSessionClaims): Promise<void> {
  const token = await encodeAdminSession(claims);
  response.headers.append("Set-Cookie", serialize(adminCookieName(), token, cookieOptions(ADMIN_SESSION_MAX_AGE_SECONDS)));
}

export function clearAdminSessionCookie(response: Response): void {
  response.headers.append("Set-Cookie", serialize(adminCookieName(), "", { ...cookieOptions(0), expires: new Date(0) }));
}

/** The admin token a request carries, if any (from a Cookie header). */
export function adminSessionToken(request: Request): string | null {
  const header = request.headers.get("cookie");
  return header ? (parse(header)[adminCookieName()] ?? null) : null;
}
