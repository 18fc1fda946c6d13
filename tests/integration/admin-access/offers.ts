import type { Access } from "@/server/auth/authorize";

// The back office's offer routes (issue 44), for the role table (tests/integration/route-access.test.ts).

export const ROUTES: Record<string, Access> = {
  "admin/offers/route.ts GET": { auth: "admin", permission: "offers" },
  "admin/offers/route.ts POST": { auth: "admin", permission: "offers" },
  "admin/offers/[id]/route.ts GET": { auth: "admin", permission: "offers" },
  "admin/offers/[id]/route.ts PATCH": { auth: "admin", permission: "offers" },
  "admin/offers/[id]/route.ts DELETE": { auth: "admin", permission: "offers" },
};
