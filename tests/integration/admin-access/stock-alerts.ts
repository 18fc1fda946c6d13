import type { Access } from "@/server/auth/authorize";

// Issue 45's stock-alerts routes, for the role table (tests/integration/route-access.test.ts).

export const ROUTES: Record<string, Access> = {};
