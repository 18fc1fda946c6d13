import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { env } from "@/env";
import { STAFF_MSG } from "@/lib/admin/staff-messages";
import { MSG } from "@/lib/messages/shop";
import { hashInviteToken } from "@/server/admin/staff/invite-token";
import { verifySecret } from "@/server/auth/password";
import { db } from "@/server/db";
import { latestMailTo } from "@/server/mail/outbox";
import * as acceptRoute from "@/app/api/admin/invite/accept/route";
import * as activeRoute from "@/app/api/admin/staff/[id]/active/route";
import * as roleRoute from "@/app/api/admin/staff/[id]/role/route";
import * as invitesRoute from "@/app/api/admin/staff/invites/route";
import * as inviteRoute from "@/app/api/admin/staff/invites/[id]/route";
import * as resendRoute from "@/app/api/admin/staff/invites/[id]/resend/route";
import * as settingsRoute from "@/app/api/admin/staff/settings/route";
import * as staffRoute from "@/app/api/admin/staff/route";
import * as dashboardRoute from "@/app/api/admin/dashboard/route";
import { type CallResult, call, newAddress, newEmail } from "./accounts-support";
import { type TestAdmin, adminSessionOf, callAsAdmin, createAdmin } from "./admin-support";

// The staff page's rules (issue 43 §1) through the real handlers and database: invitations (mail,
// link, expired, used, tampered, revoked, resent, accepted twice at once, rate-limited), roles that
// apply to the next request, deactivation that ends every session, the last active owner (also
// under concurrent demotion), the owner's choices and the step-up.

let outbox: string;
let originalOutbox: string;
let owner: TestAdmin;
let ownerToken: string;
/** Owners made by earlier files, deactivated here so the last-owner rule can be seen; put back after. */
let parkedOwners: string[] = [];

beforeAll(async () => {
  originalOutbox = env.MAIL_OUTBOX_DIR;
  outbox = await mkdtemp(path.join(tmpdir(), "outbox-staff-"));
  env.MAIL_OUTBOX_DIR = outbox;
  owner = await createAdmin();
  ownerToken = await adminSessionOf(owner);
});
afterAll(async () => {
  env.MAIL_OUTBOX_DIR = originalOutbox;
  await rm(outbox, { recursive: true, force: true });
  if (parkedOwners.length) await db.admin.updateMany({ where: { id: { in: parkedOwners } }, data: { active: true } });
});

const STRONG = { password: "Anklet-Silver-77", resetSecret: "my-reset-secret-925" };

function expectFailure(res: CallResult, status: number, msg: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body).toEqual({ status: 0, msg });
}

