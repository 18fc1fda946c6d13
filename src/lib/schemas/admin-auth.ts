import * as z from "zod/mini";
import { EMAIL_MAX, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@/lib/constants";
import { ADMIN_AUTH_MSG } from "@/lib/admin/auth-messages";
import { MSG } from "@/lib/messages/shop";

// The back office's sign-in and reset bodies (back office §5: email and password required; email,
// secretKey and newPassword required), shared by /adm-login, /adm-forgot-password and their
// handlers. The new password follows the customers' length rules (8–128), which the spec leaves
// open. Unknown keys are dropped, so a body can never set `active`, a role or an id.

const email = (required: string) =>
  z.pipe(
    z
      .string({ error: required })
      .check(z.trim(), z.toLowerCase(), z.minLength(1, { error: required, abort: true }), z.maxLength(EMAIL_MAX, { error: MSG.contactEmailInvalid, abort: true })),
    z.email({ error: MSG.contactEmailInvalid }),
  );

/** A typed secret (password or reset key): required, and never megabytes long before argon2 sees it. */
const typedSecret = (required: string, tooLong: string) =>
  z.string({ error: required }).check(z.minLength(1, { error: required, abort: true }), z.maxLength(1024, { error: tooLong }));

/** POST /api/admin/login. */
export const ZAdminLoginRequest = z.object(
  {
    email: email(ADMIN_AUTH_MSG.loginFillAll),
    password: typedSecret(ADMIN_AUTH_MSG.loginFillAll, ADMIN_AUTH_MSG.invalidLogin),
  },
  { error: "Send the form as a JSON object." },
);
export type AdminLoginRequest = z.infer<typeof ZAdminLoginRequest>;

/** PUT /api/admin/reset-password. */
export const ZAdminResetRequest = z.object(
  {
    email: email(ADMIN_AUTH_MSG.resetFillAll),
    secretKey: typedSecret(ADMIN_AUTH_MSG.resetFillAll, ADMIN_AUTH_MSG.invalidReset),
    newPassword: z.string({ error: ADMIN_AUTH_MSG.resetFillAll }).check(
      z.minLength(1, { error: ADMIN_AUTH_MSG.resetFillAll, abort: true }),
      z.minLength(PASSWORD_MIN_LENGTH, { error: MSG.passwordTooShort(PASSWORD_MIN_LENGTH) }),
      z.maxLength(PASSWORD_MAX_LENGTH, { error: MSG.passwordTooLong(PASSWORD_MAX_LENGTH) }),
    ),
  },
  { error: "Send the form as a JSON object." },
);
export type AdminResetRequest = z.infer<typeof ZAdminResetRequest>;
