import { describe, expect, it } from "vitest";
import { formatRupees } from "@/lib/format";
import { RETURN_SIZE_MSG } from "@/lib/returns/return-messages";
import { settleDifference } from "@/server/returns/exchange-sizes";

// An exchange for another size (issue 42): how a request's line differences are settled, and the
// words the form and the owner's page use for them.

describe("settleDifference", () => {
  it("is null when no line changes size", () => {
    expect(settleDifference([])).toBeNull();
    expect(settleDifference([{ returnLineId: "a", differencePaise: null }])).toBeNull();
  });

  it("splits the lines into what the shopper pays more and what is refunded, each on its own", () => {
    expect(settleDifference([{ returnLineId: "a", differencePaise: 0 }])).toEqual({ payMorePaise: 0, refundLessPaise: 0 });
    expect(
      settleDifference([
        { returnLineId: "a", differencePaise: 40_000 },
        { returnLineId: "b", differencePaise: -15_000 },
        { returnLineId: "c", differencePaise: 5_000 },
        { returnLineId: "d", differencePaise: null },
      ]),
    ).toEqual({ payMorePaise: 45_000, refundLessPaise: 15_000 });
  });
});

describe("RETURN_SIZE_MSG", () => {
  it("names each size with its price, and the difference only where there is one", () => {
    expect(RETURN_SIZE_MSG.otherSize("14", formatRupees(280_000), 40_000, formatRupees(40_000))).toBe(`Size 14 — ${formatRupees(280_000)} (${formatRupees(40_000)} more)`);
    expect(RETURN_SIZE_MSG.otherSize("8", formatRupees(200_000), -40_000, formatRupees(40_000))).toBe(`Size 8 — ${formatRupees(200_000)} (${formatRupees(40_000)} less)`);
    expect(RETURN_SIZE_MSG.otherSize("12", formatRupees(240_000), 0, formatRupees(0))).toBe(`Size 12 — ${formatRupees(240_000)}`);
  });

  it("a request's line says the size change only when there is one", () => {
    expect(RETURN_SIZE_MSG.pieceLine("Twisted Band Ring", 1, "10", "12")).toBe("Twisted Band Ring × 1 · size 10 → 12");
    expect(RETURN_SIZE_MSG.pieceLine("Twisted Band Ring", 2, "10", null)).toBe("Twisted Band Ring × 2 · size 10");
    expect(RETURN_SIZE_MSG.pieceLine("Plain Studs", 1, null, null)).toBe("Plain Studs × 1");
  });
});
