import { describe, expect, it } from "vitest";
import { MSG } from "@/lib/messages/shop";
import {
  ZChangePasswordRequest,
  ZLoginRequest,
  ZProfileRequest,
  ZRegisterRequest,
  ZResetPasswordRequest,
  firstAccountError,
} from "@/lib/schemas/account";
import { decodeQuotedPrintable, resetLinkIn } from "@/server/mail/outbox";
import { outboxFileName } from "@/server/mail/send-mail";

// The account forms' schemas (shared by /login, /register, /account and the /api/user handlers).

const register = { name: "Asha", email: "asha@example.com", password: "12345678", confirmPassword: "12345678", acceptTerms: true };
const errorOf = (schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } }, value: unknown, fillAll?: string) => {
  const parsed = schema.safeParse(value);
  expect(parsed.success).toBe(false);
  return firstAccountError(parsed.error as Parameters<typeof firstAccountError>[0], fillAll);
};

describe("ZRegisterRequest", () => {
  it("trims the name, trims and lower-cases the e-mail, keeps the password as typed and drops unknown keys", () => {
    const parsed = ZRegisterRequest.parse({ ...register, name: " Asha ", email: " Asha@Example.COM ", password: " 1234567 ", confirmPassword: " 1234567 ", role: "admin" });
    expect(parsed).toEqual({ name: "Asha", email: "asha@example.com", password: " 1234567 ", confirmPassword: " 1234567 ", acceptTerms: true });
  });

  it("says 'Please fill all fields and accept terms.' before anything else", () => {
    expect(errorOf(ZRegisterRequest, { ...register, acceptTerms: false, email: "bad", confirmPassword: "x" })).toBe(MSG.registerFillAll);
    expect(errorOf(ZRegisterRequest, { ...register, name: " " })).toBe(MSG.registerFillAll);
  });

  it("then 'Passwords must match!!' and the length rules", () => {
    expect(errorOf(ZRegisterRequest, { ...register, confirmPassword: "12345679" })).toBe(MSG.passwordsMustMatch);
    expect(errorOf(ZRegisterRequest, { ...register, password: "1234567", confirmPassword: "1234567" })).toBe(MSG.passwordTooShort(8));
    const long = "x".repeat(129);
    expect(errorOf(ZRegisterRequest, { ...register, password: long, confirmPassword: long })).toBe(MSG.passwordTooLong(128));
    expect(ZRegisterRequest.safeParse({ ...register, password: "x".repeat(128), confirmPassword: "x".repeat(128) }).success).toBe(true);
  });
});

describe("ZLoginRequest", () => {
  it("needs both fields, normalises the e-mail, and reads remember as a boolean", () => {
    expect(ZLoginRequest.parse({ email: " A@B.co ", password: "x", remember: false })).toEqual({ email: "a@b.co", password: "x", remember: false });
    expect(errorOf(ZLoginRequest, { email: "a@b.co" }, MSG.loginFillAll)).toBe(MSG.loginFillAll);
    expect(errorOf(ZLoginRequest, { email: "a@b.co", password: "x", remember: "no" }, MSG.loginFillAll)).toBe("remember: must be true or false");
  });
});

describe("ZProfileRequest", () => {
  it.each([
    ["+91 98765 43210", "9876543210"],
    ["098765-43210", "9876543210"],
    ["(987) 654.3210", "9876543210"],
    ["", null],
    [null, null],
    [undefined, null],
  ])("phone %j → %j", (phone, stored) => {
    expect(ZProfileRequest.parse({ name: "Meera", phone }).phone).toBe(stored);
  });

  it("refuses a phone that is not 10 digits and an empty name", () => {
    expect(errorOf(ZProfileRequest, { name: "Meera", phone: "12345" }, MSG.accountNameRequired)).toBe(MSG.accountPhoneInvalid);
    expect(errorOf(ZProfileRequest, { name: "  " }, MSG.accountNameRequired)).toBe(MSG.accountNameRequired);
  });
});

describe("ZChangePasswordRequest and ZResetPasswordRequest", () => {
  it("check the new password's length and match", () => {
    expect(errorOf(ZChangePasswordRequest, { currentPassword: "old", newPassword: "12345678", confirmPassword: "x2345678" })).toBe(MSG.passwordsMustMatch);
    const token = "a".repeat(43);
    expect(ZResetPasswordRequest.safeParse({ token, password: "12345678", confirmPassword: "12345678" }).success).toBe(true);
    expect(errorOf(ZResetPasswordRequest, { token: `${token}=`, password: "12345678", confirmPassword: "12345678" })).toBe(MSG.resetLinkInvalid);
  });
});

describe("the outbox", () => {
  it("names files <ISO time>-<to>.eml without characters a file system dislikes", () => {
    expect(outboxFileName("a/b@example.com", new Date("2030-01-02T03:04:05.678Z"))).toBe("2030-01-02T03-04-05.678Z-a_b@example.com.eml");
  });

  it("decodes quoted-printable and finds the reset link across soft line breaks", () => {
    const token = "Ab_-".repeat(10) + "xyz";
    const raw = `Content-Transfer-Encoding: quoted-printable\n\nOpen http://localhost:3000/reset-password?token=3D${token.slice(0, 20)}=\n${token.slice(20)}\nCaf=C3=A9`;
    const text = decodeQuotedPrintable(raw);
    expect(text).toContain("Café");
    expect(resetLinkIn(text)).toBe(`http://localhost:3000/reset-password?token=${token}`);
  });
});
