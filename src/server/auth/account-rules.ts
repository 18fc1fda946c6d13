import type { RateLimitRule } from "@/server/rate-limit";

// Limits of the accounts API, counted in the database (src/server/rate-limit.ts), so they hold
// across serverless instances and restarts.

const MINUTE = 60 * 1000;

/** Request bodies of /api/user/*: a few hundred bytes in practice; a Google ID token is ~1–2 KB. */
export const ACCOUNT_MAX_BODY_BYTES = 8 * 1024;

/** Failed logins per account (e-mail): 5 in 15 minutes, then that account's logins wait. */
export const LOGIN_FAILURES_PER_ACCOUNT: RateLimitRule = { name: "login-fail-account", limit: 5, windowMs: 15 * MINUTE };
/**
 * Failed logins per client address: 20 in 15 minutes. Higher than per account, since a family or
 * an office shares an address, and it stops one address from trying a few passwords on many accounts.
 */
export const LOGIN_FAILURES_PER_ADDRESS: RateLimitRule = { name: "login-fail-address", limit: 20, windowMs: 15 * MINUTE };
/** Wrong current passwords on /account, per customer: a stolen session must not become a password oracle. */
export const CHANGE_PASSWORD_FAILURES: RateLimitRule = { name: "change-password-fail", limit: 5, windowMs: 15 * MINUTE };

/** New accounts per address: 10 an hour. */
export const REGISTER_PER_ADDRESS: RateLimitRule = { name: "register", limit: 10, windowMs: 60 * MINUTE };
/** Reset requests per address: 5 in 15 minutes (answered 429). */
export const FORGOT_PER_ADDRESS: RateLimitRule = { name: "forgot-password", limit: 5, windowMs: 15 * MINUTE };
/** Reset mails per account: 3 an hour; past that the answer stays the same but no mail is sent, so nobody can flood an inbox. */
export const FORGOT_MAILS_PER_ACCOUNT: RateLimitRule = { name: "forgot-password-mail", limit: 3, windowMs: 60 * MINUTE };
/** Reset attempts per address: 10 in 15 minutes (a token cannot be guessed; this only keeps argon2 work bounded). */
export const RESET_PER_ADDRESS: RateLimitRule = { name: "reset-password", limit: 10, windowMs: 15 * MINUTE };
/** Google sign-ins per address: 20 in 15 minutes (each costs a signature check and maybe a key fetch). */
export const GOOGLE_PER_ADDRESS: RateLimitRule = { name: "google-auth", limit: 20, windowMs: 15 * MINUTE };
