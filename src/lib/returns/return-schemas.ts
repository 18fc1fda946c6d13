import { z } from "zod";
import { EMAIL_MAX } from "@/lib/constants";
import { ORDER_NUMBER_MAX } from "@/lib/schemas/track";
import { CUID, fromQuery, optionalText, wholeNumber } from "@/lib/schemas/query-values";
import { MAX_REJECTION_REASON, RETURN_ACTIONS, RETURN_KINDS, RETURN_REASONS, RETURN_STATUSES } from "@/lib/types/returns";
import { RETURN_MSG } from "./return-messages";

// The inputs of /api/returns/* and /api/admin/returns/* (issue 22). The shopper's texts are made
// plain (sanitize-html) on the server before they are stored; these check shapes and lengths.

const ORDER_NUMBER = /^[A-Z0-9]+(?:-[A-Z0-9]+)*$/;
const ID = z.string().trim().min(1).max(64);

/** The order: its number and, unless a signed-in customer owns it, the e-mail it was placed with. */
export const ZReturnLookup = z.object(
  {
    orderNumber: z
      .string({ error: RETURN_MSG.orderNumberRequired })
      .trim()
      .toUpperCase()
      .min(1, { error: RETURN_MSG.orderNumberRequired })
      .max(ORDER_NUMBER_MAX, { error: RETURN_MSG.orderNumberInvalid })
      .regex(ORDER_NUMBER, { error: RETURN_MSG.orderNumberInvalid }),
    email: z.preprocess(
      (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
      z.string({ error: RETURN_MSG.emailInvalid }).trim().max(EMAIL_MAX, { error: RETURN_MSG.emailInvalid }).pipe(z.email({ error: RETURN_MSG.emailInvalid })).optional(),
    ),
  },
  { error: RETURN_MSG.notObject },
);
export type ReturnLookup = z.infer<typeof ZReturnLookup>;

/** POST /api/returns/credit-note */
export const ZCreditNoteLookup = ZReturnLookup.extend({ returnId: ID });

/** The `lines` field: a JSON list of { orderLineId, quantity, exchangeSizeId? }, at least one, each piece once. */
export const ZReturnLines = z
  .array(
    z.object({
      orderLineId: ID,
      /** An exchange for another size of the same piece (issue 42): the Size's id; absent or null for the same piece. */
      exchangeSizeId: z.string({ error: RETURN_MSG.exchangeSizeInvalid }).regex(CUID, { error: RETURN_MSG.exchangeSizeInvalid }).nullish(),
      quantity: z.number({ error: RETURN_MSG.quantityInvalid }).int({ error: RETURN_MSG.quantityInvalid }).min(1, { error: RETURN_MSG.quantityInvalid }).max(1000, { error: RETURN_MSG.quantityInvalid }),
    }),
    { error: RETURN_MSG.linesInvalid },
  )
  .min(1, { error: RETURN_MSG.linesRequired })
  .max(100, { error: RETURN_MSG.linesInvalid })
  .refine((lines) => new Set(lines.map((line) => line.orderLineId)).size === lines.length, { error: RETURN_MSG.lineRepeated });

/** The request's own fields (the lines are parsed from their JSON text first); "Other" needs details. */
export const ZReturnFields = z
  .object({
    kind: z.enum(RETURN_KINDS, { error: RETURN_MSG.kindInvalid }),
    reason: z.enum(RETURN_REASONS, { error: RETURN_MSG.reasonInvalid }),
    details: z.string().default(""),
    lines: ZReturnLines,
  })
  .refine((fields) => fields.reason !== "other" || fields.details.trim() !== "", { error: RETURN_MSG.detailsRequired, path: ["details"] });
export type ReturnFields = z.infer<typeof ZReturnFields>;

/** PATCH /api/admin/returns/{id} */
export const ZReturnMove = z.object(
  {
    action: z.enum(RETURN_ACTIONS, { error: RETURN_MSG.actionInvalid }),
    reason: z.string().trim().max(MAX_REJECTION_REASON, { error: RETURN_MSG.reasonTooLong }).optional(),
    amountPaise: z.number({ error: RETURN_MSG.amountInvalid }).int({ error: RETURN_MSG.amountInvalid }).min(1, { error: RETURN_MSG.amountInvalid }).optional(),
    reference: z.string().trim().max(100, { error: RETURN_MSG.referenceTooLong }).optional(),
  },
  { error: RETURN_MSG.actionInvalid },
);
export type ReturnMove = z.infer<typeof ZReturnMove>;

export const ADMIN_RETURNS_MAX_LIMIT = 100;

/** GET /api/admin/returns?status=&kind=&q=&page=&limit= */
export const ZAdminReturnListQuery = z.object({
  page: wholeNumber(1, 10_000, 1),
  limit: wholeNumber(1, ADMIN_RETURNS_MAX_LIMIT, 20),
  q: optionalText(100),
  status: z.preprocess(fromQuery, z.enum(RETURN_STATUSES, { error: `must be one of ${RETURN_STATUSES.join(", ")}` }).optional()),
  kind: z.preprocess(fromQuery, z.enum(RETURN_KINDS, { error: "must be return or exchange" }).optional()),
});
export type AdminReturnListQuery = z.infer<typeof ZAdminReturnListQuery>;

export const ZReturnIdParams = z.object({ id: ID });
