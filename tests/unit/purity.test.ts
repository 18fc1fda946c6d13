import { describe, expect, it } from "vitest";
import { SILVER_PURITIES } from "@/lib/pricing/by-weight";
import { HUID_LOOKUP, huidLine, isSilverPurity, purityFactor, purityLine, purityName, purityNote, purityPercent } from "@/lib/pricing/purity";

// The words for a piece's silver (issue 21), shared by the product page and the invoice.
describe("purity words", () => {
  it("names every BIS grade: 925 is sterling, 970 and 990 are fine silver", () => {
    expect(SILVER_PURITIES.map(purityName)).toEqual(["800 Silver", "835 Silver", "900 Silver", "925 Sterling Silver", "970 Fine Silver", "990 Fine Silver"]);
  });

  it("says how pure each grade is, with a no-break space before the per-cent sign", () => {
    expect(SILVER_PURITIES.map(purityPercent)).toEqual(["80\u00a0%", "83.5\u00a0%", "90\u00a0%", "92.5\u00a0%", "97\u00a0%", "99\u00a0%"]);
    expect(purityLine(925)).toBe("925 Sterling Silver — 92.5\u00a0% pure silver");
    expect(purityLine(990)).toBe("990 Fine Silver — 99\u00a0% pure silver");
  });

  it("writes the share of fine silver as a bill's factor", () => {
    expect(SILVER_PURITIES.map(purityFactor)).toEqual(["0.8", "0.835", "0.9", "0.925", "0.97", "0.99"]);
  });

  it("explains every grade in one line of its own", () => {
    const notes = SILVER_PURITIES.map(purityNote);
    for (const note of notes) expect(note).toMatch(/^[A-Z][^\n]{20,100}\.$/);
    expect(new Set(notes).size).toBe(notes.length);
    expect(purityNote(925)).toMatch(/sterling/i);
    expect(purityNote(970)).toMatch(/fine silver/i);
  });

  it("tells a shopper where to check a hallmark", () => {
    expect(huidLine("AB12CD")).toBe(`BIS hallmark HUID: AB12CD — ${HUID_LOOKUP}`);
    expect(HUID_LOOKUP).toBe("look it up in the BIS CARE app");
  });

  it("knows the BIS grades from other numbers", () => {
    for (const grade of SILVER_PURITIES) expect(isSilverPurity(grade)).toBe(true);
    for (const other of [999, 0, 92.5, 950]) expect(isSilverPurity(other)).toBe(false);
  });
});
