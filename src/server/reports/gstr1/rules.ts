// The rules of GSTR-1 for a shop that sells only to unregistered buyers (B2C).
//
// B2CL (table 5): inter-state invoices to unregistered buyers whose invoice value is above a
// threshold, one row each: ₹1,00,000 for invoices from 1 August 2024 (rule 59(4)(a)(ii) of the CGST
// Rules as amended by Notification 12/2024-Central Tax of 10 July 2024), ₹2,50,000 before.
// Every other B2C supply (all intra-state ones, and inter-state ones up to the threshold) is B2CS
// (table 7), summed by place of supply and rate.
// Credit notes: one against a B2CL invoice goes to CDNUR (table 9B) one row each; one against a
// B2CS invoice is netted into B2CS of the credit note's month (the portal accepts the net figure,
// and CDNUR takes notes to unregistered buyers only against B2CL invoices).

/** The first instant of 1 August 2024 in India. */
export const B2CL_LOWER_THRESHOLD_FROM = new Date("2024-07-31T18:30:00.000Z");
export const B2CL_THRESHOLD_PAISE = 1_00_000 * 100;
export const B2CL_OLD_THRESHOLD_PAISE = 2_50_000 * 100;

/** The B2CL threshold for an invoice issued at `issuedAt` (an invoice value above it is B2CL when inter-state). */
export function b2clThresholdPaise(issuedAt: Date): number {
  return issuedAt.getTime() >= B2CL_LOWER_THRESHOLD_FROM.getTime() ? B2CL_THRESHOLD_PAISE : B2CL_OLD_THRESHOLD_PAISE;
}

/** Unit quantity code of the HSN summary: pieces, "NOS" in the JSON, "NOS-NUMBERS" in the offline tool. */
export const UQC = "NOS";
export const UQC_OFFLINE_TOOL = "NOS-NUMBERS";
export const HSN_DESCRIPTION = "Articles of jewellery of silver";
