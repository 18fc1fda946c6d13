// The words for a piece's silver (issue 21): its BIS grade by name, how pure that is, one line on
// what the grade is, and where a shopper checks the hallmark. Shared by the product page and, later,
// the invoice, so a grade is described the same way everywhere. Pure: no server, no database.
import { SILVER_PURITIES, type SilverPurity } from "@/lib/pricing/by-weight";

interface Grade {
  /** The grade as a jeweller names it. */
  name: string;
  /** One line on what the grade is. */
  note: string;
}

const GRADES: Record<SilverPurity, Grade> = {
  800: { name: "800 Silver", note: "The hardest-wearing grade, often used for heavier pieces and silverware." },
  835: { name: "835 Silver", note: "A sturdy grade, long used for European silverware and heavier jewellery." },
  900: { name: "900 Silver", note: "Coin silver: the grade of many older silver coins, firm enough for everyday wear." },
  925: { name: "925 Sterling Silver", note: "Sterling: the classic grade for jewellery, with a little copper for strength." },
  970: { name: "970 Fine Silver", note: "A fine silver grade: bright and soft, used for traditional ornaments." },
  990: { name: "990 Fine Silver", note: "The finest grade: nearly pure silver, soft, used for coins, bars and ornaments." },
};

const NBSP = "\u00a0";

export function isSilverPurity(value: number): value is SilverPurity {
  return (SILVER_PURITIES as readonly number[]).includes(value);
}

/** "925 Sterling Silver", "990 Fine Silver", "800 Silver". */
export function purityName(purity: SilverPurity): string {
  return GRADES[purity].name;
}

/** One line on what the grade is. */
export function purityNote(purity: SilverPurity): string {
  return GRADES[purity].note;
}

/** How much of it is pure silver: 925 → "92.5 %", 800 → "80 %" (a no-break space before the sign). */
export function purityPercent(purity: SilverPurity): string {
  return `${purity / 10}${NBSP}%`;
}

/** The share of fine silver as a factor on a bill: 925 → "0.925", 800 → "0.8". */
export function purityFactor(purity: SilverPurity): string {
  return String(purity / 1000);
}

/** "925 Sterling Silver — 92.5 % pure silver". */
export function purityLine(purity: SilverPurity): string {
  return `${purityName(purity)} — ${purityPercent(purity)} pure silver`;
}

/** Where a shopper checks a hallmark's HUID. */
export const HUID_LOOKUP = "look it up in the BIS CARE app";

/** "BIS hallmark HUID: AB12CD — look it up in the BIS CARE app". */
export function huidLine(huid: string): string {
  return `BIS hallmark HUID: ${huid} — ${HUID_LOOKUP}`;
}
