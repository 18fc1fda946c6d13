import "server-only";
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from "jose";
import { env } from "@/env";

// Google ID tokens (Sign in with Google's `credential`), checked as Google documents: signed by
// one of Google's keys (JWKS, fetched and cached by jose), issued by accounts.google.com for our
// client id, unexpired, and with a verified e-mail. The key source is GOOGLE_JWKS_URL, so tests
// serve their own keys; it can also be passed in.

const ISSUERS = ["accounts.google.com", "https://accounts.google.com"];
/** Leeway for clocks that disagree a little. */
const CLOCK_TOLERANCE_SECONDS = 30;

export interface GoogleIdentity {
  googleId: string;
  email: string;
  name: string | null;
}

let remote: { url: string; keys: JWTVerifyGetKey } | undefined;

/** The JWKS at GOOGLE_JWKS_URL, one cached key set per URL. */
export function googleKeys(url: string = env.GOOGLE_JWKS_URL): JWTVerifyGetKey {
  if (remote?.url !== url) remote = { url, keys: createRemoteJWKSet(new URL(url)) };
  return remote.keys;
}

/** The identity in a valid Google ID token, or null for anything else (bad signature, audience, issuer, expiry, unverified e-mail). */
export async function verifyGoogleIdToken(
  credential: string,
  { audience, keys = googleKeys() }: { audience: string; keys?: JWTVerifyGetKey },
): Promise<GoogleIdentity | null> {
  try {
    const { payload } = await jwtVerify(credential, keys, {
      audience,
      issuer: ISSUERS,
      algorithms: ["RS256"],
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      requiredClaims: ["sub", "exp", "iat"],
    });
    const { sub, email, email_verified: verified, name } = payload;
    if (typeof sub !== "string" || !sub || typeof email !== "string" || !email) return null;
    if (verified !== true && verified !== "true") return null;
    return { googleId: sub, email: email.trim().toLowerCase(), name: typeof name === "string" && name.trim() ? name.trim() : null };
  } catch {
    return null;
  }
}
