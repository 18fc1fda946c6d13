import { describe, expect, it } from "vitest";
import { allocateLargestRemainder, paidForUnits } from "@/lib/offers/allocate";

// Spreading an amount over lines: the shares always add up to the amount, never exceed a base.

describe("allocateLargestRemainder", () => {
  it("gives the one paisa left of three equal lines to the first", () => {
    expect(allocateLargestRemainder(100, [1000, 1000, 1000])).toEqual([34, 33, 33]);
  });

  it("gives the paise left to the largest remainders", () => {
    // 50000 in 7 : 11 : 13 → 11290.32, 17741.94, 20967.74: the two paise left go to .94 and .74.
    const shares = allocateLargestRemainder(500_00, [700, 1100, 1300]);
    expect(shares).toEqual([11290, 17742, 20968]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(500_00);
  });

  it("gives nothing to a base of 0 and never more than a base", () => {
    expect(allocateLargestRemainder(7, [0, 3, 0, 4])).toEqual([0, 3, 0, 4]);
    expect(allocateLargestRemainder(5, [1, 1, 1, 1, 1, 0])).toEqual([1, 1, 1, 1, 1, 0]);
  });

  it("adds up exactly over many prime-sized lines", () => {
    const bases = [7919, 104_729, 1_299_709, 15_485_863, 3, 2];
    for (const total of [1, 97, 9_973, 1_000_003, 16_897_000]) {
      const shares = allocateLargestRemainder(total, bases);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
      shares.forEach((share, i) => expect(share).toBeLessThanOrEqual(bases[i]!));
    }
  });

  it("is exact for amounts near the shop's ceilings", () => {
    const shares = allocateLargestRemainder(1_00_00_000_00, [50_00_000_00, 50_00_000_00, 1]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(1_00_00_000_00);
  });

  it("refuses what it cannot spread", () => {
    expect(() => allocateLargestRemainder(1, [0, 0])).toThrow(RangeError);
    expect(allocateLargestRemainder(0, [0, 0])).toEqual([0, 0]);
    expect(() => allocateLargestRemainder(-1, [1])).toThrow(RangeError);
  });
});

describe("paidForUnits", () => {
  it("pays a 3-unit line back exactly, whatever the order of the returns", () => {
    const net = 1000; // ₹10.00 over 3 units
    expect(paidForUnits(net, 3, 1) + paidForUnits(net, 3, 2, 1)).toBe(net);
    expect(paidForUnits(net, 3, 2) + paidForUnits(net, 3, 1, 2)).toBe(net);
    expect(paidForUnits(net, 3, 3)).toBe(net);
    expect(paidForUnits(net, 3, 1)).toBe(333);
  });

  it("refuses more units than the line has", () => {
    expect(() => paidForUnits(1000, 3, 2, 2)).toThrow(RangeError);
  });
});
