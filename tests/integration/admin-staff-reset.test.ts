import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { env } from "@/env";
import { STAFF_MSG } from "@/lib/admin/staff-messages";
import { db } from "@/server/db";
import { latestMailTo } from "@/server/mail/outbox";
import * as resetRoute from "@/app/api/admin/staff/[id]/second-factor/reset/route";
import * as dashboardRoute from "@/app/api/admin/dashboard/route";
import * as staffRoute from "@/app/api/admin/staff/route";
import { uniq } from "../support/factories";
import type { CallResult } from "./accounts-support";
import { type TestAdmin, adminSessionOf, callAsAdmin, createAdmin } from "./admin-support";

// The owner's reset of a member's second factor (issue 43, "a phone is lost") through the real
// handler and database: the app, recovery codes, passkeys and sessions go in one go, it is audited,
// the member is mailed; your own account, an unknown id, a stale step-up and a manager are refused.

const MINUTE = 60_000;
let outbox: string;
let originalOutbox: string;
let owner: TestAdmin;
let ownerToken: string;

beforeAll(async () => {
  originalOutbox = env.MAIL_OUTBOX_DIR;
  outbox = await mkdtemp(path.join(tmpdir(), "outbox-staff-reset-"));
  env.MAIL_OUTBOX_DIR = outbox;
  owner = await createAdmin();
  ownerToken = await adminSessionOf(owner);
});
afterAll(async () => {
  env.MAIL_OUTBOX_DIR = originalOutbox;
  await rm(outbox, { recursive: true, force: true });
});

function expectFailure(res: CallResult, status: number, msg: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body).toEqual({ status: 0, msg });
}

/** A member with an authenticator app, 10 recovery codes and 2 passkeys, signed in on two devices. */
async function memberWithSecondFactor(role: TestAdmin["role"] = "orders") {
  const admin = await createAdmin({ role });
  await db.admin.update({ where: { id: admin.id }, data: { totpSecret: "JBSWY3DPEHPK3PXP", totpEnabledAt: new Date(), totpLastStep: 123 } });
  await db.adminRecoveryCode.createMany({ data: Array.from({ length: 10 }, (_, i) => ({ adminId: admin.id, codeHash: `hash-${i}` })) });
  for (const name of ["Phone", "Laptop"]) {
    await db.passkey.create({ data: { id: `cred-${uniq()}`, adminId: admin.id, publicKey: Buffer.from([1, 2, 3]), deviceType: "multiDevice", name } });
  }
  await db.authChallenge.create({ data: { id: `ch-${uniq()}`, adminId: admin.id, purpose: "passkey-register", challenge: "abc", expiresAt: new Date(Date.now() + 5 * MINUTE) } });
  const tokens = [await adminSessionOf(admin), await adminSessionOf(admin)];
  return { admin, tokens };
}

const reset = (token: string, id: string) => callAsAdmin(resetRoute.POST, token, { params: { id } });

