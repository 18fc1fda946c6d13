import { describe, expect, it } from "vitest";
import { RETURN_MSG } from "@/lib/returns/return-messages";
import {
  CREDIT_NOTE_NUMBER_PATTERN,
  RETURN_MOVES,
  actionsFor,
  creditNoteCounterKey,
  formatCreditNoteNumber,
  formatReturnNumber,
  maxRefundPaise,
  moveOf,
  returnableQuantity,
  windowEndsAt,
  windowOpen,
} from "@/lib/returns/return-rules";
import { ZReturnFields, ZReturnLookup, ZReturnMove } from "@/lib/returns/return-schemas";
import { RETURN_ACTIONS, RETURN_STATUSES } from "@/lib/types/returns";

const delivered = new Date("2026-11-01T10:00:00.000Z");
const at = (iso: string) => new Date(iso);

describe("the 7-day window", () => {
  it("ends exactly 7 days after delivery, that last moment included", () => {
    expect(windowEndsAt(delivered).toISOString()).toBe("2026-11-08T10:00:00.000Z");
    expect(windowOpen(delivered, at("2026-11-01T10:00:00.000Z"))).toBe(true);
    expect(windowOpen(delivered, at("2026-11-08T10:00:00.000Z"))).toBe(true);
    expect(windowOpen(delivered, at("2026-11-08T10:00:00.001Z"))).toBe(false);
    expect(windowOpen(delivered, at("2026-12-01T00:00:00.000Z"))).toBe(false);
  });

  it("is never open for an order not delivered", () => {
    expect(windowOpen(null, at("2026-11-02T00:00:00.000Z"))).toBe(false);
  });
});

describe("what is still returnable", () => {
  it("is ordered minus what requests take, never below 0", () => {
    expect(returnableQuantity(2, 0)).toBe(2);
    expect(returnableQuantity(2, 1)).toBe(1);
    expect(returnableQuantity(2, 2)).toBe(0);
    expect(returnableQuantity(1, 3)).toBe(0);
  });
});

describe("the most a refund may be", () => {
  // What each line's units really paid (after offers): 1 × ₹2,499 and 2 × ₹1,000.
  const lines = [{ paidPaise: 249900 }, { paidPaise: 200000 }];
  it("is what was paid for the pieces", () => {
    expect(maxRefundPaise({ lines, orderPaidPaise: 1_000_000, earlierRefundsPaise: 0 })).toBe(449900);
  });
  it("never exceeds what the order was paid less its earlier refunds", () => {
    expect(maxRefundPaise({ lines, orderPaidPaise: 500_000, earlierRefundsPaise: 100_000 })).toBe(400_000);
    expect(maxRefundPaise({ lines, orderPaidPaise: 449_900, earlierRefundsPaise: 449_900 })).toBe(0);
    expect(maxRefundPaise({ lines, orderPaidPaise: 100, earlierRefundsPaise: 500 })).toBe(0);
  });
});

describe("the moves", () => {
  it("follow requested → approved | rejected → picked_up → received → refunded | exchanged", () => {
    expect(moveOf("requested", "return", "approve")).toEqual({ ok: true, to: "approved" });
    expect(moveOf("requested", "return", "reject")).toEqual({ ok: true, to: "rejected" });
    expect(moveOf("approved", "return", "pick_up")).toEqual({ ok: true, to: "picked_up" });
    expect(moveOf("picked_up", "exchange", "receive")).toEqual({ ok: true, to: "received" });
    expect(moveOf("received", "return", "refund")).toEqual({ ok: true, to: "refunded" });
    expect(moveOf("received", "exchange", "exchange")).toEqual({ ok: true, to: "exchanged" });
  });

  it("refuse everything else with a message naming the status", () => {
    expect(moveOf("requested", "return", "refund")).toEqual({ ok: false, msg: "A requested request cannot be refunded." });
    expect(moveOf("approved", "return", "receive")).toEqual({ ok: false, msg: "An approved request cannot be marked received." });
    expect(moveOf("received", "return", "exchange")).toEqual({ ok: false, msg: RETURN_MSG.exchangeOnlyExchange });
    // A received exchange may be refunded instead when the replacement cannot be sent (issue 40).
    expect(moveOf("received", "exchange", "refund")).toEqual({ ok: true, to: "refunded" });
    for (const final of ["rejected", "refunded", "exchanged"] as const) {
      for (const action of RETURN_ACTIONS) expect(moveOf(final, "return", action).ok).toBe(false);
      expect(actionsFor(final, "return")).toEqual([]);
    }
  });

  it("name the buttons allowed now, by kind", () => {
    expect(actionsFor("requested", "return")).toEqual(["approve", "reject"]);
    expect(actionsFor("received", "return")).toEqual(["refund"]);
    expect(actionsFor("received", "exchange")).toEqual(["refund", "exchange"]);
    // Every status has a row; each action leads to one status only.
    expect(Object.keys(RETURN_MOVES).sort()).toEqual([...RETURN_STATUSES].sort());
  });
});

