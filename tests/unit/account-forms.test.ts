import { describe, expect, it } from "vitest";
import { safeCallbackPath } from "@/components/account/callback-url";
import {
  checkChangePassword,
  checkForgot,
  checkLogin,
  checkNewPassword,
  checkProfile,
  checkRegister,
  firstProblemField,
  REGISTER_FIELDS,
  type RegisterValues,
} from "@/components/account/form-checks";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@/lib/constants";
import { MSG } from "@/lib/messages/shop";
import * as schemas from "@/lib/schemas/account";

// The account forms' checks before sending (storefront §5 Login and Register) and where a login
// may send the customer afterwards (same-site paths only).

const register: RegisterValues = { name: "Asha Verma", email: "asha@example.com", password: "silver-925!", confirmPassword: "silver-925!", acceptTerms: true };

describe("safeCallbackPath", () => {
  it("keeps a same-site path with its query and hash", () => {
    expect(safeCallbackPath("/cart")).toBe("/cart");
    expect(safeCallbackPath("/account")).toBe("/account");
    expect(safeCallbackPath("/shop/product/necklace?sort=newest#grid")).toBe("/shop/product/necklace?sort=newest#grid");
  });

  it.each([
    ["nothing", null],
    ["empty", ""],
    ["an absolute URL", "https://evil.example/cart"],
    ["a protocol-relative URL", "//evil.example/cart"],
    ["a backslash trick", "/\\evil.example"],
    ["a backslash later", "/cart\\..\\@evil.example"],
    ["a javascript: URL", "javascript:alert(1)"],
    ["a relative path", "cart"],
    ["a tab inside", "/\t/evil.example"],
    ["a newline inside", "/cart\n"],
    ["the login page itself", "/login?callbackUrl=/cart"],
    ["the register page", "/register"],
    ["something huge", `/${"a".repeat(3000)}`],
  ])("sends %s home", (_label, raw) => {
    expect(safeCallbackPath(raw)).toBe("/");
  });

  it("normalises dot segments without leaving the site", () => {
    expect(safeCallbackPath("/shop/../cart")).toBe("/cart");
    expect(safeCallbackPath("/../../cart")).toBe("/cart");
  });
});

describe("checkRegister (the spec's order)", () => {
  it("passes a complete form", () => {
    expect(checkRegister(register, schemas)).toBeNull();
  });

  it("'Please fill all fields and accept terms.' for any empty (trimmed) field, flagging each empty one", () => {
    const problem = checkRegister({ ...register, name: "   ", confirmPassword: "" }, schemas);
    expect(problem?.formMessage).toBe(MSG.registerFillAll);
    expect(problem?.flagged).toEqual(["name", "confirmPassword"]);
    expect(problem && firstProblemField(REGISTER_FIELDS, problem)).toBe("name");
  });

  it("'Please fill all fields and accept terms.' when only the terms are not accepted", () => {
    const problem = checkRegister({ ...register, acceptTerms: false }, schemas);
    expect(problem?.formMessage).toBe(MSG.registerFillAll);
    expect(problem?.flagged).toEqual(["acceptTerms"]);
  });

  it("'Passwords must match!!' next, before the password's length", () => {
    const problem = checkRegister({ ...register, password: "short", confirmPassword: "shorter" }, schemas);
    expect(problem?.formMessage).toBe(MSG.passwordsMustMatch);
    expect(problem?.flagged).toEqual(["confirmPassword"]);
  });

  it("then the server's rules, under their fields: password 8–128, e-mail format", () => {
    const short = "a".repeat(PASSWORD_MIN_LENGTH - 1);
    expect(checkRegister({ ...register, password: short, confirmPassword: short }, schemas)?.fieldErrors).toEqual({
      password: MSG.passwordTooShort(PASSWORD_MIN_LENGTH),
    });
    const long = "a".repeat(PASSWORD_MAX_LENGTH + 1);
    expect(checkRegister({ ...register, password: long, confirmPassword: long }, schemas)?.fieldErrors.password).toBe(MSG.passwordTooLong(PASSWORD_MAX_LENGTH));
    const exact = "a".repeat(PASSWORD_MIN_LENGTH);
    expect(checkRegister({ ...register, password: exact, confirmPassword: exact }, schemas)).toBeNull();
    expect(checkRegister({ ...register, email: "asha@" }, schemas)?.fieldErrors).toEqual({ email: MSG.contactEmailInvalid });
  });
});

