import { MSG } from "@/lib/messages/shop";

// The account forms' checks before anything is sent, in the spec's order (storefront §5 Register):
// every field filled (trimmed) and the terms accepted, else 'Please fill all fields and accept
// terms.'; then the passwords match, else 'Passwords must match!!'; then the rules the server applies
// too (the shared zod schemas of src/lib/schemas/account.ts: e-mail format, password 8–128, phone).

type AccountSchemas = typeof import("@/lib/schemas/account");

/** What a refused form shows: a message for the whole form (toast and alert) and/or messages per field. */
export interface FormProblem<Field extends string> {
  /** Shown above the button and as a toast; fields in `flagged` point at it. */
  formMessage?: string;
  /** Fields marked invalid by the form message (they have no message of their own). */
  flagged: Field[];
  /** A message under a field. */
  fieldErrors: Partial<Record<Field, string>>;
}

/** The first field (in form order) with a problem, to move the focus there. */
export function firstProblemField<Field extends string>(order: readonly Field[], problem: FormProblem<Field>): Field | undefined {
  return order.find((field) => problem.flagged.includes(field) || problem.fieldErrors[field] !== undefined);
}

/** zod issues → one message per field (the first for each), in the schema's words. */
function issuesByField<Field extends string>(issues: readonly { path: readonly PropertyKey[]; message: string }[], fields: readonly Field[]) {
  const fieldErrors: Partial<Record<Field, string>> = {};
  let other: string | undefined;
  for (const issue of issues) {
    const key = issue.path[0];
    const field = fields.find((candidate) => candidate === key);
    if (field) fieldErrors[field] ??= issue.message;
    else other ??= issue.message;
  }
  return { fieldErrors, other };
}

// Register -------------------------------------------------------------------------------------

export const REGISTER_FIELDS = ["name", "email", "password", "confirmPassword", "acceptTerms"] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];
export interface RegisterValues {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
}

export function checkRegister(values: RegisterValues, schemas: AccountSchemas): FormProblem<RegisterField> | null {
  const empty = REGISTER_FIELDS.filter((field) => {
    const value = values[field];
    return typeof value === "boolean" ? !value : value.trim() === "";
  });
  if (empty.length > 0) return { formMessage: MSG.registerFillAll, flagged: empty, fieldErrors: {} };
  if (values.password !== values.confirmPassword) return { formMessage: MSG.passwordsMustMatch, flagged: ["confirmPassword"], fieldErrors: {} };
  const parsed = schemas.ZRegisterRequest.safeParse(values);
  if (parsed.success) return null;
  const { fieldErrors, other } = issuesByField(parsed.error.issues, REGISTER_FIELDS);
  return { formMessage: other, flagged: [], fieldErrors };
}

// Login ----------------------------------------------------------------------------------------

export const LOGIN_FIELDS = ["email", "password"] as const;
export type LoginField = (typeof LOGIN_FIELDS)[number];

/** §5 Login: both required and non-empty, the e-mail of e-mail type. The password's rules are the server's. */
export function checkLogin(values: { email: string; password: string }): FormProblem<LoginField> | null {
  const fieldErrors: Partial<Record<LoginField, string>> = {};
  const email = values.email.trim();
  if (email === "") fieldErrors.email = MSG.emailRequired;
  else if (!looksLikeEmail(email)) fieldErrors.email = MSG.contactEmailInvalid;
  if (values.password === "") fieldErrors.password = MSG.passwordRequired;
  return Object.keys(fieldErrors).length > 0 ? { flagged: [], fieldErrors } : null;
}

/** The browser's own e-mail check (type=email): something@something, no spaces. The server checks properly. */
export function looksLikeEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+$/.test(value);
}

// Forgot and reset password ------------------------------------------------------------------------

export function checkForgot(values: { email: string }): FormProblem<"email"> | null {
  const email = values.email.trim();
  if (email === "") return { flagged: [], fieldErrors: { email: MSG.emailRequired } };
  if (!looksLikeEmail(email)) return { flagged: [], fieldErrors: { email: MSG.contactEmailInvalid } };
  return null;
}

export const NEW_PASSWORD_FIELDS = ["password", "confirmPassword"] as const;
export type NewPasswordField = (typeof NEW_PASSWORD_FIELDS)[number];

/** A new password and its confirmation (reset page): both filled, equal, then the schema's length rule. */
export function checkNewPassword(values: { password: string; confirmPassword: string }, schemas: AccountSchemas): FormProblem<NewPasswordField> | null {
  const empty = NEW_PASSWORD_FIELDS.filter((field) => values[field] === "");
  if (empty.length > 0) return { formMessage: MSG.resetFillAll, flagged: empty, fieldErrors: {} };
  if (values.password !== values.confirmPassword) return { formMessage: MSG.passwordsMustMatch, flagged: ["confirmPassword"], fieldErrors: {} };
  // The token is checked by the server; a well-formed stand-in lets the schema judge the password alone.
  const parsed = schemas.ZResetPasswordRequest.safeParse({ ...values, token: "x".repeat(43) });
  if (parsed.success) return null;
  const { fieldErrors, other } = issuesByField(parsed.error.issues, NEW_PASSWORD_FIELDS);
  return { formMessage: other, flagged: [], fieldErrors };
}

// Account page ----------------------------------------------------------------------------------

export const PROFILE_FIELDS = ["name", "phone"] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

export function checkProfile(values: { name: string; phone: string }, schemas: AccountSchemas): FormProblem<ProfileField> | null {
  const parsed = schemas.ZProfileRequest.safeParse(values);
  if (parsed.success) return null;
  const { fieldErrors, other } = issuesByField(parsed.error.issues, PROFILE_FIELDS);
  return { formMessage: other, flagged: [], fieldErrors };
}

export const CHANGE_PASSWORD_FIELDS = ["currentPassword", "newPassword", "confirmPassword"] as const;
export type ChangePasswordField = (typeof CHANGE_PASSWORD_FIELDS)[number];

export function checkChangePassword(
  values: { currentPassword: string; newPassword: string; confirmPassword: string },
  schemas: AccountSchemas,
): FormProblem<ChangePasswordField> | null {
  if (values.currentPassword === "") return { flagged: [], fieldErrors: { currentPassword: MSG.currentPasswordRequired } };
  if (values.newPassword === "" || values.confirmPassword === "") {
    return { formMessage: MSG.resetFillAll, flagged: CHANGE_PASSWORD_FIELDS.filter((field) => field !== "currentPassword" && values[field] === ""), fieldErrors: {} };
  }
  if (values.newPassword !== values.confirmPassword) return { formMessage: MSG.passwordsMustMatch, flagged: ["confirmPassword"], fieldErrors: {} };
  const parsed = schemas.ZChangePasswordRequest.safeParse(values);
  if (parsed.success) return null;
  const { fieldErrors, other } = issuesByField(parsed.error.issues, CHANGE_PASSWORD_FIELDS);
  return { formMessage: other, flagged: [], fieldErrors };
}
