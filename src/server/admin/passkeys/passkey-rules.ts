import "server-only";
import { LOGIN_FAILURES_PER_ADDRESS } from "@/server/auth/account-rules";
import type { RateLimitRule } from "@/server/rate-limit";

/** Sign-in options asked for per client address (each makes a challenge row): 30 in 15 minutes. */
export const PASSKEY_OPTIONS_PER_ADDRESS: RateLimitRule = { name: "passkey-options-address", limit: 30, windowMs: 15 * 60 * 1000 };
/** Failed passkey sign-ins per client address: the password sign-in's limit, under its own name. */
export const PASSKEY_SIGN_IN_FAILURES_PER_ADDRESS: RateLimitRule = { ...LOGIN_FAILURES_PER_ADDRESS, name: "passkey-sign-in-fail-address" };
/** A WebAuthn answer is a few kilobytes at most. */
export const PASSKEY_MAX_BODY_BYTES = 32 * 1024;
