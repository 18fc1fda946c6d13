import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { parse, serialize } from "cookie";
import { secureCookies } from "@/env";

// The browser a staff member signs in from (ASVS 5.0 V6.3.5): a long-lived HttpOnly cookie with a
// random id, whose SHA-256 AdminDevice keeps per admin. A sign-in from a browser not on the admin's
// list sends them a mail (start-admin-session.ts). The id is no credential: it opens nothing, it
// only tells a known browser from a new one.

/** About 400 days, the longest a browser keeps a cookie. */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;
const DEVICE_ID = /^[A-Za-z0-9_-]{43}$/;

export function deviceCookieName(): string {
  return secureCookies() ? "__Host-admin-device" : "admin-device";
}

/** The device id the request's cookie carries, or null (none, or not one of ours). */
export function deviceIdOf(request: Request): string | null {
  const header = request.headers.get("cookie");
  const value = header ? parse(header)[deviceCookieName()] : undefined;
  return value && DEVICE_ID.test(value) ? value : null;
}

export function newDeviceId(): string {
  return randomBytes(32).toString("base64url");
}

export function hashDeviceId(id: string): string {
  return createHash("sha256").update(id).digest("hex");
}

export function setDeviceCookie(response: Response, id: string): void {
  response.headers.append(
    "Set-Cookie",
    serialize(deviceCookieName(), id, { httpOnly: true, sameSite: "lax", secure: secureCookies(), path: "/", maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS }),
  );
}
