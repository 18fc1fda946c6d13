// The demo shop prices about half its pieces by weight (issue 21): every second piece of each
// category follows the silver rate. Its terms are chosen so that at the seed's rate (₹95.50/g) the
// piece costs what the catalogue lists, give or take a paisa: the metal value from its weight in
// 925 silver, making charges per gram (a jeweller's usual ₹40–₹150), and the rest as stone and
// design charges, as a jeweller would split a designer piece's price. Priced as the shop does by
// default: rounded to the rupee (issue 40).
import { type SilverPurity, priceByWeight } from "@/lib/pricing/by-weight";

/** The rate history the demo starts with: paise per gram of fine silver, and how many days ago. */
export const SEED_RATES: readonly { paisePerGram: number; daysAgo: number }[] = [
  { paisePerGram: 9120, daysAgo: 30 },
  { paisePerGram: 9280, daysAgo: 21 },
  { paisePerGram: 9345, daysAgo: 14 },
  { paisePerGram: 9410, daysAgo: 7 },
  { paisePerGram: 9490, daysAgo: 3 },
  { paisePerGram: 9550, daysAgo: 0 },
];
export const SEED_RATE = SEED_RATES.at(-1)!.paisePerGram;
const GST_BPS = 300;
const PURITY: SilverPurity = 925;

export const isSeededByWeight = (indexInCategory: number) => indexInCategory % 2 === 1;

/** By-weight terms for a piece listed at `pricePaise` weighing `weightGrams`, and the price they give. */
export function byWeightTerms(pricePaise: number, weightGrams: number) {
  const netWeightMg = Math.round(weightGrams * 1000);
  const grams = netWeightMg / 1000;
  const beforeTax = (pricePaise * 10_000) / (10_000 + GST_BPS);
  const metal = (SEED_RATE * PURITY * netWeightMg) / 1_000_000;
  const makingPerGram = Math.max(4_000, Math.min(15_000, Math.floor(((beforeTax - metal) * 0.4) / grams)));
  const base = { ratePaisePerGram: SEED_RATE, purity: PURITY, netWeightMg, making: { kind: "per_gram" as const, paisePerGram: makingPerGram }, gstBps: GST_BPS, roundToRupee: true };
  let otherPaise = Math.max(0, Math.round(beforeTax - metal - makingPerGram * grams));
  // The paisa that lands exactly on the listed price, when there is one.
  for (const step of [0, -1, 1, -2, 2]) {
    if (otherPaise + step >= 0 && priceByWeight({ ...base, otherPaise: otherPaise + step }).totalPaise === pricePaise) {
      otherPaise += step;
      break;
    }
  }
  return {
    fields: { pricingMode: "by_weight" as const, purity: PURITY, netWeightMg, makingChargeKind: "per_gram" as const, makingChargeValue: makingPerGram, otherChargesPaise: otherPaise },
    pricePaise: priceByWeight({ ...base, otherPaise }).totalPaise,
  };
}

/** The price of a size of a by-weight piece: the piece's terms at the seed's rate, with the size's own weight. */
export function sizeByWeightPrice(fields: ReturnType<typeof byWeightTerms>["fields"], netWeightMg: number): number {
  return priceByWeight({
    ratePaisePerGram: SEED_RATE,
    purity: fields.purity,
    netWeightMg,
    making: { kind: "per_gram", paisePerGram: fields.makingChargeValue },
    otherPaise: fields.otherChargesPaise,
    gstBps: GST_BPS,
    roundToRupee: true,
  }).totalPaise;
}
