import "server-only";
import { env } from "@/env";
import { type StaffRole, TWO_FACTOR_ROLES } from "@/lib/admin/permissions";
import { refusesDemoPassword } from "@/server/admin/auth/admin-auth-rules";
import { db } from "@/server/db";

// The owner's two-factor policy (SiteSettings.twoFactorPolicy): which roles must have a second
// factor. Read with one small query, kept for a few seconds per server instance (a changed policy
// applies within POLICY_CACHE_MS). Enforced only on a real production server: the local shop
// (SHOP_LOCAL, the e2e tests, the demo) never forces anyone, the same rule as the demo password.

export type TwoFactorPolicy = keyof typeof TWO_FACTOR_ROLES;
export type ShopEnvironment = { NODE_ENV: string; SHOP_LOCAL: boolean };

const POLICY_CACHE_MS = 5_000;
let cached: { policy: TwoFactorPolicy; until: number } | undefined;

export async function twoFactorPolicy(now = Date.now()): Promise<TwoFactorPolicy> {
  if (cached && cached.until > now) return cached.policy;
  const row = await db.siteSettings.findUnique({ where: { id: 1 }, select: { twoFactorPolicy: true } });
  const policy: TwoFactorPolicy = row?.twoFactorPolicy === "everyone" ? "everyone" : "owners_managers";
  cached = { policy, until: now + POLICY_CACHE_MS };
  return policy;
}

/** Forgets the cached policy (after the owner changes it, and in tests). */
export function forgetTwoFactorPolicy(): void {
  cached = undefined;
}

/** Whether this server enforces the policy at all: a production server that is not the local shop. */
export function enforcesTwoFactorPolicy(environment: ShopEnvironment = env): boolean {
  return refusesDemoPassword(environment);
}

/** Whether the policy asks `role` for a second factor on this server. */
export async function policyRequiresSecondFactor(role: StaffRole, environment: ShopEnvironment = env): Promise<boolean> {
  if (!enforcesTwoFactorPolicy(environment)) return false;
  return TWO_FACTOR_ROLES[await twoFactorPolicy()].has(role);
}
