import type { Access } from "@/server/auth/authorize";

// The back office's routes of this area, for the role table (tests/integration/route-access.test.ts):
// `<route file path under src/app/api> <METHOD>` → its access.
const STAFF = { auth: "admin", permission: "staff" } as const;
const STAFF_CHANGE = { auth: "admin", permission: "staff", stepUp: true } as const;
const OWN = { auth: "admin", permission: "dashboard" } as const;

export const ROUTES: Record<string, Access> = {
  // The team (issue 43 §1): the owner reads freely; every change asks for the second factor again.
  "admin/staff/route.ts GET": STAFF,
  "admin/staff/invites/route.ts POST": STAFF_CHANGE,
  "admin/staff/invites/[id]/route.ts DELETE": STAFF_CHANGE,
  "admin/staff/invites/[id]/resend/route.ts POST": STAFF_CHANGE,
  "admin/staff/[id]/role/route.ts PATCH": STAFF_CHANGE,
  "admin/staff/[id]/active/route.ts PATCH": STAFF_CHANGE,
  "admin/staff/[id]/second-factor/reset/route.ts POST": STAFF_CHANGE,
  "admin/staff/settings/route.ts PUT": STAFF_CHANGE,
  // Accepting an invitation: the link is the proof (public, rate-limited, refused cross-site).
  "admin/invite/accept/route.ts POST": { auth: "public" },
  // Each staff member's own signed-in devices (every role).
  "admin/sessions/route.ts GET": OWN,
  "admin/sessions/[sessionId]/route.ts DELETE": OWN,
  "admin/sessions/revoke-others/route.ts POST": OWN,
};
