import type { Access } from "@/server/auth/authorize";

// The authenticator app, the sign-in's second step and step-up (issue 43 §2), for the role table
// (tests/integration/route-access.test.ts). Every role may protect its own account ("dashboard");
// the enrolment calls stay open while the two-factor policy asks the admin to enrol.
const OWN = { auth: "admin", permission: "dashboard" } as const;
const ENROLMENT = { auth: "admin", permission: "dashboard", enrolment: true } as const;
const STEP_UP = { auth: "admin", permission: "dashboard", stepUp: true } as const;

export const ROUTES: Record<string, Access> = {
  "admin/login/second-factor/route.ts POST": { auth: "public" },
  "admin/two-factor/route.ts GET": ENROLMENT,
  "admin/two-factor/route.ts DELETE": STEP_UP,
  "admin/two-factor/setup/route.ts POST": ENROLMENT,
  "admin/two-factor/confirm/route.ts POST": ENROLMENT,
  "admin/two-factor/recovery-codes/route.ts POST": STEP_UP,
  "admin/step-up/route.ts POST": OWN,
};
