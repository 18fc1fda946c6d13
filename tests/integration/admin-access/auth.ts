import type { Access } from "@/server/auth/authorize";

// The back office's routes of this area, for the role table (tests/integration/route-access.test.ts):
// `<route file path under src/app/api> <METHOD>` → its access.
const PUBLIC = { auth: "public" } as const;

export const ROUTES: Record<string, Access> = {
  // Sign-in, logout and reset are open to anyone (a cross-site call is still refused by route()).
  "admin/login/route.ts POST": PUBLIC,
  "admin/logout/route.ts POST": PUBLIC,
  "admin/reset-password/route.ts PUT": PUBLIC,
  "admin/me/route.ts GET": { auth: "admin", permission: "dashboard", enrolment: true },
};
