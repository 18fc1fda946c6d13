// Domain types → the REST API's JSON (the spec's field names, rupees). Used by the route
// handlers only: this is the edge where the shop's own types meet the wire format.
import type { CategoryJSON, ColorJSON, ProductJSON, ProductPageJSON } from "@/lib/types/catalogue-json";
import type { Category, Color, Product, ProductPage } from "@/lib/types/catalogue";

const rupees = (paise: number) => paise / 100;

export function categoryJSON(category: Category): CategoryJSON {
  return {
    _id: category.id,
    name: category.name,
    slug: category.slug,
    description: category.description,
    image: category.imageUrl ? { url: category.imageUrl } : null,
    status: category.active,
    count: category.productCount,
  };
}

export function colorJSON(color: Color): ColorJSON {
  return { _id: color.id, name: color.name, hex: color.hex, status: color.active };
}

export function productJSON(product: Product): ProductJSON {
  const images = product.images.map((url) => ({ url }));
  return {
    _id: product.id,
    name: product.name,
    slug: product.slug,
    code: product.code,
    description: product.description,
    price: rupees(product.pricePaise),
    discount: product.discountPercent,
    total_price: rupees(product.sellingPricePaise),
    price_paise: product.pricePaise,
    total_price_paise: product.sellingPricePaise,
    quantity: product.stock,
    weight: product.weightGrams,
    status: product.active,
    inStock: product.inStock,
    image: images[0] ?? null,
    images,
    video: product.videoUrl ? { url: product.videoUrl } : null,
    newArrival: product.newArrival,
    trendingProd: product.trendingProd,
    bestSeller: product.bestSeller,
    reviewCount: product.reviewCount ?? 0,
    ratingSum: product.ratingSum ?? 0,
    category_id: {
      _id: product.category.id,
      name: product.category.name,
      slug: product.category.slug,
      description: product.category.description,
    },
    colors: product.colors.map((c) => ({ _id: c.id, name: c.name, hex: c.hex })),
    size_set: product.sizeSet ? { _id: product.sizeSet.id, name: product.sizeSet.name, kind: product.sizeSet.kind } : null,
    sizes: product.sizes.map((s) => ({
      _id: s.id,
      label: s.label,
      quantity: s.stock,
      sku: s.sku,
      price: rupees(s.pricePaise),
      price_paise: s.pricePaise,
      total_price: rupees(s.sellingPricePaise),
      total_price_paise: s.sellingPricePaise,
    })),
    createdAt: product.createdAt,
  };
}

export function productPageJSON(page: ProductPage): ProductPageJSON {
  return { prod: page.items.map(productJSON), total: page.total, page: page.page, pages: page.pages, limit: page.limit };
}
