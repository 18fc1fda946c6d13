// The texts of sizes on the shop's pages (issue 42): the product page's size picker, cards, the
// listing's size filter and the size guide. Client code imports SIZE_MSG alone (it is small).
import { SHELL_MSG } from "./shell";

export const SIZE_MSG = {
  selectSize: SHELL_MSG.selectSize,
  size: "Size",
  soldOut: "sold out",
  anySize: "Any size",
  findYourSize: "Find your size",
  chooseSize: "Choose a size",
  /** The price line and breakup when no size is chosen yet and the sizes' prices differ. */
  from: "From",
  breakupFor: (label: string) => `Price breakup (size ${label})`,
  /** Cards: the first and last size offered. */
  sizes: (first: string, last: string) => (first === last ? `Size ${first}` : `Sizes ${first}–${last}`),
  lengths: (first: string, last: string) => (first === last ? `Length ${first}` : `Lengths ${first}–${last}`),

  // The size guide (/shop/size-guide)
  guideTitle: "Size guide",
  guideIntro: "Measure once at home and order the size that fits. If a size is not right, you can exchange it for another.",
  printNote: "Print at 100 % (no 'fit to page'); the line should measure exactly 5 cm with a ruler.",
} as const;
