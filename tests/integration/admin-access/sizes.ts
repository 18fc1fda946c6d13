import type { Access } from "@/server/auth/authorize";

// The back office's size routes (issue 42), for the role table (tests/integration/route-access.test.ts).

export const ROUTES: Record<string, Access> = {
  "admin/sizes/route.ts GET": { auth: "admin", permission: "catalogue.read" },
  "admin/sizes/route.ts POST": { auth: "admin", permission: "catalogue.write" },
  "admin/sizes/[setId]/route.ts POST": { auth: "admin", permission: "catalogue.write" },
  "admin/sizes/[setId]/[sizeId]/route.ts PATCH": { auth: "admin", permission: "catalogue.write" },
  "admin/sizes/[setId]/[sizeId]/route.ts DELETE": { auth: "admin", permission: "catalogue.write" },
};
