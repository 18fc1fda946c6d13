import "server-only";
import { parse, serialize } from "cookie";
import { decode, encode } from "next-auth/jwt";
import { secureCookies, sessionSecret } from "@/env";

// The customer's session: a next-auth JWT (encrypted, A256GCM, keyed from NEXTAUTH_SECRET) in
// next-auth's own session cookie, HttpOnly, SameSite=Lax, Secure when the shop is on https. Our
// login, register and Google endpoints write it with next-auth's encode(), so next-auth's own
// handler (/api/auth/*) and getServerSession() read the same cookie.
//
// The token says who (sub), what (role "customer") and which session version (sv). Every
// protected request loads the customer (src/server/auth/authorize.ts): a deactivated customer, or
// a token older than the customer's sessionVersion (password changed, reset, logged out
// everywhere), gets 401 at once, although the cookie itself is still valid.
//
// The back office adds its own session beside this one: another cookie name (ADMIN_*), another
// salt, so a customer token can never be read as an admin token, and the other way round.

export const CUSTOMER_ROLE = "customer" as const;
/** 30 days, next-auth's default. */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export interface CustomerSessionClaims {
  customerId: string;
  sessionVersion: number;
}

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
    token: { sub: claims.customerId, role: CUSTOMER_ROLE, sv: claims.sessionVersion },
  });
}

/** The claims of a session token, or null when it is missing, forged, expired or not a customer's. */
export async function decodeCustomerSession(token: string | undefined | null): Promise<CustomerSessionClaims | null> {
  if (!token || token.length > 4096) return null;
  try {
    const payload = await decode({ token, secret: sessionSecret() });
    if (!payload || payload.role !== CUSTOMER_ROLE || typeof payload.sub !== "string") return null;
    const sv = typeof payload.sv === "number" && Number.isInteger(payload.sv) ? payload.sv : 0;
    return { customerId: payload.sub, sessionVersion: sv };
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
