import "server-only";
import { LOGIN_FAILURES_PER_ACCOUNT, LOGIN_FAILURES_PER_ADDRESS } from "@/server/auth/account-rules";
import type { RateLimitRule } from "@/server/rate-limit";

// Limits of the back office's sign-in and reset: the customers' numbers (5 failures per account and
// 20 per address in 15 minutes), counted under their own names so a storm of customer logins from
// one office never locks the owner out of the back office (and the other way round).

/** Request bodies of /api/admin/login and /reset-password: a few hundred bytes in practice. */
export const ADMIN_AUTH_MAX_BODY_BYTES = 8 * 1024;

export const ADMIN_LOGIN_FAILURES_PER_ACCOUNT: RateLimitRule = { ...LOGIN_FAILURES_PER_ACCOUNT, name: "admin-login-fail-account" };
export const ADMIN_LOGIN_FAILURES_PER_ADDRESS: RateLimitRule = { ...LOGIN_FAILURES_PER_ADDRESS, name: "admin-login-fail-address" };
export const ADMIN_RESET_FAILURES_PER_ACCOUNT: RateLimitRule = { ...LOGIN_FAILURES_PER_ACCOUNT, name: "admin-reset-fail-account" };
export const ADMIN_RESET_FAILURES_PER_ADDRESS: RateLimitRule = { ...LOGIN_FAILURES_PER_ADDRESS, name: "admin-reset-fail-address" };

/** The seeded demo admin's password (prisma/seed/seed-demo.ts), which must never open a real shop. */
export const DEMO_ADMIN_PASSWORD = "ChangeMe-925!";

/**
 * Whether this server refuses the demo password: a production server that is not the local shop
 * (`npm start` on the embedded database, the e2e tests and benchmarks set SHOP_LOCAL).
 */
export function refusesDemoPassword(environment: { NODE_ENV: string; SHOP_LOCAL: boolean }): boolean {
  return environment.NODE_ENV === "production" && !environment.SHOP_LOCAL;
}

/** Wrong authenticator or recovery codes (sign-in's second step and step-up): 5 per account, 20 per address, in 15 minutes. */
export const ADMIN_CODE_FAILURES_PER_ACCOUNT: RateLimitRule = { ...LOGIN_FAILURES_PER_ACCOUNT, name: "admin-code-fail-account" };
export const ADMIN_CODE_FAILURES_PER_ADDRESS: RateLimitRule = { ...LOGIN_FAILURES_PER_ADDRESS, name: "admin-code-fail-address" };
