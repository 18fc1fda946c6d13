import "server-only";
import { STEP_UP_WINDOW_MS } from "@/lib/admin/permissions";
import { STAFF_MSG } from "@/lib/admin/staff-messages";
import { env } from "@/env";
import type { ShopEnvironment } from "@/server/admin/two-factor/policy";
import type { StaffRole } from "@/lib/admin/permissions";
import { AppError } from "@/server/errors";

// The second factor's part of every admin request (issue 43), after the role's permission:
//   - step-up: an access with `stepUp: true` (refunds, payment links, the silver rate, staff changes,
//     the maintenance switch) needs a second factor given in this session in the last 10 minutes;
//     otherwise a 403 with the header `X-Step-Up: required`, which the back office's client answers
//     by asking for a code (or a passkey) and sending the call again.
//   - enrolment: where the owner's policy asks this admin for a second factor and they have none yet
//     (on a production server), only the enrolment calls are open (`X-Second-Factor: enrol`).

/** What the gate reads of the admin (authorize.ts's SessionAdmin has it; named here so this file needs nothing of authorize.ts). */
interface GateAdmin {
  role: StaffRole;
  secondFactorAt: Date | null;
  hasSecondFactor: boolean;
}

/** What the gate reads of a route's admin access (authorize.ts's Access). */
interface GateAccess {
  stepUp?: true;
  enrolment?: true;
}

/** The header a refused step-up carries, and its value. */
export const STEP_UP_HEADER = "X-Step-Up";
export const ENROL_HEADER = "X-Second-Factor";

/** Checks the second factor for one admin request (called by authorize()). */
export async function assertSecondFactorGate(
  admin: GateAdmin,
  access: GateAccess,
  _request: Request,
  environment: ShopEnvironment = env,
): Promise<void> {
  if (!access.enrolment && (await mustEnrolSecondFactor(admin, environment))) {
    throw new AppError("FORBIDDEN", STAFF_MSG.enrolRequired, { headers: { [ENROL_HEADER]: "enrol" } });
  }
  if (access.stepUp) requireFreshSecondFactor(admin);
}

/**
 * A 403 with `X-Step-Up: required` unless the session gave its second factor in the last 10 minutes.
 * An admin with no second factor at all has nothing to give again; the enrolment rule (above)
 * makes sure that never holds for an owner or a manager on a production server.
 */
export function requireFreshSecondFactor(admin: Pick<GateAdmin, "hasSecondFactor" | "secondFactorAt">, now: Date = new Date()): void {
  if (!admin.hasSecondFactor) return;
  const givenAt = admin.secondFactorAt?.getTime();
  if (givenAt !== undefined && now.getTime() - givenAt <= STEP_UP_WINDOW_MS) return;
  throw new AppError("FORBIDDEN", STAFF_MSG.stepUpRequired, { headers: { [STEP_UP_HEADER]: "required" } });
}

/**
 * Whether the owner's two-factor policy asks this admin for a second factor they have not set up yet,
 * on a production server (never on the local shop). Such an admin may only open /admin/account and
 * call the enrolment routes until they have one. The policy is read from SiteSettings (cached a few
 * seconds, src/server/admin/two-factor/policy.ts); `environment` is injectable for the tests.
 */
export async function mustEnrolSecondFactor(admin: Pick<GateAdmin, "role" | "hasSecondFactor">, environment: ShopEnvironment = env): Promise<boolean> {
  if (admin.hasSecondFactor) return false;
  // Imported here, not at the top: route() imports this file through authorize.ts, and a public route
  // (or a unit test of route()) must not need a database connection just to be defined.
  const { policyRequiresSecondFactor } = await import("@/server/admin/two-factor/policy");
  return policyRequiresSecondFactor(admin.role, environment);
}
