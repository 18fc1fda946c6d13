import { expect, type Page } from "@playwright/test";
import { sendFromOwnAddress } from "./client-address";

// The back office in e2e specs. The e2e database is seeded with the demo admin (prisma/seed,
// DEMO_ADMIN_DEFAULTS); signing in through the API puts the admin cookie into the page's context.

export const DEMO_ADMIN = { email: "admin@example.com", password: "ChangeMe-925!", resetSecret: "demo-reset-secret" } as const;

/** Signs the page's context in as the demo admin (its own client address, so logins never share a limit). */
export async function signInAsAdmin(page: Page): Promise<void> {
  await sendFromOwnAddress(page);
  const response = await page.request.post("/api/admin/login", {
    data: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
    headers: { origin: new URL(page.url() === "about:blank" ? "http://127.0.0.1:3100" : page.url()).origin },
  });
  expect(response.status(), await response.text()).toBe(200);
}
