import type { Access } from "@/server/auth/authorize";

// The back office's size routes (issue 42), for the role table (tests/integration/route-access.test.ts).
const ADMIN = { auth: "admin" } as const;

export const ROUTES: Record<string, Access> = {
  "admin/sizes/route.ts GET": ADMIN,
  "admin/sizes/route.ts POST": ADMIN,
  "admin/sizes/[setId]/route.ts POST": ADMIN,
  "admin/sizes/[setId]/[sizeId]/route.ts PATCH": ADMIN,
  "admin/sizes/[setId]/[sizeId]/route.ts DELETE": ADMIN,
};
