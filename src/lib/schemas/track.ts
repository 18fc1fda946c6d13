import * as z from "zod/mini";
import { EMAIL_MAX } from "@/lib/constants";
import { TRACKING_MSG } from "@/lib/messages/tracking";

// The tracking form's one schema, shared by the form on /track-order and by POST /api/order/track
// (and the invoice download from that page, POST /api/order/track-invoice). zod/mini: the form
// loads this module only when the shopper starts filling it in.

export const TRACK_FIELDS = ["orderNumber", "email"] as const;
export type TrackField = (typeof TRACK_FIELDS)[number];

/** Order numbers are SA-26-00042 (src/server/orders/order-number.ts); anything longer is not one. */
export const ORDER_NUMBER_MAX = 32;
/** Letters, digits and hyphens: the characters of any order number the shop has issued. */
const ORDER_NUMBER_CHARACTERS = /^[A-Z0-9]+(?:-[A-Z0-9]+)*$/;

export interface TrackInput {
  orderNumber: string;
  email: string;
}

export const ZTrackOrder = z.object(
  {
    // Trimmed and upper-cased: "sa-26-00042 " finds SA-26-00042.
    orderNumber: z.string({ error: TRACKING_MSG.trackOrderNumberRequired }).check(
      z.trim(),
      z.toUpperCase(),
      z.minLength(1, { error: TRACKING_MSG.trackOrderNumberRequired, abort: true }),
      z.maxLength(ORDER_NUMBER_MAX, { error: TRACKING_MSG.trackOrderNumberInvalid, abort: true }),
      z.regex(ORDER_NUMBER_CHARACTERS, { error: TRACKING_MSG.trackOrderNumberInvalid }),
    ),
    email: z.pipe(
      z.string({ error: TRACKING_MSG.trackOrderEmailRequired }).check(
        z.trim(),
        z.minLength(1, { error: TRACKING_MSG.trackOrderEmailRequired, abort: true }),
        z.maxLength(EMAIL_MAX, { error: TRACKING_MSG.trackOrderEmailInvalid, abort: true }),
      ),
      z.email({ error: TRACKING_MSG.trackOrderEmailInvalid }),
    ),
  },
  { error: TRACKING_MSG.trackOrderNotObject },
);

export type TrackOrderQuery = z.infer<typeof ZTrackOrder>;

/** The first message for each field that has a problem, in the form's order. */
export function trackErrors(error: z.core.$ZodError): Partial<Record<TrackField, string>> {
  const errors: Partial<Record<TrackField, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && (TRACK_FIELDS as readonly string[]).includes(field)) errors[field as TrackField] ??= issue.message;
  }
  return errors;
}

/** The first problem overall, in the form's field order (the API's msg). */
export function firstTrackError(error: z.core.$ZodError): string {
  const errors = trackErrors(error);
  for (const field of TRACK_FIELDS) if (errors[field]) return errors[field];
  return error.issues[0]?.message ?? TRACKING_MSG.trackOrderNotObject;
}
