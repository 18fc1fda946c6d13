import { describe, expect, it } from "vitest";
import { upsertAdmin } from "../../scripts/admin-create";
import { adminFromSessionToken } from "@/server/auth/authorize";
import { verifySecret } from "@/server/auth/password";
import { db } from "@/server/db";
import { newEmail } from "./accounts-support";
import { adminSessionOf, createAdmin } from "./admin-support";

// `npm run admin:create` (scripts/admin-create.ts) against the real database: the first owner, and
// the way back in for a staff member who lost their phone and their recovery codes (issue 43).

const input = (email: string) => ({ email, name: "Shop Owner", password: "New-owner-925!", resetSecret: "a new reset secret" });

describe("npm run admin:create", () => {
  it("makes a new admin an owner", async () => {
    const email = newEmail("owner");
    const { created, id } = await upsertAdmin(process.env.DATABASE_URL!, input(email));
    expect(created).toBe(true);
    expect(await db.admin.findUniqueOrThrow({ where: { id }, select: { role: true, email: true } })).toEqual({ role: "owner", email });
  });

  it("resets an existing member: new password, same role, sessions ended, authenticator app, recovery codes and passkeys removed", async () => {
    const admin = await createAdmin({ role: "manager" });
    const token = await adminSessionOf(admin);
    await db.admin.update({ where: { id: admin.id }, data: { totpSecret: "sealed", totpEnabledAt: new Date(), totpLastStep: 1 } });
    await db.adminRecoveryCode.create({ data: { adminId: admin.id, codeHash: "x" } });
    await db.passkey.create({ data: { id: `pk-${admin.id}`, adminId: admin.id, publicKey: Buffer.from([1]), transports: [], deviceType: "multiDevice", name: "Old phone" } });

    const { created } = await upsertAdmin(process.env.DATABASE_URL!, input(admin.email));
    expect(created).toBe(false);
    const row = await db.admin.findUniqueOrThrow({ where: { id: admin.id }, omit: { totpSecret: false } });
    expect(row).toMatchObject({ role: "manager", totpSecret: null, totpEnabledAt: null, totpLastStep: null, active: true });
    const { passwordHash } = await db.admin.findUniqueOrThrow({ where: { id: admin.id }, select: { passwordHash: true } });
    expect(await verifySecret("New-owner-925!", passwordHash)).toBe(true);
    expect(await db.adminRecoveryCode.count({ where: { adminId: admin.id } })).toBe(0);
    expect(await db.passkey.count({ where: { adminId: admin.id } })).toBe(0);
    expect(await adminFromSessionToken(token)).toBeNull();
  });
});
