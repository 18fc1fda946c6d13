import type { Access } from "@/server/auth/authorize";

// The review routes (issue 22), for the role table (tests/integration/route-access.test.ts):
// `<route file path under src/app/api> <METHOD>` → its access.

export const ROUTES: Record<string, Access> = {
  // A product's published reviews: public; writing one, and the session's own pieces: the customer.
  "reviews/route.ts GET": { auth: "public" },
  "reviews/route.ts POST": { auth: "customer" },
  "reviews/mine/route.ts GET": { auth: "customer" },
  // Moderation (the paths are ours).
  "admin/reviews/route.ts GET": { auth: "admin", permission: "reviews" },
  "admin/reviews/[id]/route.ts PATCH": { auth: "admin", permission: "reviews" },
};