describe("numbers", () => {
  it("credit notes: CN/<financial year>/<five digits>, one counter per financial year", () => {
    expect(formatCreditNoteNumber("2026-27", 1)).toBe("CN/2026-27/00001");
    expect(formatCreditNoteNumber("2026-27", 123456)).toBe("CN/2026-27/123456");
    expect(CREDIT_NOTE_NUMBER_PATTERN.test("CN/2026-27/00001")).toBe(true);
    expect(CREDIT_NOTE_NUMBER_PATTERN.test("SA/2026-27/00001")).toBe(false);
    expect(creditNoteCounterKey("2026-27")).toBe("credit-note:2026-27");
  });
  it("requests: RT-<year>-<five digits>", () => {
    expect(formatReturnNumber(2026, 42)).toBe("RT-2026-00042");
  });
});

describe("the inputs", () => {
  it("the look-up: the number trimmed and upper-cased, the e-mail optional but valid when given", () => {
    expect(ZReturnLookup.parse({ orderNumber: " sa-26-00042 " })).toEqual({ orderNumber: "SA-26-00042" });
    expect(ZReturnLookup.parse({ orderNumber: "SA-26-00042", email: "" })).toEqual({ orderNumber: "SA-26-00042" });
    expect(ZReturnLookup.safeParse({ orderNumber: "SA-26-00042", email: "nope" }).error?.issues[0]?.message).toBe(RETURN_MSG.emailInvalid);
    expect(ZReturnLookup.safeParse({ orderNumber: "" }).error?.issues[0]?.message).toBe(RETURN_MSG.orderNumberRequired);
  });

  it("the request: at least one piece, each once, quantities of 1 or more", () => {
    const base = { kind: "return", reason: "damaged", details: "" };
    expect(ZReturnFields.safeParse({ ...base, lines: [] }).error?.issues[0]?.message).toBe(RETURN_MSG.linesRequired);
    expect(ZReturnFields.safeParse({ ...base, lines: [{ orderLineId: "a", quantity: 0 }] }).error?.issues[0]?.message).toBe(RETURN_MSG.quantityInvalid);
    expect(ZReturnFields.safeParse({ ...base, lines: [{ orderLineId: "a", quantity: 1 }, { orderLineId: "a", quantity: 1 }] }).error?.issues[0]?.message).toBe(RETURN_MSG.lineRepeated);
    expect(ZReturnFields.safeParse({ ...base, kind: "swap", lines: [{ orderLineId: "a", quantity: 1 }] }).error?.issues[0]?.message).toBe(RETURN_MSG.kindInvalid);
    expect(ZReturnFields.safeParse({ ...base, lines: [{ orderLineId: "a", quantity: 2 }] }).success).toBe(true);
  });

  it("the move: a known action, a whole amount of 1 paisa or more", () => {
    expect(ZReturnMove.safeParse({ action: "teleport" }).error?.issues[0]?.message).toBe(RETURN_MSG.actionInvalid);
    expect(ZReturnMove.safeParse({ action: "refund", amountPaise: 0 }).error?.issues[0]?.message).toBe(RETURN_MSG.amountInvalid);
    expect(ZReturnMove.safeParse({ action: "refund", amountPaise: 1.5 }).error?.issues[0]?.message).toBe(RETURN_MSG.amountInvalid);
    expect(ZReturnMove.parse({ action: "refund", amountPaise: 100 })).toEqual({ action: "refund", amountPaise: 100 });
  });
});
