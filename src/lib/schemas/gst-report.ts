import { z } from "zod";

// Path parameters of the GST return's routes (issue 45): the month is checked in words by
// parseGstMonth (src/server/reports/gstr1/month.ts), the file against the list of downloads.

export const ZGstMonthParams = z.object({ month: z.string().max(20) });
export const ZGstFileParams = z.object({ month: z.string().max(20), file: z.string().max(40) });
