import type { Access } from "@/server/auth/authorize";

// Issue 45's marketing routes, for the role table (tests/integration/route-access.test.ts).

export const ROUTES: Record<string, Access> = {
  // One-click unsubscribe (RFC 8058): the signed token says whose; no session.
  "unsubscribe/route.ts POST": { auth: "public" },
  // The cart reminder's link: signed in → /cart, else the login and back (reads an optional session).
  "cart/open/route.ts GET": { auth: "public" },
  // "Messages from the shop" on /account: the session's own customer only.
  "user/[userId]/marketing/route.ts GET": { auth: "customer", ownUserId: "userId" },
  "user/[userId]/marketing/route.ts PUT": { auth: "customer", ownUserId: "userId" },
};
