import { RETURN_MSG } from "./return-messages";

// Where a cash-on-delivery refund goes (issue 40): a UPI ID (name@handle) or a bank account (IFSC
// and account number). The same checks on the form and the server; the masks of the owner's list.

export type RefundPayout = { kind: "upi"; upiId: string } | { kind: "bank"; ifsc: string; accountNumber: string };
export type PayoutField = "refundTo" | "upiId" | "ifsc" | "accountNumber";
export type PayoutErrors = Partial<Record<PayoutField, string>>;

export const UPI_PATTERN = /^[A-Za-z0-9._-]{2,64}@[A-Za-z][A-Za-z0-9]{1,63}$/;
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
export const ACCOUNT_PATTERN = /^\d{9,18}$/;

export interface PayoutInput {
  refundTo?: string;
  upiId?: string;
  ifsc?: string;
  accountNumber?: string;
}

/**
 * The payout the shopper typed, checked and made tidy (IFSC upper case, spaces out of the account
 * number), or the first problem of each field in the shopper's words. Nothing chosen is `payout: null`.
 */
export function readPayout(input: PayoutInput): { payout: RefundPayout | null; errors: PayoutErrors } {
  const refundTo = (input.refundTo ?? "").trim();
  if (refundTo === "") return { payout: null, errors: {} };
  if (refundTo === "upi") {
    const upiId = (input.upiId ?? "").trim();
    if (!UPI_PATTERN.test(upiId)) return { payout: null, errors: { upiId: RETURN_MSG.upiInvalid } };
    return { payout: { kind: "upi", upiId }, errors: {} };
  }
  if (refundTo === "bank") {
    const ifsc = (input.ifsc ?? "").trim().toUpperCase();
    const accountNumber = (input.accountNumber ?? "").replace(/[\s-]/g, "");
    const errors: PayoutErrors = {};
    if (!IFSC_PATTERN.test(ifsc)) errors.ifsc = RETURN_MSG.ifscInvalid;
    if (!ACCOUNT_PATTERN.test(accountNumber)) errors.accountNumber = RETURN_MSG.accountInvalid;
    if (errors.ifsc || errors.accountNumber) return { payout: null, errors };
    return { payout: { kind: "bank", ifsc, accountNumber }, errors: {} };
  }
  return { payout: null, errors: { refundTo: RETURN_MSG.payoutRequired } };
}

/** For lists: a UPI ID with only its first two characters and its handle, an account by its last 4 digits. */
export function maskPayout(payout: RefundPayout): string {
  if (payout.kind === "upi") {
    const [name = "", handle = ""] = payout.upiId.split("@");
    return RETURN_MSG.payoutMaskedUpi(`${name.slice(0, 2)}••••@${handle}`);
  }
  return RETURN_MSG.payoutMaskedBank(payout.accountNumber.slice(-4), payout.ifsc);
}

/** The stored columns as a payout, or null. */
export function payoutOf(row: { payoutUpi: string | null; payoutIfsc: string | null; payoutAccount: string | null }): RefundPayout | null {
  if (row.payoutUpi) return { kind: "upi", upiId: row.payoutUpi };
  if (row.payoutIfsc && row.payoutAccount) return { kind: "bank", ifsc: row.payoutIfsc, accountNumber: row.payoutAccount };
  return null;
}
