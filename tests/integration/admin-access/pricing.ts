import type { Access } from "@/server/auth/authorize";

// The back office's routes of the jeweller's shop (issue 21), for the role table
// (tests/integration/route-access.test.ts): `<route file path under src/app/api> <METHOD>` → its access.
const ADMIN = { auth: "admin" } as const;

export const ROUTES: Record<string, Access> = {
  // Today's silver rate and its history (the path is ours)
  "admin/silver-rate/route.ts GET": ADMIN,
  "admin/silver-rate/route.ts POST": ADMIN,
  // What saving a rate would do, saving nothing (issue 40)
  "admin/silver-rate/preview/route.ts POST": ADMIN,
};
