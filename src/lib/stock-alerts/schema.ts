import * as z from "zod/mini";
import { tenDigitPhone } from "@/lib/schemas/contact";
import { CUID } from "@/lib/schemas/query-values";
import { STOCK_ALERT_MSG as M } from "./messages";

// POST /api/stock-alerts's body (issue 45): the piece, the size (a piece sold by size), the e-mail,
// an optional WhatsApp number and the separate, unticked marketing box. Whether the piece exists, is
// sold out and offers the size is the server's to check (src/server/stock-alerts/ask-for-alert.ts).

export const STOCK_ALERT_EMAIL_MAX = 254;

/** An Indian mobile number however it is typed, or empty. */
function optionalPhone() {
  return z.pipe(
    z.optional(z.nullable(z.string({ error: M.phoneInvalid }))),
    z.transform((value: string | null | undefined, ctx) => {
      const text = (value ?? "").trim();
      if (!text) return null;
      const digits = text.length <= 20 ? tenDigitPhone(text) : null;
      if (!digits || !/^[6-9]/.test(digits)) {
        ctx.issues.push({ code: "custom", message: M.phoneInvalid, input: value });
        return z.NEVER;
      }
      return digits;
    }),
  );
}

export const ZStockAlertRequest = z.object(
  {
    productId: z.string({ error: M.noSuchPiece }).check(z.regex(CUID, { error: M.noSuchPiece })),
    sizeId: z.optional(z.nullable(z.string({ error: M.sizeNotOffered }).check(z.regex(CUID, { error: M.sizeNotOffered })))),
    email: z.pipe(
      z.string({ error: M.emailInvalid }).check(z.trim(), z.toLowerCase(), z.minLength(1, { error: M.emailInvalid, abort: true }), z.maxLength(STOCK_ALERT_EMAIL_MAX, { error: M.emailInvalid, abort: true })),
      z.email({ error: M.emailInvalid }),
    ),
    phone: optionalPhone(),
    marketing: z.optional(z.boolean({ error: M.badBody })),
  },
  { error: M.badBody },
);

export type StockAlertRequest = z.infer<typeof ZStockAlertRequest>;
