import { randomUUID } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import pg from "pg";
import type { StaffRole } from "@/lib/admin/permissions";
import { hashSecret } from "@/server/auth/password";
import { sendFromOwnAddress } from "./client-address";

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
