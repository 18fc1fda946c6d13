import type { Access } from "@/server/auth/authorize";

// The review routes (issue 22), for the role table (tests/integration/route-access.test.ts):
// `<route file path under src/app/api> <METHOD>` → its access.
const ADMIN = { auth: "admin" } as const;

export const ROUTES: Record<string, Access> = {
  // A product's published reviews: public; writing one, and the session's own pieces: the customer.
  "reviews/route.ts GET": { auth: "public" },
  "reviews/route.ts POST": { auth: "customer" },
  "reviews/mine/route.ts GET": { auth: "customer" },
  // Moderation (the paths are ours).
  "admin/reviews/route.ts GET": ADMIN,
  "admin/reviews/[id]/route.ts PATCH": ADMIN,
};
