import * as z from "zod/mini";
import { STAFF_ROLES } from "@/lib/admin/permissions";
import { STAFF_MSG } from "@/lib/admin/staff-messages";
import { ACCOUNT_NAME_MAX, EMAIL_MAX, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@/lib/constants";
import { ORDER_LINE_MAX_PAISE } from "@/lib/money-limits";
import { MSG } from "@/lib/messages/shop";
import { wholeFromText } from "@/lib/schemas/number-text";

// The staff page's and the invitation's bodies (issue 43 §1), shared by the forms and the handlers.
// Unknown keys are dropped, so a body never sets an id, `active` or a session version.

const OBJECT = { error: "Send the form as a JSON object." };

const role = z.enum(STAFF_ROLES, { error: STAFF_MSG.invalidRole });

/** POST /api/admin/staff/invites. */
export const ZStaffInviteRequest = z.object(
  {
    email: z.pipe(
      z
        .string({ error: STAFF_MSG.inviteFillAll })
        .check(z.trim(), z.toLowerCase(), z.minLength(1, { error: STAFF_MSG.inviteFillAll, abort: true }), z.maxLength(EMAIL_MAX, { error: MSG.contactEmailInvalid, abort: true })),
      z.email({ error: MSG.contactEmailInvalid }),
    ),
    name: z
      .string({ error: STAFF_MSG.inviteFillAll })
      .check(
        z.overwrite((value) => value.replace(/\s+/g, " ").trim()),
        z.minLength(1, { error: STAFF_MSG.inviteFillAll, abort: true }),
        z.maxLength(ACCOUNT_NAME_MAX, { error: STAFF_MSG.nameInvalid }),
        z.refine((value) => !/[<>\u0000-\u001f\u007f]/.test(value), { error: STAFF_MSG.nameInvalid }),
      ),
    role,
  },
  OBJECT,
);
export type StaffInviteRequest = z.infer<typeof ZStaffInviteRequest>;

/** PATCH /api/admin/staff/{id}/role. */
export const ZStaffRoleRequest = z.object({ role }, OBJECT);

/** PATCH /api/admin/staff/{id}/active. */
export const ZStaffActiveRequest = z.object({ active: z.boolean({ error: STAFF_MSG.invalidActive }) }, OBJECT);

/** The most a manager's refund limit may be: one order line's ceiling (₹50,00,000). */
export const REFUND_LIMIT_MAX_RUPEES = ORDER_LINE_MAX_PAISE / 100;

/** PUT /api/admin/staff/settings: the limit in whole rupees (a number or its digits), stored in paise. */
export const ZStaffSettingsRequest = z.object(
  {
    twoFactorPolicy: z.enum(["everyone", "owners_managers"], { error: STAFF_MSG.policyInvalid }),
    managerRefundLimit: z.pipe(
      z.unknown(),
      z.transform((value, ctx) => {
        const rupees = wholeFromText(value);
        if (rupees === null || rupees > REFUND_LIMIT_MAX_RUPEES) {
          ctx.issues.push({ code: "custom", input: value, message: STAFF_MSG.refundLimitInvalid });
          return z.NEVER;
        }
        return rupees;
      }),
    ),
  },
  OBJECT,
);
export type StaffSettingsRequest = z.infer<typeof ZStaffSettingsRequest>;

/** The refused passwords and secrets of a new member (as `npm run admin:create` refuses them). */
export const RESET_SECRET_MIN_LENGTH = 12;
const DEMO_PASSWORD = "ChangeMe-925!";

/** POST /api/admin/invite/accept. */
export const ZInviteAcceptRequest = z
  .object(
    {
      token: z.string({ error: STAFF_MSG.inviteInvalid }).check(z.regex(/^[A-Za-z0-9_-]{43}$/, { error: STAFF_MSG.inviteInvalid })),
      password: z.string({ error: STAFF_MSG.acceptFillAll }).check(
        z.minLength(1, { error: STAFF_MSG.acceptFillAll, abort: true }),
        z.minLength(PASSWORD_MIN_LENGTH, { error: MSG.passwordTooShort(PASSWORD_MIN_LENGTH) }),
        z.maxLength(PASSWORD_MAX_LENGTH, { error: MSG.passwordTooLong(PASSWORD_MAX_LENGTH) }),
        z.refine((value) => value !== DEMO_PASSWORD, { error: STAFF_MSG.demoPassword }),
      ),
      resetSecret: z.string({ error: STAFF_MSG.acceptFillAll }).check(
        z.minLength(1, { error: STAFF_MSG.acceptFillAll, abort: true }),
        z.minLength(RESET_SECRET_MIN_LENGTH, { error: STAFF_MSG.secretTooShort }),
        z.maxLength(1024, { error: STAFF_MSG.secretTooShort }),
      ),
    },
    OBJECT,
  )
  .check(z.refine((body) => body.password !== body.resetSecret, { error: STAFF_MSG.secretSameAsPassword, path: ["resetSecret"] }));
export type InviteAcceptRequest = z.infer<typeof ZInviteAcceptRequest>;
