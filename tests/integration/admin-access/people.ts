import type { Access } from "@/server/auth/authorize";

// The back office's routes of this area, for the role table (tests/integration/route-access.test.ts):
// `<route file path under src/app/api> <METHOD>` → its access.
const ADMIN = { auth: "admin" } as const;

export const ROUTES: Record<string, Access> = {
  // Dashboard (back office §2; the path is ours)
  "admin/dashboard/route.ts GET": ADMIN,
  // Inquiries (back office §7 for the status change; the list's path is ours)
  "admin/inquiries/route.ts GET": ADMIN,
  "inquiry/change-status/[id]/[status]/route.ts PATCH": ADMIN,
  // Contact messages
  "admin/messages/route.ts GET": ADMIN,
  "admin/messages/[id]/status/[status]/route.ts PATCH": ADMIN,
  // Customers
  "admin/customers/route.ts GET": ADMIN,
  "admin/customers/[id]/route.ts GET": ADMIN,
  "admin/customers/[id]/status/[status]/route.ts PATCH": ADMIN,
};
