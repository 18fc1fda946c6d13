import type { Access } from "@/server/auth/authorize";

// The back office's routes of the jeweller's shop (issue 21), for the role table
// (tests/integration/route-access.test.ts): `<route file path under src/app/api> <METHOD>` → its access.

export const ROUTES: Record<string, Access> = {
  // Today's silver rate and its history (the path is ours)
  "admin/silver-rate/route.ts GET": { auth: "admin", permission: "silver-rate" },
  "admin/silver-rate/route.ts POST": { auth: "admin", permission: "silver-rate", stepUp: true },
  // What saving a rate would do, saving nothing (issue 40)
  "admin/silver-rate/preview/route.ts POST": { auth: "admin", permission: "silver-rate" },
};
