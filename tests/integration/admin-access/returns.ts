import type { Access } from "@/server/auth/authorize";

// Returns and exchanges (issue 22), for the role table (tests/integration/route-access.test.ts):
// `<route file path under src/app/api> <METHOD>` → its access.
const PUBLIC = { auth: "public" } as const;

export const ROUTES: Record<string, Access> = {
  // The shopper's side: public, proven by the order number and its e-mail (or the owner's session);
  // an unknown order and a wrong e-mail are the same 404.
  "returns/options/route.ts POST": PUBLIC,
  "returns/route.ts POST": PUBLIC,
  "returns/credit-note/route.ts POST": PUBLIC,
  // The back office: the list, one request and its moves, its credit note.
  "admin/returns/route.ts GET": { auth: "admin", permission: "returns" },
  "admin/returns/[id]/route.ts GET": { auth: "admin", permission: "returns" },
  "admin/returns/[id]/route.ts PATCH": { auth: "admin", permission: "returns" },
  "admin/returns/[id]/credit-note/route.ts GET": { auth: "admin", permission: "returns" },
};