describe("checkLogin", () => {
  it("requires both fields and an e-mail shape; the password is not judged here", () => {
    expect(checkLogin({ email: "asha@example.com", password: "x" })).toBeNull();
    expect(checkLogin({ email: "  ", password: "" })?.fieldErrors).toEqual({ email: MSG.emailRequired, password: MSG.passwordRequired });
    expect(checkLogin({ email: "asha", password: "secret" })?.fieldErrors).toEqual({ email: MSG.contactEmailInvalid });
  });
});

describe("checkForgot", () => {
  it("requires an e-mail address", () => {
    expect(checkForgot({ email: " asha@example.com " })).toBeNull();
    expect(checkForgot({ email: "" })?.fieldErrors.email).toBe(MSG.emailRequired);
    expect(checkForgot({ email: "no at sign" })?.fieldErrors.email).toBe(MSG.contactEmailInvalid);
  });
});

describe("checkNewPassword (reset page)", () => {
  it("both filled, then equal, then the length rule", () => {
    expect(checkNewPassword({ password: "", confirmPassword: "" }, schemas)).toMatchObject({ formMessage: MSG.resetFillAll, flagged: ["password", "confirmPassword"] });
    expect(checkNewPassword({ password: "silver-925!", confirmPassword: "silver-925?" }, schemas)?.formMessage).toBe(MSG.passwordsMustMatch);
    expect(checkNewPassword({ password: "short", confirmPassword: "short" }, schemas)?.fieldErrors.password).toBe(MSG.passwordTooShort(PASSWORD_MIN_LENGTH));
    expect(checkNewPassword({ password: "silver-925!", confirmPassword: "silver-925!" }, schemas)).toBeNull();
  });
});

describe("checkChangePassword", () => {
  const ok = { currentPassword: "old-password", newPassword: "silver-925!", confirmPassword: "silver-925!" };
  it("needs the current password, then the new one twice and equal, then its length", () => {
    expect(checkChangePassword(ok, schemas)).toBeNull();
    expect(checkChangePassword({ ...ok, currentPassword: "" }, schemas)?.fieldErrors.currentPassword).toBe(MSG.currentPasswordRequired);
    expect(checkChangePassword({ ...ok, confirmPassword: "" }, schemas)).toMatchObject({ formMessage: MSG.resetFillAll, flagged: ["confirmPassword"] });
    expect(checkChangePassword({ ...ok, confirmPassword: "silver-926!" }, schemas)?.formMessage).toBe(MSG.passwordsMustMatch);
    expect(checkChangePassword({ ...ok, newPassword: "short", confirmPassword: "short" }, schemas)?.fieldErrors.newPassword).toBe(
      MSG.passwordTooShort(PASSWORD_MIN_LENGTH),
    );
  });
});

describe("checkProfile", () => {
  it("a name is required; the phone is optional but 10 digits when given", () => {
    expect(checkProfile({ name: "Asha", phone: "" }, schemas)).toBeNull();
    expect(checkProfile({ name: "Asha", phone: "98765 43210" }, schemas)).toBeNull();
    expect(checkProfile({ name: "  ", phone: "" }, schemas)?.fieldErrors.name).toBe(MSG.accountNameRequired);
    expect(checkProfile({ name: "Asha", phone: "12345" }, schemas)?.fieldErrors.phone).toBe(MSG.accountPhoneInvalid);
  });
});
