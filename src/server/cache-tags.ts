// Cache tags of the catalogue. Reads tag themselves with these (cacheTag); every admin change
// invalidates the matching tag (updateTag in server actions, revalidateTag in route handlers).
export const TAG = {
  products: "products",
  product: (id: string) => `product:${id}`,
  categories: "categories",
  colors: "colors",
  blog: "blog",
  blogPost: (idOrSlug: string) => `blog:${idOrSlug}`,
  settings: "settings",
  /** The owner's delivery settings, zones and PIN rules (the PIN check, checkout, merchant listings). */
  delivery: "delivery",
  /** Automatic offers (issue 44): the prices pages show; also expired at each offer's start and end. */
  offers: "offers",
} as const;