async function invite(role: "owner" | "manager" | "orders" | "writer" = "manager", email = newEmail("staff")) {
  const res = await callAsAdmin(invitesRoute.POST, ownerToken, { body: { email, name: "Ravi Kumar", role } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const mail = (await latestMailTo(outbox, email)) ?? "";
  const token = /\/adm-invite\/([A-Za-z0-9_-]{43})/.exec(mail)?.[1] ?? "";
  expect(token).not.toBe("");
  return { email, token, id: (res.body!.invite as { _id: string })._id, mail };
}

const accept = (token: string, body: Record<string, unknown> = STRONG, address = newAddress()) => call(acceptRoute.POST, { body: { token, ...body }, address });

describe("invitations", () => {
  it("stores only the token's hash, mails the one-time link and audits the invitation", async () => {
    const { email, token, id, mail } = await invite("orders");
    const row = await db.staffInvite.findUniqueOrThrow({ where: { id } });
    expect(row.tokenHash).toBe(hashInviteToken(token));
    expect(row.tokenHash).not.toContain(token);
    expect(row.role).toBe("orders");
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(48 * 60 * 60 * 1000);
    expect(mail).toContain(`${env.siteUrl}/adm-invite/${token}`);
    expect(mail).toContain("48 hours");
    const audit = await db.auditLog.findFirst({ where: { entity: "staff", entityId: id }, orderBy: { createdAt: "desc" } });
    expect(audit?.summary).toBe(`Invited Ravi Kumar <${email}> as Orders`);
    expect(audit?.actorRole).toBe("owner");

    const list = await callAsAdmin(staffRoute.GET, ownerToken, { method: "GET" });
    expect(list.status).toBe(200);
    expect((list.body!.invites as { email: string }[]).map((i) => i.email)).toContain(email);
  });

  it("refuses an e-mail that is already staff, or already invited (409)", async () => {
    const other = await createAdmin({ role: "writer" });
    expectFailure(await callAsAdmin(invitesRoute.POST, ownerToken, { body: { email: other.email.toUpperCase(), name: "X", role: "writer" } }), 409, STAFF_MSG.alreadyStaff);
    const { email } = await invite();
    expectFailure(await callAsAdmin(invitesRoute.POST, ownerToken, { body: { email, name: "Again", role: "writer" } }), 409, STAFF_MSG.alreadyInvited);
    expectFailure(await callAsAdmin(invitesRoute.POST, ownerToken, { body: { email: newEmail(), name: "X", role: "boss" } }), 400, STAFF_MSG.invalidRole);
    // Once the waiting one has expired, a new invitation replaces it in the list.
    await db.staffInvite.updateMany({ where: { email }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await callAsAdmin(invitesRoute.POST, ownerToken, { body: { email, name: "Again", role: "writer" } })).status).toBe(201);
    expect(await db.staffInvite.count({ where: { email, revokedAt: null } })).toBe(1);
  });

  it("accepting sets the password and reset secret, makes the member with the invited role, once", async () => {
    const { email, token } = await invite("orders");
    const res = await accept(token);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const admin = await db.admin.findUniqueOrThrow({ where: { email }, select: { role: true, active: true, passwordHash: true, resetSecretHash: true } });
    expect(admin.role).toBe("orders");
    expect(admin.active).toBe(true);
    expect(await verifySecret(STRONG.password, admin.passwordHash)).toBe(true);
    expect(await verifySecret(STRONG.resetSecret, admin.resetSecretHash)).toBe(true);

    // Reused: refused in words, nothing more made.
    expectFailure(await accept(token, { password: "Another-Pass-11", resetSecret: "another-secret-99" }), 400, STAFF_MSG.inviteUsed);
    expect(await db.admin.count({ where: { email } })).toBe(1);
    expect(await verifySecret(STRONG.password, (await db.admin.findUniqueOrThrow({ where: { email }, select: { passwordHash: true } })).passwordHash)).toBe(true);
  });

  it("refuses an expired, a tampered and a revoked link, and creates nothing", async () => {
    const expired = await invite();
    await db.staffInvite.update({ where: { id: expired.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expectFailure(await accept(expired.token), 400, STAFF_MSG.inviteExpired);

    const tampered = await invite();
    const flipped = tampered.token.slice(0, -1) + (tampered.token.endsWith("A") ? "B" : "A");
    expectFailure(await accept(flipped), 400, STAFF_MSG.inviteInvalid);
    expectFailure(await accept("not-a-token"), 400, STAFF_MSG.inviteInvalid);

    const revoked = await invite();
    const res = await callAsAdmin(inviteRoute.DELETE, ownerToken, { method: "DELETE", params: { id: revoked.id } });
    expect(res.status).toBe(200);
    expectFailure(await accept(revoked.token), 400, STAFF_MSG.inviteWasRevoked);
    // Revoking twice: gone.
    expectFailure(await callAsAdmin(inviteRoute.DELETE, ownerToken, { method: "DELETE", params: { id: revoked.id } }), 404, STAFF_MSG.inviteNotFound);

    for (const { email } of [expired, tampered, revoked]) expect(await db.admin.count({ where: { email } })).toBe(0);
  });

  it("resending gives a new link and kills the old one (an expired invitation too)", async () => {
    const first = await invite();
    await db.staffInvite.update({ where: { id: first.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    await new Promise((resolve) => setTimeout(resolve, 5)); // a new outbox file name
    const res = await callAsAdmin(resendRoute.POST, ownerToken, { params: { id: first.id } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const newToken = /\/adm-invite\/([A-Za-z0-9_-]{43})/.exec((await latestMailTo(outbox, first.email)) ?? "")?.[1] ?? "";
    expect(newToken).not.toBe(first.token);
    expectFailure(await accept(first.token), 400, STAFF_MSG.inviteInvalid);
    expect((await accept(newToken)).status).toBe(201);
    expectFailure(await callAsAdmin(resendRoute.POST, ownerToken, { params: { id: first.id } }), 404, STAFF_MSG.inviteNotFound);
  });

  it("two accepts of one link at once make one member", async () => {
    const { email, token } = await invite();
    const results = await Promise.all(Array.from({ length: 5 }, () => accept(token)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    for (const r of results.filter((r) => r.status !== 201)) expectFailure(r, 400, STAFF_MSG.inviteUsed);
    expect(await db.admin.count({ where: { email } })).toBe(1);
  });

  it("checks the password and reset secret as admin:create does", async () => {
    const { token } = await invite();
    expectFailure(await accept(token, { password: "short", resetSecret: "long-enough-secret" }), 400, MSG.passwordTooShort(8));
    expectFailure(await accept(token, { password: "Anklet-Silver-77", resetSecret: "short" }), 400, STAFF_MSG.secretTooShort);
    expectFailure(await accept(token, { password: "Anklet-Silver-77", resetSecret: "Anklet-Silver-77" }), 400, STAFF_MSG.secretSameAsPassword);
    expectFailure(await accept(token, { password: "ChangeMe-925!", resetSecret: "long-enough-secret" }), 400, STAFF_MSG.demoPassword);
  });

  it("is rate-limited per address (429 with Retry-After)", async () => {
    const address = newAddress();
    for (let i = 0; i < 10; i++) expect((await accept("x".repeat(43), STRONG, address)).status).toBe(400);
    const limited = await accept("x".repeat(43), STRONG, address);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("roles, deactivation and the last owner", () => {
  it("a changed role applies to the member's next request", async () => {
    const member = await createAdmin({ role: "owner" });
    const token = await adminSessionOf(member);
    expect((await callAsAdmin(staffRoute.GET, token, { method: "GET" })).status).toBe(200);
    const res = await callAsAdmin(roleRoute.PATCH, ownerToken, { method: "PATCH", params: { id: member.id }, body: { role: "manager" } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body!.msg).toBe(STAFF_MSG.roleChanged(member.name, "Manager"));
    expectFailure(await callAsAdmin(staffRoute.GET, token, { method: "GET" }), 403, STAFF_MSG.roleForbidden);
    expect((await callAsAdmin(dashboardRoute.GET, token, { method: "GET" })).status).toBe(200);
    const audit = await db.auditLog.findFirst({ where: { entity: "staff", entityId: member.id }, orderBy: { createdAt: "desc" } });
    expect(audit?.summary).toBe(`Changed ${member.name} <${member.email}> from Owner to Manager`);
    expectFailure(await callAsAdmin(roleRoute.PATCH, ownerToken, { method: "PATCH", params: { id: "c" + "0".repeat(24) }, body: { role: "writer" } }), 404, STAFF_MSG.staffNotFound);
  });

  it("deactivation ends every session of the member at once; reactivation lets them back", async () => {
    const member = await createAdmin({ role: "orders" });
    const tokens = [await adminSessionOf(member), await adminSessionOf(member)];
    for (const token of tokens) expect((await callAsAdmin(dashboardRoute.GET, token, { method: "GET" })).status).toBe(200);
    const res = await callAsAdmin(activeRoute.PATCH, ownerToken, { method: "PATCH", params: { id: member.id }, body: { active: false } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body!.sessions_ended).toBe(2);
    for (const token of tokens) expect((await callAsAdmin(dashboardRoute.GET, token, { method: "GET" })).status).toBe(401);
    const row = await db.admin.findUniqueOrThrow({ where: { id: member.id } });
    expect(row.active).toBe(false);
    expect(row.sessionVersion).toBe(member.sessionVersion + 1);
    expect(await db.session.count({ where: { adminId: member.id, revokedAt: null } })).toBe(0);

    const back = await callAsAdmin(activeRoute.PATCH, ownerToken, { method: "PATCH", params: { id: member.id }, body: { active: true } });
    expect(back.status).toBe(200);
    expect((await db.admin.findUniqueOrThrow({ where: { id: member.id } })).active).toBe(true);
    // The old sessions stay ended.
    for (const token of tokens) expect((await callAsAdmin(dashboardRoute.GET, token, { method: "GET" })).status).toBe(401);
  });

  it("nobody deactivates themselves", async () => {
    expectFailure(await callAsAdmin(activeRoute.PATCH, ownerToken, { method: "PATCH", params: { id: owner.id }, body: { active: false } }), 409, STAFF_MSG.notYourself);
  });

  describe("with one active owner left", () => {
    beforeAll(async () => {
      const others = await db.admin.findMany({ where: { role: "owner", active: true, id: { not: owner.id } }, select: { id: true } });
      parkedOwners = others.map((o) => o.id);
      await db.admin.updateMany({ where: { id: { in: parkedOwners } }, data: { active: false } });
    });

    it("the last active owner cannot be demoted", async () => {
      expectFailure(await callAsAdmin(roleRoute.PATCH, ownerToken, { method: "PATCH", params: { id: owner.id }, body: { role: "manager" } }), 409, STAFF_MSG.lastOwner);
      expect((await db.admin.findUniqueOrThrow({ where: { id: owner.id } })).role).toBe("owner");
    });

    it("two owners demoting or deactivating each other at once: one wins, one owner stays", async () => {
      for (const change of [{ role: "manager" }, { active: false }] as const) {
        const second = await createAdmin({ role: "owner" });
        const secondToken = await adminSessionOf(second);
        const handler = "role" in change ? roleRoute.PATCH : activeRoute.PATCH;
        const [a, b] = await Promise.all([
          callAsAdmin(handler, ownerToken, { method: "PATCH", params: { id: second.id }, body: change }),
          callAsAdmin(handler, secondToken, { method: "PATCH", params: { id: owner.id }, body: change }),
        ]);
        expect([a.status, b.status].sort(), JSON.stringify([a.body, b.body])).toEqual([200, 409]);
        expect(await db.admin.count({ where: { role: "owner", active: true } })).toBe(1);
        // Put the first owner back if it lost, and the second away.
        await db.admin.update({ where: { id: owner.id }, data: { role: "owner", active: true } });
        await db.admin.update({ where: { id: second.id }, data: { role: "manager" } });
        if (b.status === 200) ownerToken = await adminSessionOf(await db.admin.findUniqueOrThrow({ where: { id: owner.id } }));
      }
    });

    it("with a second owner, the first may be demoted", async () => {
      const second = await createAdmin({ role: "owner" });
      const res = await callAsAdmin(roleRoute.PATCH, await adminSessionOf(second), { method: "PATCH", params: { id: owner.id }, body: { role: "manager" } });
      expect(res.status).toBe(200);
      await db.admin.update({ where: { id: owner.id }, data: { role: "owner" } });
      await db.admin.update({ where: { id: second.id }, data: { active: false } });
    });
  });
});

describe("the owner's choices", () => {
  let original: { twoFactorPolicy: "everyone" | "owners_managers"; managerRefundLimitPaise: number } | null;
  beforeAll(async () => {
    original = await db.siteSettings.findUnique({ where: { id: 1 }, select: { twoFactorPolicy: true, managerRefundLimitPaise: true } });
  });
  afterAll(async () => {
    if (original) await db.siteSettings.update({ where: { id: 1 }, data: original });
  });

  it("stores the policy and the limit (rupees in, paise kept), audits the change, refuses bad limits", async () => {
    const res = await callAsAdmin(settingsRoute.PUT, ownerToken, { method: "PUT", body: { twoFactorPolicy: "everyone", managerRefundLimit: "25000" } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body!.settings).toEqual({ two_factor_policy: "everyone", manager_refund_limit: 25000 });
    const row = await db.siteSettings.findUniqueOrThrow({ where: { id: 1 } });
    expect(row.twoFactorPolicy).toBe("everyone");
    expect(Number(row.managerRefundLimitPaise)).toBe(25000_00);
    const list = await callAsAdmin(staffRoute.GET, ownerToken, { method: "GET" });
    expect(list.body!.settings).toEqual({ two_factor_policy: "everyone", manager_refund_limit: 25000 });
    const audit = await db.auditLog.findFirst({ where: { entity: "staff", entityId: "settings" }, orderBy: { createdAt: "desc" } });
    expect(audit?.summary).toContain("second factor required for everyone");
    for (const bad of ["1e3", -1, 5000001, "12.5", null]) {
      expectFailure(await callAsAdmin(settingsRoute.PUT, ownerToken, { method: "PUT", body: { twoFactorPolicy: "everyone", managerRefundLimit: bad } }), 400, STAFF_MSG.refundLimitInvalid);
    }
    expectFailure(await callAsAdmin(settingsRoute.PUT, ownerToken, { method: "PUT", body: { twoFactorPolicy: "nobody", managerRefundLimit: 1 } }), 400, STAFF_MSG.policyInvalid);
  });
});

describe("step-up", () => {
  it("a member with a second factor not given in 10 minutes must give it again to change staff", async () => {
    const member = await createAdmin();
    await db.admin.update({ where: { id: member.id }, data: { totpEnabledAt: new Date(), totpSecret: "x" } });
    const token = await adminSessionOf(member);
    expect((await callAsAdmin(staffRoute.GET, token, { method: "GET" })).status).toBe(200);
    const res = await callAsAdmin(invitesRoute.POST, token, { body: { email: newEmail(), name: "Asha", role: "writer" } });
    expectFailure(res, 403, STAFF_MSG.stepUpRequired);
    expect(res.headers.get("x-step-up")).toBe("required");
    await db.session.updateMany({ where: { adminId: member.id }, data: { secondFactorAt: new Date() } });
    expect((await callAsAdmin(invitesRoute.POST, token, { body: { email: newEmail(), name: "Asha", role: "writer" } })).status).toBe(201);
    await db.admin.update({ where: { id: member.id }, data: { active: false } });
  });
});
