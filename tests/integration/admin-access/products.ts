import type { Access } from "@/server/auth/authorize";

// The back office's routes of this area, for the role table (tests/integration/route-access.test.ts):
// `<route file path under src/app/api> <METHOD>` → its access.
const ADMIN = { auth: "admin" } as const;

export const ROUTES: Record<string, Access> = {
  // "product/create/route.ts POST": ADMIN,
};
void ADMIN;
