import type { Access } from "@/server/auth/authorize";

// The back office's WhatsApp routes (issue 22 part 3), for the role table
// (tests/integration/route-access.test.ts): `<route file path under src/app/api> <METHOD>` → its access.

export const ROUTES: Record<string, Access> = {
  // The WhatsApp order updates and the owner's Retry now (the paths are ours)
  "admin/notifications/route.ts GET": { auth: "admin", permission: "notifications" },
  "admin/notifications/[id]/retry/route.ts POST": { auth: "admin", permission: "notifications" },
};
