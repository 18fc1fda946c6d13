import { describe, expect, it } from "vitest";
import { checkPayout, checkReturnForm, photoProblem, statusLine } from "@/components/returns/return-checks";
import { maskPayout } from "@/lib/returns/refund-payout";
import { RETURN_MSG } from "@/lib/returns/return-messages";
import { RETURN_UI_MSG } from "@/lib/returns/ui-messages";
import { MAX_RETURN_DETAILS } from "@/lib/types/returns";

// The shopper's return form (issue 22): its own checks before sending, and each request's state in words.

describe("checkReturnForm", () => {
  it("asks for a piece and a reason when nothing is chosen", () => {
    expect(checkReturnForm({ a: 0, b: 0 }, "", "")).toEqual({ pieces: RETURN_UI_MSG.noPieces, reason: RETURN_UI_MSG.reasonRequired });
  });

  it("takes one piece with a reason and no details", () => {
    expect(checkReturnForm({ a: 1, b: 0 }, "damaged", "")).toEqual({});
  });

  it("wants details with Other, and never more than the limit", () => {
    expect(checkReturnForm({ a: 1 }, "other", "   ")).toEqual({ details: RETURN_UI_MSG.detailsRequired });
    expect(checkReturnForm({ a: 1 }, "other", "It tarnished.")).toEqual({});
    expect(checkReturnForm({ a: 1 }, "size_or_fit", "x".repeat(MAX_RETURN_DETAILS + 1))).toEqual({ details: RETURN_UI_MSG.detailsTooLong(MAX_RETURN_DETAILS) });
    expect(checkReturnForm({ a: 1 }, "size_or_fit", "x".repeat(MAX_RETURN_DETAILS))).toEqual({});
  });
});

describe("photoProblem", () => {
  const png = (name: string, size = 1000) => ({ name, type: "image/png", size });

  it("takes up to three pictures", () => {
    expect(photoProblem(0, [png("a.png"), png("b.png"), png("c.png")])).toBeNull();
    expect(photoProblem(2, [png("c.png"), png("d.png")])).toBe(RETURN_UI_MSG.tooManyPhotos(3));
  });

  it("names a file that is not a picture, or too large", () => {
    expect(photoProblem(0, [{ name: "bill.pdf", type: "application/pdf", size: 10 }])).toBe(RETURN_UI_MSG.notAnImage("bill.pdf"));
    expect(photoProblem(0, [png("huge.png", 5 * 1024 * 1024 + 1)])).toBe(RETURN_UI_MSG.tooBig("huge.png"));
    expect(photoProblem(0, [png("edge.png", 5 * 1024 * 1024)])).toBeNull();
  });
});

describe("statusLine", () => {
  const base = { rejectionReason: null, refundPaise: null, creditNoteNumber: null, exchangeOrderNumber: null };

  it("says each state in the shopper's words", () => {
    expect(statusLine({ ...base, status: "requested" })).toBe("Requested");
    expect(statusLine({ ...base, status: "picked_up" })).toBe("Picked up");
    expect(statusLine({ ...base, status: "rejected", rejectionReason: "Worn after delivery" })).toBe("Rejected: Worn after delivery");
    expect(statusLine({ ...base, status: "refunded", refundPaise: 149950, creditNoteNumber: "CN/2026-27/00001" })).toBe("Refunded ₹1,499.50 — credit note CN/2026-27/00001");
    expect(statusLine({ ...base, status: "exchanged", exchangeOrderNumber: "SA-26-00120" })).toBe("Exchanged — replacement order SA-26-00120");
  });
});

describe("checkPayout (issue 40: where a cash-on-delivery refund goes)", () => {
  it("asks for a choice, then checks the UPI ID or the IFSC and account number for shape", () => {
    expect(checkPayout({ refundTo: "" })).toEqual({ refundTo: RETURN_MSG.payoutRequired });
    expect(checkPayout({ refundTo: "upi", upiId: "asha@okaxis" })).toEqual({});
    expect(checkPayout({ refundTo: "upi", upiId: "asha" })).toEqual({ upiId: RETURN_MSG.upiInvalid });
    expect(checkPayout({ refundTo: "bank", ifsc: "sbin0001234", accountNumber: "1234 5678 9" })).toEqual({});
    expect(checkPayout({ refundTo: "bank", ifsc: "SBIN1234567", accountNumber: "12345678" })).toEqual({ ifsc: RETURN_MSG.ifscInvalid, accountNumber: RETURN_MSG.accountInvalid });
    expect(checkPayout({ refundTo: "bank", ifsc: "SBIN0001234", accountNumber: "1".repeat(19) })).toEqual({ accountNumber: RETURN_MSG.accountInvalid });
  });

  it("masks for lists: the account's last 4 digits, the UPI ID's first two characters and handle", () => {
    expect(maskPayout({ kind: "bank", ifsc: "HDFC0000123", accountNumber: "501002345678" })).toBe("Bank account ••••5678 (HDFC0000123)");
    expect(maskPayout({ kind: "upi", upiId: "asha.verma@okicici" })).toBe("UPI as••••@okicici");
  });
});
