import type { Access } from "@/server/auth/authorize";

// The passkey routes (issue 43 §2), for the role table (tests/integration/route-access.test.ts):
// every staff member manages their own passkeys ("dashboard"); removing one asks for a fresh second
// factor; signing in with one is open to anyone (rate-limited per address).
const PUBLIC = { auth: "public" } as const;
const OWN = { auth: "admin", permission: "dashboard" } as const;
/** Also open to someone the two-factor policy still asks to enrol: a passkey is a second factor. */
const ENROL = { auth: "admin", permission: "dashboard", enrolment: true } as const;

export const ROUTES: Record<string, Access> = {
  "admin/passkeys/route.ts GET": ENROL,
  "admin/passkeys/register/options/route.ts POST": ENROL,
  "admin/passkeys/register/route.ts POST": ENROL,
  "admin/passkeys/[id]/route.ts PATCH": OWN,
  "admin/passkeys/[id]/route.ts DELETE": { auth: "admin", permission: "dashboard", stepUp: true },
  "admin/passkeys/step-up/options/route.ts POST": OWN,
  "admin/passkeys/step-up/route.ts POST": OWN,
  "admin/passkeys/sign-in/options/route.ts POST": PUBLIC,
  "admin/passkeys/sign-in/route.ts POST": PUBLIC,
};
