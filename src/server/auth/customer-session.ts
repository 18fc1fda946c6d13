import "server-only";
import { parse, serialize } from "cookie";
import { decode, encode } from "next-auth/jwt";
import { secureCookies, sessionSecret } from "@/env";
import { CUSTOMER_SESSION_LIFETIME_MS } from "@/server/auth/session-rules";

// The customer's session: a next-auth JWT (encrypted, A256GCM, keyed from NEXTAUTH_SECRET) in
// next-auth's own session cookie, HttpOnly, SameSite=Lax, Secure when the shop is on https. Our
// login, register and Google endpoints write it with next-auth's encode(), so next-auth's own
// handler (/api/auth/*) and getServerSession() read the same cookie.
//
// The token says who (sub), what (role "customer"), which session version (sv) and which session
// (sid: the id of its Session row, made at sign-in by create-session.ts). Every protected request
// reads that row with its customer in one query (src/server/auth/authorize.ts): a revoked row
// (logout, "Sign out everywhere", a password change or reset), one unused for 30 days or older
// than 90, a deactivated customer, or a token older than the customer's sessionVersion gets 401
// at once, although the cookie itself is still valid.
//
// The back office adds its own session beside this one: another cookie name (ADMIN_*), another
// salt, so a customer token can never be read as an admin token, and the other way round; its
// rows are Session rows of kind "admin".

export const CUSTOMER_ROLE = "customer" as const;
/** The token and the remembered cookie last as long as the session may (its row ends it sooner when idle or revoked). */
export const SESSION_MAX_AGE_SECONDS = CUSTOMER_SESSION_LIFETIME_MS / 1000;

export interface CustomerSessionClaims {
  customerId: string;
  sessionVersion: number;
  /** The Session row's id. */
  sessionId: string;
}

/** What a session id looks like (create-session.ts makes 32 base64url characters). */
export const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** next-auth's cookie name: `__Secure-` prefixed on https, as next-auth itself names it. */
export function customerCookieName(): string {
  return secureCookies() ? "__Secure-next-auth.session-token" : "next-auth.session-token";
}

export function customerCookieOptions(maxAgeSeconds: number | undefined) {
  return {
    httpOnly: true,
    sameSite: "lax" as const,
    secure: secureCookies(),
    path: "/",
    // Without "Remember me" the cookie lasts as long as the browser session; the token itself still expires.
    ...(maxAgeSeconds === undefined ? {} : { maxAge: maxAgeSeconds }),
  };
}

/** A fresh session token for a customer (next-auth's JWT format, salt "" like next-auth's own). */
export function encodeCustomerSession(claims: CustomerSessionClaims): Promise<string> {
  return encode({
    secret: sessionSecret(),
    maxAge: SESSION_MAX_AGE_SECONDS,
    token: { sub: claims.customerId, role: CUSTOMER_ROLE, sv: claims.sessionVersion, sid: claims.sessionId },
  });
}

/**
 * The claims of a session token, or null when it is missing, forged, expired, not a customer's, or
 * made before sessions had rows (no sid: such a token ends, and its customer signs in again).
 */
export async function decodeCustomerSession(token: string | undefined | null): Promise<CustomerSessionClaims | null> {
  if (!token || token.length > 4096) return null;
  try {
    const payload = await decode({ token, secret: sessionSecret() });
    if (!payload || payload.role !== CUSTOMER_ROLE || typeof payload.sub !== "string") return null;
    if (typeof payload.sid !== "string" || !SESSION_ID_PATTERN.test(payload.sid)) return null;
    const sv = typeof payload.sv === "number" && Number.isInteger(payload.sv) ? payload.sv : 0;
    return { customerId: payload.sub, sessionVersion: sv, sessionId: payload.sid };
  } catch {
    return null; // tampered, wrong key, expired: no session
  }
}

/** Sets the session cookie on a response. `remember` false: a browser-session cookie. */
export async function setCustomerSessionCookie(
  response: Response,
  claims: CustomerSessionClaims,
  { remember = true }: { remember?: boolean } = {},
): Promise<void> {
  const token = await encodeCustomerSession(claims);
  response.headers.append("Set-Cookie", serialize(customerCookieName(), token, customerCookieOptions(remember ? SESSION_MAX_AGE_SECONDS : undefined)));
}

/** Clears the session cookie (logout). */
export function clearCustomerSessionCookie(response: Response): void {
  response.headers.append("Set-Cookie", serialize(customerCookieName(), "", { ...customerCookieOptions(0), expires: new Date(0) }));
}

/** The session token a request carries, if any. */
export function customerSessionToken(request: Request): string | null {
  const header = request.headers.get("cookie");
  return header ? (parse(header)[customerCookieName()] ?? null) : null;
}
