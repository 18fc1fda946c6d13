import "server-only";
import { productSlug, sellingPricePaise } from "@/lib/admin/product-pricing";
import type { AdminProductFields } from "@/lib/schemas/admin-product";

// The columns a product's checked form fields become: money in paise, the selling price and the
// slug computed here (never taken from the browser), the discount and weight as two-decimal text
// for their Decimal columns.

export function productColumns(fields: AdminProductFields) {
  const pricePaise = Math.round(fields.price * 100);
  return {
    name: fields.name,
    slug: productSlug(fields.name),
    description: fields.description,
    pricePaise,
    discountPercent: fields.discount.toFixed(2),
    sellingPricePaise: sellingPricePaise(pricePaise, fields.discount),
    stock: fields.quantity,
    weightGrams: fields.weight.toFixed(2),
    bestSeller: fields.bestSeller,
    trendingProd: fields.trendingProd,
    newArrival: fields.newArrival,
    categoryId: fields.categoryID,
  };
}
