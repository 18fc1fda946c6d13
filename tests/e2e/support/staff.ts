import { randomUUID } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import { ADMIN_AUTH_MSG } from "@/lib/admin/auth-messages";
import { STAFF_MSG } from "@/lib/admin/staff-messages";
import { latestMailTo } from "@/server/mail/outbox";
import pg from "pg";
import type { StaffRole } from "@/lib/admin/permissions";
import { hashSecret } from "@/server/auth/password";
import { sendFromOwnAddress } from "./client-address";
import { click } from "./controls";

// Staff members of the e2e specs (issue 43), made straight in the seeded database, each with its
// own e-mail: a spec that enrols a second factor, changes a role or deactivates someone never
// touches the demo admin (an owner the other specs sign in as).

export const STAFF_PASSWORD = "Staff-925-silver!";

export interface E2EStaff {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  password: string;
}

/** A new active staff member with `role` and STAFF_PASSWORD. */
export async function createStaff(role: StaffRole, { name = `${role} ${randomUUID().slice(0, 8)}` }: { name?: string } = {}): Promise<E2EStaff> {
  const email = `staff-${randomUUID()}@example.com`;
  const id = `e2e${randomUUID().replace(/-/g, "").slice(0, 22)}`;
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const hash = await hashSecret(STAFF_PASSWORD);
    await client.query(
      `INSERT INTO "Admin" ("id", "name", "email", "passwordHash", "resetSecretHash", "role", "updatedAt")
       VALUES ($1, $2, $3, $4, $4, $5::"StaffRole", now())`,
      [id, name, email, hash, role],
    );
  } finally {
    await client.end();
  }
  return { id, email, name, role, password: STAFF_PASSWORD };
}

/** Signs the page's context in as `staff` through the API (its own client address). */
export async function signInAsStaff(page: Page, staff: Pick<E2EStaff, "email" | "password">): Promise<void> {
  await sendFromOwnAddress(page);
  const response = await page.request.post("/api/admin/login", {
    data: { email: staff.email, password: staff.password },
    headers: { origin: new URL(page.url() === "about:blank" ? "http://127.0.0.1:3100" : page.url()).origin },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The path of the invitation link (/adm-invite/<token>) in the newest mail to `email` in the local outbox, once it is there. */
export async function invitationPath(email: string): Promise<string> {
  const outbox = process.env.MAIL_OUTBOX_DIR ?? "";
  expect(outbox, "MAIL_OUTBOX_DIR is set by playwright.config.ts").not.toBe("");
  let path = "";
  await expect
    .poll(async () => {
      path = /\/adm-invite\/[A-Za-z0-9_-]{43}/.exec((await latestMailTo(outbox, email)) ?? "")?.[0] ?? "";
      return path;
    })
    .not.toBe("");
  return path;
}

/** The labels of the back office's menu (the sidebar's; on a phone it sits behind the Menu button). */
export async function menuLabels(page: Page): Promise<string[]> {
  const nav = page.getByRole("navigation", { name: ADMIN_AUTH_MSG.navLabel, includeHidden: true }).first();
  await expect(nav.locator("a").first()).toBeAttached();
  return (await nav.locator("a").allTextContents()).map((label) => label.trim());
}

/** `path` answers 403 with the calm "Not for your role" page inside the back office, at the address asked for. */
export async function expectForbidden(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(403);
  await expect(page.getByRole("heading", { level: 1, name: STAFF_MSG.forbiddenTitle })).toBeVisible();
  await expect(page.getByText(STAFF_MSG.forbiddenBody)).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(path);
}

/** Logout from a back-office page: the top bar's button on a desktop, the menu drawer's on a phone; waits for /adm-login. */
export async function signOutOfBackOffice(page: Page) {
  const menu = page.getByRole("button", { name: ADMIN_AUTH_MSG.openMenu });
  if (await menu.isVisible()) {
    await click(menu);
  }
  await page.getByRole("button", { name: ADMIN_AUTH_MSG.logout, exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/adm-login");
}
