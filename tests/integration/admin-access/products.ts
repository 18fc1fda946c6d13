import type { Access } from "@/server/auth/authorize";

// The back office's routes of this area, for the role table (tests/integration/route-access.test.ts):
// `<route file path under src/app/api> <METHOD>` → its access.

export const ROUTES: Record<string, Access> = {
  // Products (back office §7; the list's and the edit form's read paths are ours: the spec leaves them unnamed)
  "admin/products/route.ts GET": { auth: "admin", permission: "catalogue.read" },
  "admin/products/[id]/route.ts GET": { auth: "admin", permission: "catalogue.read" },
  "product/create/route.ts POST": { auth: "admin", permission: "catalogue.write" },
  "product/update/[id]/route.ts PATCH": { auth: "admin", permission: "catalogue.write" },
  "product/change-status/[id]/[newStatus]/route.ts PATCH": { auth: "admin", permission: "catalogue.write" },
  "product/delete/[id]/[[...images]]/route.ts DELETE": { auth: "admin", permission: "catalogue.write" },
  "product/bulk-create/route.ts POST": { auth: "admin", permission: "catalogue.write" },
};
