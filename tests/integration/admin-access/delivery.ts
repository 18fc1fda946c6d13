import type { Access } from "@/server/auth/authorize";

// The back office's delivery routes (issue 21), for the role table
// (tests/integration/route-access.test.ts): `<route file path under src/app/api> <METHOD>` → its access.
const ADMIN = { auth: "admin" } as const;

export const ROUTES: Record<string, Access> = {
  // The owner's dispatch and cash-on-delivery settings, zones and PIN rules (the paths are ours)
  "admin/delivery/settings/route.ts GET": ADMIN,
  "admin/delivery/settings/route.ts PUT": ADMIN,
  "admin/delivery/zones/route.ts GET": ADMIN,
  "admin/delivery/zones/route.ts POST": ADMIN,
  "admin/delivery/zones/[id]/route.ts PATCH": ADMIN,
  "admin/delivery/zones/[id]/route.ts DELETE": ADMIN,
  "admin/delivery/pins/route.ts GET": ADMIN,
  "admin/delivery/pins/route.ts POST": ADMIN,
  "admin/delivery/pins/[id]/route.ts DELETE": ADMIN,
  "admin/delivery/pins/import/route.ts POST": ADMIN,
};
