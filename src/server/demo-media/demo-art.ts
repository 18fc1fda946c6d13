// Demo pictures, drawn as SVG from a small descriptor: polished 925 silver (or rose-gold and gold
// tones) on soft studio backdrops. Nothing is downloaded and no image bytes live in the repository;
// render.ts turns these into WebP the first time one is asked for (see demo-pictures.ts).
//
// Pure functions: the same descriptor always gives the same SVG.
import { bracelet } from "./art/bracelets";
import {
  BLOG_SIZE,
  CATEGORY_SIZE,
  CATEGORY_SLUGS,
  HERO_SIZE,
  type CategorySlug,
  blogCoverSvg,
  categoryTileSvg,
  heroSvg,
} from "./art/compositions";
import { earrings, tops } from "./art/earrings";
import { giftBox } from "./art/gift-boxes";
import { necklace } from "./art/necklaces";
import { PRODUCT_SIZE, productSvg } from "./art/product-scene";
import { ladiesRing, mensRing } from "./art/rings";
import type { Metal, Piece } from "./art/svg-kit";

export type { CategorySlug } from "./art/compositions";
export type { Metal } from "./art/svg-kit";
export { CATEGORY_SLUGS } from "./art/compositions";

export const PRODUCT_KINDS = ["ring", "mens-ring", "necklace", "bracelet", "earrings", "tops", "gift-box"] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];
export const METALS = ["silver", "rose-gold", "gold"] as const satisfies readonly Metal[];
/** Views 0–3: studio white, pearl table, close-up, blush podium. */
export const VIEW_COUNT = 4;

export type DemoArt =
  | { kind: ProductKind; variant: number; metal: Metal; view: number }
  | { kind: "category"; slug: CategorySlug }
  | { kind: "hero"; index: number }
  | { kind: "blog"; index: number };

/** Which product picture suits each category (the category tiles and the seed use this). */
export const CATEGORY_KIND: Record<CategorySlug, ProductKind> = {
  necklace: "necklace",
  bracelets: "bracelet",
  earrings: "earrings",
  tops: "tops",
  "ladies-rings": "ring",
  "mens-rings": "mens-ring",
  "gift-cases": "gift-box",
};

const DRAW: Record<ProductKind, (variant: number, metal: Metal) => Piece> = {
  ring: ladiesRing,
  "mens-ring": mensRing,
  necklace,
  bracelet,
  earrings,
  tops,
  "gift-box": giftBox,
};

export function demoArtSize(art: DemoArt): { width: number; height: number } {
  switch (art.kind) {
    case "category":
      return { width: CATEGORY_SIZE, height: CATEGORY_SIZE };
    case "hero":
      return HERO_SIZE;
    case "blog":
      return BLOG_SIZE;
    default:
      return { width: PRODUCT_SIZE, height: PRODUCT_SIZE };
  }
}

/** The SVG document for a demo picture. Hero and blog indexes start at 1. */
export function demoArtSvg(art: DemoArt): string {
  switch (art.kind) {
    case "category":
      return categoryTileSvg(art.slug);
    case "hero":
      return heroSvg(art.index - 1);
    case "blog":
      return blogCoverSvg(art.index - 1);
    default:
      return productSvg(DRAW[art.kind](art.variant, art.metal), art.view);
  }
}

export function isCategorySlug(value: string): value is CategorySlug {
  return (CATEGORY_SLUGS as readonly string[]).includes(value);
}
