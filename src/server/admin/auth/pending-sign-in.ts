import "server-only";
import { parse, serialize } from "cookie";
import { decode, encode } from "next-auth/jwt";
import { secureCookies, sessionSecret } from "@/env";

// The sign-in between the password and the second factor: a short-lived (5 minutes) encrypted
// cookie (next-auth's JWT, its own salt, so neither session cookie reads as one) saying whose
// password was right. It is no session: no admin route accepts it. The second step
// (POST /api/admin/login/second-factor) reads it, checks the code and starts the real session.

const PENDING_SALT = "silver-aura.admin-pending-sign-in";
const PURPOSE = "admin-second-factor";
export const PENDING_SIGN_IN_MS = 5 * 60 * 1000;

export interface PendingSignIn {
  adminId: string;
  sessionVersion: number;
}

export function pendingCookieName(): string {
  return secureCookies() ? "__Host-admin-pending" : "admin-pending";
}

function cookieOptions(maxAge: number) {
  return { httpOnly: true, sameSite: "strict" as const, secure: secureCookies(), path: "/", maxAge };
}

export function encodePendingSignIn(claims: PendingSignIn, now: Date = new Date()): Promise<string> {
  return encode({
    secret: sessionSecret(),
    salt: PENDING_SALT,
    maxAge: PENDING_SIGN_IN_MS / 1000,
    token: { sub: claims.adminId, sv: claims.sessionVersion, purpose: PURPOSE, at: now.getTime() },
  });
}

/** The pending sign-in, or null when missing, forged, not ours or older than 5 minutes. */
export async function decodePendingSignIn(token: string | null | undefined, now: Date = new Date()): Promise<PendingSignIn | null> {
  if (!token || token.length > 4096) return null;
  try {
    const payload = await decode({ token, secret: sessionSecret(), salt: PENDING_SALT });
    if (!payload || payload.purpose !== PURPOSE || typeof payload.sub !== "string") return null;
    if (typeof payload.sv !== "number" || !Number.isInteger(payload.sv) || typeof payload.at !== "number") return null;
    const age = now.getTime() - payload.at;
    if (age < -60_000 || age > PENDING_SIGN_IN_MS) return null;
    return { adminId: payload.sub, sessionVersion: payload.sv };
  } catch {
    return null;
  }
}

export async function setPendingSignInCookie(response: Response, claims: PendingSignIn, now: Date = new Date()): Promise<void> {
  response.headers.append("Set-Cookie", serialize(pendingCookieName(), await encodePendingSignIn(claims, now), cookieOptions(PENDING_SIGN_IN_MS / 1000)));
}

export function clearPendingSignInCookie(response: Response): void {
  response.headers.append("Set-Cookie", serialize(pendingCookieName(), "", { ...cookieOptions(0), expires: new Date(0) }));
}

export function pendingSignInToken(request: Request): string | null {
  const header = request.headers.get("cookie");
  return header ? (parse(header)[pendingCookieName()] ?? null) : null;
}
