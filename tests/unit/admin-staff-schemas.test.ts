import { describe, expect, it } from "vitest";
import { STAFF_MSG } from "@/lib/admin/staff-messages";
import { ZInviteAcceptRequest, ZStaffInviteRequest, ZStaffSettingsRequest } from "@/lib/schemas/admin-staff";

// The staff page's and the invitation's bodies (src/lib/schemas/admin-staff.ts), shared by the forms and the handlers.

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe("the owner's choices", () => {
  it("reads the refund limit in whole rupees, as digits or a number", () => {
    expect(ZStaffSettingsRequest.parse({ twoFactorPolicy: "everyone", managerRefundLimit: "25000" })).toEqual({ twoFactorPolicy: "everyone", managerRefundLimit: 25000 });
    expect(ZStaffSettingsRequest.parse({ twoFactorPolicy: "owners_managers", managerRefundLimit: 0 }).managerRefundLimit).toBe(0);
    expect(ZStaffSettingsRequest.parse({ twoFactorPolicy: "owners_managers", managerRefundLimit: 5000000 }).managerRefundLimit).toBe(5000000);
  });

  it.each(["1e3", "0x10", " 5", "-1", "12.5", "", 5000001, -1, null, true])("refuses %j as a limit", (value) => {
    expect(firstMessage(ZStaffSettingsRequest.safeParse({ twoFactorPolicy: "everyone", managerRefundLimit: value }))).toBe(STAFF_MSG.refundLimitInvalid);
  });
});

describe("an invitation", () => {
  it("trims and lower-cases the e-mail, collapses the name's spaces, drops unknown keys", () => {
    expect(ZStaffInviteRequest.parse({ email: " Asha@Example.COM ", name: "  Asha   Rao ", role: "writer", active: false, id: "x" })).toEqual({ email: "asha@example.com", name: "Asha Rao", role: "writer" });
  });

  it("refuses an unknown role and markup in the name", () => {
    expect(firstMessage(ZStaffInviteRequest.safeParse({ email: "a@example.com", name: "A", role: "admin" }))).toBe(STAFF_MSG.invalidRole);
    expect(firstMessage(ZStaffInviteRequest.safeParse({ email: "a@example.com", name: "<b>A</b>", role: "writer" }))).toBe(STAFF_MSG.nameInvalid);
  });

  it("accepting asks for a real token, a password and a different reset secret of 12 characters", () => {
    const token = "a".repeat(43);
    expect(ZInviteAcceptRequest.safeParse({ token, password: "Anklet-Silver-77", resetSecret: "reset-secret-925" }).success).toBe(true);
    expect(firstMessage(ZInviteAcceptRequest.safeParse({ token: "short", password: "Anklet-Silver-77", resetSecret: "reset-secret-925" }))).toBe(STAFF_MSG.inviteInvalid);
    expect(firstMessage(ZInviteAcceptRequest.safeParse({ token, password: "Anklet-Silver-77", resetSecret: "short" }))).toBe(STAFF_MSG.secretTooShort);
    expect(firstMessage(ZInviteAcceptRequest.safeParse({ token, password: "Anklet-Silver-77", resetSecret: "Anklet-Silver-77" }))).toBe(STAFF_MSG.secretSameAsPassword);
    expect(firstMessage(ZInviteAcceptRequest.safeParse({ token, password: "", resetSecret: "" }))).toBe(STAFF_MSG.acceptFillAll);
  });
});
