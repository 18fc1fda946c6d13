import type { Access } from "@/server/auth/authorize";

// The back office's routes of this area, for the role table (tests/integration/route-access.test.ts):
// `<route file path under src/app/api> <METHOD>` → its access.

export const ROUTES: Record<string, Access> = {
  // Dashboard (back office §2; the path is ours)
  "admin/dashboard/route.ts GET": { auth: "admin", permission: "dashboard" },
  // Inquiries (back office §7 for the status change; the list's path is ours)
  "admin/inquiries/route.ts GET": { auth: "admin", permission: "inquiries" },
  "inquiry/change-status/[id]/[status]/route.ts PATCH": { auth: "admin", permission: "inquiries" },
  // Contact messages
  "admin/messages/route.ts GET": { auth: "admin", permission: "messages" },
  "admin/messages/[id]/status/[status]/route.ts PATCH": { auth: "admin", permission: "messages" },
  // Customers
  "admin/customers/route.ts GET": { auth: "admin", permission: "customers" },
  "admin/customers/[id]/route.ts GET": { auth: "admin", permission: "customers" },
  "admin/customers/[id]/status/[status]/route.ts PATCH": { auth: "admin", permission: "customers" },
};
