import type { Access } from "@/server/auth/authorize";

// The back office's routes of this area, for the role table (tests/integration/route-access.test.ts):
// `<route file path under src/app/api> <METHOD>` → its access.
const ADMIN = { auth: "admin" } as const;

export const ROUTES: Record<string, Access> = {
  // Products (back office §7; the list's and the edit form's read paths are ours: the spec leaves them unnamed)
  "admin/products/route.ts GET": ADMIN,
  "admin/products/[id]/route.ts GET": ADMIN,
  "product/create/route.ts POST": ADMIN,
  "product/update/[id]/route.ts PATCH": ADMIN,
  "product/change-status/[id]/[newStatus]/route.ts PATCH": ADMIN,
  "product/delete/[id]/[[...images]]/route.ts DELETE": ADMIN,
  "product/bulk-create/route.ts POST": ADMIN,
};
