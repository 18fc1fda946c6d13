import * as z from "zod/mini";
import { ACCOUNT_NAME_MAX, EMAIL_MAX, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@/lib/constants";
import { MSG } from "@/lib/messages/shop";
import { tenDigitPhone } from "./contact";

// The accounts' request schemas (storefront §5 Login and Register, issue 7 §2), shared by the
// forms (/login, /register, /forgot-password, /reset-password, /account) and the /api/user/*
// handlers, so both say the same words. zod/mini, like the contact form, to keep the login page's
// JavaScript small. Unknown keys are dropped by z.object, so a body can never set a role,
// `active`, `sessionVersion` or an id (mass assignment).

const trimmed = (required: string) => z.string({ error: required }).check(z.trim(), z.minLength(1, { error: required, abort: true }));

/** An e-mail as stored: trimmed, lower-cased, a valid address, at most 254 characters. */
const email = (required: string) =>
  z.pipe(
    trimmed(required).check(z.toLowerCase(), z.maxLength(EMAIL_MAX, { error: MSG.contactEmailInvalid, abort: true })),
    z.email({ error: MSG.contactEmailInvalid }),
  );

/** A new password: 8–128 characters, kept exactly as typed (spaces count). */
const newPassword = (required: string) =>
  z.string({ error: required }).check(
    z.minLength(1, { error: required, abort: true }),
    z.minLength(PASSWORD_MIN_LENGTH, { error: MSG.passwordTooShort(PASSWORD_MIN_LENGTH) }),
    z.maxLength(PASSWORD_MAX_LENGTH, { error: MSG.passwordTooLong(PASSWORD_MAX_LENGTH) }),
  );

/** A name: trimmed, 1–100 characters. */
const name = (required: string) => trimmed(required).check(z.maxLength(ACCOUNT_NAME_MAX, { error: MSG.contactTooLong("Name", ACCOUNT_NAME_MAX) }));

/** Optional phone: null, absent or blank clears it; otherwise 10 digits (+91, 0 and separators accepted), stored bare. */
const optionalPhone = z.pipe(
  z.optional(z.nullable(z.string({ error: MSG.accountPhoneInvalid }).check(z.trim(), z.maxLength(20, { error: MSG.accountPhoneInvalid, abort: true })))),
  z.transform((value, ctx) => {
    if (value === undefined || value === null || value === "") return null;
    const digits = tenDigitPhone(value);
    if (digits === null) {
      ctx.issues.push({ code: "custom", message: MSG.accountPhoneInvalid, input: value, path: [] });
      return z.NEVER;
    }
    return digits;
  }),
);

const mustMatch = <T extends { confirmPassword: string }>(key: keyof T & string) =>
  z.refine<T>((value) => value[key] === value.confirmPassword, { error: MSG.passwordsMustMatch, path: ["confirmPassword"] });

/** POST /api/user/register-user (storefront §3 Register payload). */
export const ZRegisterRequest = z
  .object(
    {
      name: name(MSG.registerFillAll),
      email: email(MSG.registerFillAll),
      password: newPassword(MSG.registerFillAll),
      confirmPassword: z.string({ error: MSG.registerFillAll }).check(z.minLength(1, { error: MSG.registerFillAll })),
      acceptTerms: z.literal(true, { error: MSG.registerFillAll }),
      /** The separate, unticked marketing box (issue 45, DPDP Act 2023): absent = no consent. */
      marketing: z.optional(z.boolean({ error: "marketing: must be true or false" })),
    },
    { error: "Send the form as a JSON object." },
  )
  .check(mustMatch<{ password: string; confirmPassword: string }>("password"));
export type RegisterRequest = z.infer<typeof ZRegisterRequest>;

/** POST /api/user/login-user. The password is not checked for length here: only against the stored hash. */
export const ZLoginRequest = z.object(
  {
    email: email(MSG.loginFillAll),
    password: z.string({ error: MSG.loginFillAll }).check(
      z.minLength(1, { error: MSG.loginFillAll, abort: true }),
      // Long enough for any password we ever accepted; stops megabyte "passwords" reaching argon2.
      z.maxLength(1024, { error: MSG.invalidLogin }),
    ),
    /** Without "Remember me" the cookie lasts for the browser session. Absent = remembered. */
    remember: z.optional(z.boolean({ error: "remember: must be true or false" })),
  },
  { error: "Send the form as a JSON object." },
);
export type LoginRequest = z.infer<typeof ZLoginRequest>;

/** POST /api/user/google-auth: the ID token from Google Identity Services. */
export const ZGoogleAuthRequest = z.object(
  { credential: z.string({ error: MSG.googleFailed }).check(z.minLength(1, { error: MSG.googleFailed }), z.maxLength(4096, { error: MSG.googleFailed })) },
  { error: "Send the form as a JSON object." },
);

/** PATCH /api/user/profile: only the name and the phone; the e-mail is the login and does not change here. */
export const ZProfileRequest = z.object(
  { name: name(MSG.accountNameRequired), phone: optionalPhone },
  { error: "Send the form as a JSON object." },
);
export type ProfileRequest = z.infer<typeof ZProfileRequest>;

/** POST /api/user/change-password. */
export const ZChangePasswordRequest = z
  .object(
    {
      currentPassword: z.string({ error: MSG.currentPasswordRequired }).check(
        z.minLength(1, { error: MSG.currentPasswordRequired, abort: true }),
        z.maxLength(1024, { error: MSG.currentPasswordWrong }),
      ),
      newPassword: newPassword(MSG.resetFillAll),
      confirmPassword: z.string({ error: MSG.resetFillAll }).check(z.minLength(1, { error: MSG.resetFillAll })),
    },
    { error: "Send the form as a JSON object." },
  )
  .check(mustMatch<{ newPassword: string; confirmPassword: string }>("newPassword"));
export type ChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

/** POST /api/user/forgot-password. */
export const ZForgotPasswordRequest = z.object({ email: email(MSG.emailRequired) }, { error: "Send the form as a JSON object." });

/** POST /api/user/reset-password. The token is 32 random bytes in base64url (43 characters). */
export const ZResetPasswordRequest = z
  .object(
    {
      token: z.string({ error: MSG.resetLinkInvalid }).check(z.regex(/^[A-Za-z0-9_-]{43}$/, { error: MSG.resetLinkInvalid })),
      password: newPassword(MSG.resetFillAll),
      confirmPassword: z.string({ error: MSG.resetFillAll }).check(z.minLength(1, { error: MSG.resetFillAll })),
    },
    { error: "Send the form as a JSON object." },
  )
  .check(mustMatch<{ password: string; confirmPassword: string }>("password"));
export type ResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;

/**
 * The message for a failed parse: a "fill in everything" problem first (the spec checks that
 * before anything else), then the first problem in field order.
 */
export function firstAccountError(error: z.core.$ZodError, fillAll: string = MSG.registerFillAll): string {
  if (error.issues.some((issue) => issue.message === fillAll)) return fillAll;
  return error.issues[0]?.message ?? "Invalid input.";
}
