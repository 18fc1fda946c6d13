/**
 * The card picture's `sizes` per grid: 2 columns on phones, 3 on tablets, 4 on desktops ("grid"),
 * or 3 beside the 248 px category sidebar of /shop/product ("sidebar").
 */
export const CARD_IMAGE_SIZES = {
  grid: "(min-width: 1280px) 290px, (min-width: 1024px) 23vw, (min-width: 640px) 31vw, 47vw",
  sidebar: "(min-width: 1280px) 280px, (min-width: 1024px) 21vw, (min-width: 640px) 31vw, 47vw",
} as const;

export type CardImageLayout = keyof typeof CARD_IMAGE_SIZES;

// A card is drawn at most ~300 CSS px wide (about 600 device px on a 3× phone), so these widths of
// the optimizer's list (next.config.ts) are all it needs. next/image would list all twelve
// (96–1920 px) in every card's srcset: half of a card's HTML, dozens of cards to a page.
export const CARD_WIDTHS = [256, 384, 512, 640, 828] as const;
