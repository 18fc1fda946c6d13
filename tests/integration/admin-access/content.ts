import type { Access } from "@/server/auth/authorize";

// The back office's routes of this area, for the role table (tests/integration/route-access.test.ts):
// `<route file path under src/app/api> <METHOD>` → its access.
const ADMIN = { auth: "admin" } as const;

export const ROUTES: Record<string, Access> = {
  // Blog (issue 13; paths ours, the spec leaves them unnamed)
  "admin/blogs/route.ts GET": ADMIN,
  "admin/blogs/route.ts POST": ADMIN,
  "admin/blogs/[id]/route.ts GET": ADMIN,
  "admin/blogs/[id]/route.ts PUT": ADMIN,
  "admin/blogs/[id]/route.ts DELETE": ADMIN,
  // Settings and the audit log
  "admin/settings/route.ts GET": ADMIN,
  "admin/settings/route.ts PUT": ADMIN,
  "admin/audit/route.ts GET": ADMIN,
};
