import type { Access } from "@/server/auth/authorize";

// Returns and exchanges (issue 22), for the role table (tests/integration/route-access.test.ts):
// `<route file path under src/app/api> <METHOD>` → its access.
const PUBLIC = { auth: "public" } as const;
const ADMIN = { auth: "admin" } as const;

export const ROUTES: Record<string, Access> = {
  // The shopper's side: public, proven by the order number and its e-mail (or the owner's session);
  // an unknown order and a wrong e-mail are the same 404.
  "returns/options/route.ts POST": PUBLIC,
  "returns/route.ts POST": PUBLIC,
  "returns/credit-note/route.ts POST": PUBLIC,
  // The back office: the list, one request and its moves, its credit note.
  "admin/returns/route.ts GET": ADMIN,
  "admin/returns/[id]/route.ts GET": ADMIN,
  "admin/returns/[id]/route.ts PATCH": ADMIN,
  "admin/returns/[id]/credit-note/route.ts GET": ADMIN,
};