describe("resetting a member's second factor", () => {
  it("removes the app, recovery codes and passkeys, ends every session, audits and mails the member", async () => {
    const { admin, tokens } = await memberWithSecondFactor();
    for (const token of tokens) expect((await callAsAdmin(dashboardRoute.GET, token, { method: "GET" })).status).toBe(200);

    const res = await reset(ownerToken, admin.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ status: 1, msg: STAFF_MSG.secondFactorReset(admin.name), sessions_ended: 2 });

    const row = await db.admin.findUniqueOrThrow({ where: { id: admin.id }, select: { totpSecret: true, totpEnabledAt: true, totpLastStep: true, sessionVersion: true, active: true, role: true } });
    expect(row).toEqual({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, sessionVersion: admin.sessionVersion + 1, active: true, role: "orders" });
    expect(await db.adminRecoveryCode.count({ where: { adminId: admin.id } })).toBe(0);
    expect(await db.passkey.count({ where: { adminId: admin.id } })).toBe(0);
    expect(await db.authChallenge.count({ where: { adminId: admin.id } })).toBe(0);
    expect(await db.session.count({ where: { adminId: admin.id, revokedAt: null } })).toBe(0);
    // Their very next request is a 401: they sign in again with their password.
    for (const token of tokens) expect((await callAsAdmin(dashboardRoute.GET, token, { method: "GET" })).status).toBe(401);
    // The owner's own session is untouched.
    expect((await callAsAdmin(dashboardRoute.GET, ownerToken, { method: "GET" })).status).toBe(200);

    const audit = await db.auditLog.findFirst({ where: { entity: "staff", entityId: admin.id, action: "update" }, orderBy: { createdAt: "desc" } });
    expect(audit?.summary).toBe(
      `Reset the second factor of "${admin.name}" (${admin.email}): removed the authenticator app, 10 recovery codes, 2 passkeys and ended 2 sessions`,
    );
    expect(audit?.adminId).toBe(owner.id);
    expect(audit?.actorRole).toBe("owner");

    const mail = (await latestMailTo(outbox, admin.email)) ?? "";
    expect(mail).toContain(STAFF_MSG.resetMailSubject);
    expect(mail).toContain(`${owner.name} reset your second factor`);
    expect(mail).toContain(`If you did not ask for this, tell ${owner.name}`);

    // The staff list now says "no second factor" for them.
    const list = await callAsAdmin(staffRoute.GET, ownerToken, { method: "GET" });
    const listed = (list.body!.staff as { _id: string; second_factor: boolean }[]).find((m) => m._id === admin.id);
    expect(listed?.second_factor).toBe(false);
  });

  it("refuses your own account with a 409 and changes nothing", async () => {
    const { admin, tokens } = await memberWithSecondFactor("owner");
    await db.session.updateMany({ where: { adminId: admin.id }, data: { secondFactorAt: new Date() } });
    expectFailure(await reset(tokens[0]!, admin.id), 409, STAFF_MSG.resetNotYourself);
    const row = await db.admin.findUniqueOrThrow({ where: { id: admin.id }, select: { totpEnabledAt: true, sessionVersion: true } });
    expect(row.totpEnabledAt).not.toBeNull();
    expect(row.sessionVersion).toBe(admin.sessionVersion);
    expect(await db.passkey.count({ where: { adminId: admin.id } })).toBe(2);
    expect(await db.adminRecoveryCode.count({ where: { adminId: admin.id } })).toBe(10);
    expect(await db.session.count({ where: { adminId: admin.id, revokedAt: null } })).toBe(2);
  });

  it("answers 404 for an unknown id or one that is not an id", async () => {
    expectFailure(await reset(ownerToken, "nobody-here"), 404, STAFF_MSG.staffNotFound);
    expectFailure(await reset(ownerToken, "../../etc"), 404, STAFF_MSG.staffNotFound);
  });

  it("asks an owner whose second factor is stale for it again (403, X-Step-Up) and resets nothing", async () => {
    const { admin: other, tokens } = await memberWithSecondFactor("owner");
    await db.session.updateMany({ where: { adminId: other.id }, data: { secondFactorAt: new Date(Date.now() - 11 * MINUTE) } });
    const { admin: target } = await memberWithSecondFactor();
    const stale = await reset(tokens[0]!, target.id);
    expectFailure(stale, 403, STAFF_MSG.stepUpRequired);
    expect(stale.headers.get("x-step-up")).toBe("required");
    expect(await db.passkey.count({ where: { adminId: target.id } })).toBe(2);

    await db.session.updateMany({ where: { adminId: other.id }, data: { secondFactorAt: new Date() } });
    expect((await reset(tokens[0]!, target.id)).status).toBe(200);
    expect(await db.passkey.count({ where: { adminId: target.id } })).toBe(0);
  });

  it("refuses a manager with the role's words", async () => {
    const manager = await createAdmin({ role: "manager" });
    const { admin: target } = await memberWithSecondFactor();
    expectFailure(await reset(await adminSessionOf(manager), target.id), 403, STAFF_MSG.roleForbidden);
    expect(await db.adminRecoveryCode.count({ where: { adminId: target.id } })).toBe(10);
  });

  it("still works (and says so) for a member with no second factor left", async () => {
    const member = await createAdmin({ role: "writer" });
    await adminSessionOf(member);
    const res = await reset(ownerToken, member.id);
    expect(res.status).toBe(200);
    expect(res.body!.sessions_ended).toBe(1);
    const audit = await db.auditLog.findFirst({ where: { entity: "staff", entityId: member.id }, orderBy: { createdAt: "desc" } });
    expect(audit?.summary).toBe(`Reset the second factor of "${member.name}" (${member.email}) and ended 1 session`);
  });
});
