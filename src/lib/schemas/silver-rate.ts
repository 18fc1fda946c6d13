import { z } from "zod";
import { PRICING_MSG } from "@/lib/admin/pricing-messages";
import { numberText } from "@/lib/schemas/number-text";

/** The highest rate the form takes, in rupees per gram (silver trades near ₹100; this is a typo guard). */
export const MAX_RATE_RUPEES = 10_000;

const RUPEES = /^[0-9]+(?:\.[0-9]{1,2})?$/;

/** POST /api/admin/silver-rate (and …/preview): { rate, confirmLargeChange? } in rupees per gram of fine silver, up to two decimals → paise. */
export const ZSilverRateInput = z.object({
  rate: z.unknown().transform((value, ctx) => {
    const text = numberText(value);
    if (value === undefined || value === null || text.trim() === "") {
      ctx.addIssue({ code: "custom", message: PRICING_MSG.rateRequired });
      return z.NEVER;
    }
    if (!RUPEES.test(text)) {
      ctx.addIssue({ code: "custom", message: PRICING_MSG.rateInvalid });
      return z.NEVER;
    }
    const paise = Math.round(Number(text) * 100);
    if (paise <= 0) {
      ctx.addIssue({ code: "custom", message: PRICING_MSG.rateZero });
      return z.NEVER;
    }
    if (paise > MAX_RATE_RUPEES * 100) {
      ctx.addIssue({ code: "custom", message: PRICING_MSG.rateTooHigh(MAX_RATE_RUPEES) });
      return z.NEVER;
    }
    return paise;
  }),
  /** The owner's second confirmation of a change of more than 10 % from the last rate: only `true` counts. */
  confirmLargeChange: z
    .unknown()
    .optional()
    .transform((value) => value === true),
});
