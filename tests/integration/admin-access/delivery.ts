import type { Access } from "@/server/auth/authorize";

// The back office's delivery routes (issue 21), for the role table
// (tests/integration/route-access.test.ts): `<route file path under src/app/api> <METHOD>` → its access.

export const ROUTES: Record<string, Access> = {
  // The owner's dispatch and cash-on-delivery settings, zones and PIN rules (the paths are ours)
  "admin/delivery/settings/route.ts GET": { auth: "admin", permission: "delivery" },
  "admin/delivery/settings/route.ts PUT": { auth: "admin", permission: "delivery" },
  "admin/delivery/zones/route.ts GET": { auth: "admin", permission: "delivery" },
  "admin/delivery/zones/route.ts POST": { auth: "admin", permission: "delivery" },
  "admin/delivery/zones/[id]/route.ts PATCH": { auth: "admin", permission: "delivery" },
  "admin/delivery/zones/[id]/route.ts DELETE": { auth: "admin", permission: "delivery" },
  "admin/delivery/pins/route.ts GET": { auth: "admin", permission: "delivery" },
  "admin/delivery/pins/route.ts POST": { auth: "admin", permission: "delivery" },
  "admin/delivery/pins/[id]/route.ts DELETE": { auth: "admin", permission: "delivery" },
  "admin/delivery/pins/import/route.ts POST": { auth: "admin", permission: "delivery" },
};
