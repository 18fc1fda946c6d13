import type { Access } from "@/server/auth/authorize";

// The back office's routes of this area, for the role table (tests/integration/route-access.test.ts):
// `<route file path under src/app/api> <METHOD>` → its access.
const ADMIN = { auth: "admin" } as const;

export const ROUTES: Record<string, Access> = {
  // Categories (back office §7; the list's path is ours: the spec leaves it unnamed)
  "admin/categories/route.ts GET": ADMIN,
  "category/create/route.ts POST": ADMIN,
  "category/update/[id]/route.ts PUT": ADMIN,
  "category/change-status/[id]/[status]/route.ts PATCH": ADMIN,
  "category/delete/[id]/route.ts DELETE": ADMIN,
  // Colours (the public GET /api/color stays in the main table)
  "admin/colors/route.ts GET": ADMIN,
  "color/create/route.ts POST": ADMIN,
  "color/update/[id]/route.ts PUT": ADMIN,
  "color/change-status/[id]/[status]/route.ts PATCH": ADMIN,
  "color/delete/[id]/route.ts DELETE": ADMIN,
};
