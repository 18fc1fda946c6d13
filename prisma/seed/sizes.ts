// The demo's size sets (issue 42) with their true measurements, and which demo pieces are sold by
// size: rings and toe rings by Indian ring size, the kada by bangle size, chains, bracelets and
// anklets by length, the open cuff as one adjustable size. Each sized piece spreads its catalogue
// stock over its sizes (the largest offered size sold out, so the picker shows a sold-out size at
// once); a by-weight piece's sizes weigh more as they grow, so a larger ring costs more.
import type { SizeSetKind } from "@/lib/types/catalogue";

export interface SizeSeed {
  label: string;
  innerDiameterMm?: number;
  circumferenceMm?: number;
  lengthInches?: number;
}

export interface SizeSetSeed {
  name: string;
  kind: SizeSetKind;
  sizes: SizeSeed[];
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/**
 * Indian ring sizes 1–30: the inner circumference grows by about 1 mm a size, from 40.8 mm (size 1)
 * to 70.1 mm (size 30), the chart Indian jewellers print; the diameter is the circumference over π.
 */
export const RING_SIZES: SizeSeed[] = Array.from({ length: 30 }, (_, i) => {
  const circumferenceMm = round(40.8 + (i * (70.1 - 40.8)) / 29, 1);
  return { label: String(i + 1), circumferenceMm, innerDiameterMm: round(circumferenceMm / Math.PI, 2) };
});

/** Bangle sizes: 2-4 is 2 4/16 inches across inside (57.15 mm), and so on. */
export const BANGLE_SIZES: SizeSeed[] = [2, 4, 6, 8, 10].map((sixteenths) => ({
  label: `2-${sixteenths}`,
  innerDiameterMm: Math.round((2 + sixteenths / 16) * 2540) / 100,
}));

/** Lengths in inches: bracelets 6–8, anklets 9–11, chains 14–24. */
export const LENGTHS: SizeSeed[] = [6, 6.5, 7, 7.5, 8, 9, 10, 11, 14, 16, 18, 20, 22, 24].map((inches) => ({
  label: `${inches} in`,
  lengthInches: inches,
}));

export const SIZE_SETS: SizeSetSeed[] = [
  { name: "Ring sizes (Indian)", kind: "ring", sizes: RING_SIZES },
  { name: "Bangle sizes", kind: "bangle", sizes: BANGLE_SIZES },
  { name: "Lengths (inches)", kind: "length", sizes: LENGTHS },
  { name: "Adjustable / free size", kind: "free", sizes: [{ label: "Adjustable" }] },
];

export interface SizedPieceSeed {
  set: SizeSetSeed["name"];
  /** The labels offered, smallest first. */
  labels: string[];
  /** By weight: how much heavier each size is than the one before (0.02 = 2 %). */
  weightStep: number;
}

const ringSizes = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i));
const LADIES: SizedPieceSeed = { set: "Ring sizes (Indian)", labels: ringSizes(8, 16), weightStep: 0.02 };
const MENS: SizedPieceSeed = { set: "Ring sizes (Indian)", labels: ringSizes(18, 26), weightStep: 0.02 };

/** The demo pieces sold by size, by code. The rest (the pieces other tests pick first) have none. */
export const SIZED_PIECES: Record<string, SizedPieceSeed> = {
  ...Object.fromEntries(["LR-5002", "LR-5003", "LR-5004", "LR-5005", "LR-5006", "LR-5007", "LR-5008"].map((code) => [code, LADIES])),
  "LR-5009": { set: "Ring sizes (Indian)", labels: ringSizes(2, 6), weightStep: 0.03 },
  ...Object.fromEntries(["MR-6001", "MR-6002", "MR-6003", "MR-6004", "MR-6005", "MR-6006", "MR-6007"].map((code) => [code, MENS])),
  "BR-2003": { set: "Bangle sizes", labels: ["2-2", "2-4", "2-6", "2-8", "2-10"], weightStep: 0.05 },
  "BR-2004": { set: "Adjustable / free size", labels: ["Adjustable"], weightStep: 0 },
  "BR-2005": { set: "Lengths (inches)", labels: ["6.5 in", "7 in", "7.5 in"], weightStep: 0.06 },
  "BR-2008": { set: "Lengths (inches)", labels: ["6.5 in", "7 in", "7.5 in"], weightStep: 0.06 },
  "BR-2009": { set: "Lengths (inches)", labels: ["9 in", "10 in", "11 in"], weightStep: 0.08 },
  "NK-1002": { set: "Lengths (inches)", labels: ["16 in", "18 in", "20 in"], weightStep: 0.08 },
  "NK-1004": { set: "Lengths (inches)", labels: ["16 in", "18 in"], weightStep: 0.05 },
  "NK-1006": { set: "Lengths (inches)", labels: ["16 in", "18 in", "20 in", "22 in"], weightStep: 0.08 },
};

/**
 * A piece's stock spread over its sizes: one at a time from the middle size outwards, the largest
 * size left at 0 when there are three or more (a sold-out size to see). Sums to `stock`.
 */
export function spreadStock(stock: number, sizes: number): number[] {
  const counts = Array.from({ length: sizes }, () => 0);
  const open = sizes >= 3 ? sizes - 1 : sizes;
  const middle = Math.floor((open - 1) / 2);
  const order = Array.from({ length: open }, (_, i) => i).sort((a, b) => Math.abs(a - middle) - Math.abs(b - middle) || a - b);
  for (let n = 0; n < stock; n++) counts[order[n % open]!]! += 1;
  return counts;
}

/** The net weight of the size at `index` (0 = the piece's own, lightest size). */
export function sizeWeightMg(baseMg: number, index: number, step: number): number {
  return Math.round(baseMg * (1 + step * index));
}
