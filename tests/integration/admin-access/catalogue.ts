import type { Access } from "@/server/auth/authorize";

// The back office's routes of this area, for the role table (tests/integration/route-access.test.ts):
// `<route file path under src/app/api> <METHOD>` → its access.

export const ROUTES: Record<string, Access> = {
  // Categories (back office §7; the list's path is ours: the spec leaves it unnamed)
  "admin/categories/route.ts GET": { auth: "admin", permission: "catalogue.read" },
  "category/create/route.ts POST": { auth: "admin", permission: "catalogue.write" },
  "category/update/[id]/route.ts PUT": { auth: "admin", permission: "catalogue.write" },
  "category/change-status/[id]/[status]/route.ts PATCH": { auth: "admin", permission: "catalogue.write" },
  "category/delete/[id]/route.ts DELETE": { auth: "admin", permission: "catalogue.write" },
  // Colours (the public GET /api/color stays in the main table)
  "admin/colors/route.ts GET": { auth: "admin", permission: "catalogue.read" },
  "color/create/route.ts POST": { auth: "admin", permission: "catalogue.write" },
  "color/update/[id]/route.ts PUT": { auth: "admin", permission: "catalogue.write" },
  "color/change-status/[id]/[status]/route.ts PATCH": { auth: "admin", permission: "catalogue.write" },
  "color/delete/[id]/route.ts DELETE": { auth: "admin", permission: "catalogue.write" },
};
