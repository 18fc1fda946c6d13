import * as z from "zod/mini";
import { STAFF_MSG } from "@/lib/admin/staff-messages";

// The passkey routes' bodies (issue 43 §2). A browser's WebAuthn answer is checked here only for
// its outline (an id and the base64url texts the server reads); @simplewebauthn/server checks the rest
// and any answer it cannot read is a 400, never a 500.

export const PASSKEY_NAME_MAX = 60;

/** PATCH /api/admin/passkeys/{id} { name }: 1–60 characters after trimming. */
export const ZRenamePasskeyRequest = z.object(
  {
    name: z
      .string({ error: STAFF_MSG.passkeyNameRequired })
      .check(
        z.trim(),
        z.minLength(1, { error: STAFF_MSG.passkeyNameRequired, abort: true }),
        z.maxLength(PASSKEY_NAME_MAX, { error: STAFF_MSG.passkeyNameTooLong }),
      ),
  },
  { error: STAFF_MSG.passkeyBadBody },
);

const b64url = z.string({ error: STAFF_MSG.passkeyNotVerified }).check(z.maxLength(8192, { error: STAFF_MSG.passkeyNotVerified }), z.regex(/^[A-Za-z0-9_-]*$/, { error: STAFF_MSG.passkeyNotVerified }));

/** { response: the browser's RegistrationResponseJSON or AuthenticationResponseJSON }. */
export const ZPasskeyAnswerRequest = z.object(
  {
    response: z.looseObject(
      {
        id: b64url,
        rawId: b64url,
        type: z.literal("public-key", { error: STAFF_MSG.passkeyNotVerified }),
        response: z.looseObject({ clientDataJSON: b64url }, { error: STAFF_MSG.passkeyNotVerified }),
      },
      { error: STAFF_MSG.passkeyBadBody },
    ),
  },
  { error: STAFF_MSG.passkeyBadBody },
);

export type PasskeyAnswerRequest = z.infer<typeof ZPasskeyAnswerRequest>;

/** GET /api/admin/passkeys: one passkey as the account page shows it. */
export interface PasskeyJSON {
  _id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
  /** Backed up by a passkey provider (synced across the person's devices). */
  synced: boolean;
}
