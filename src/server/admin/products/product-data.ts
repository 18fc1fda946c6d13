import "server-only";
import { productSlug, sellingPricePaise } from "@/lib/admin/product-pricing";
import type { AdminProductFields } from "@/lib/schemas/admin-product";

// The columns a product's checked form fields become: money in paise, the selling price and the
// slug computed here (never taken from the browser), the discount and weight as two-decimal text
// for their Decimal columns, and the silver pricing terms and hallmark (issue 21).

export function productColumns(fields: AdminProductFields) {
  return { ...baseColumns(fields), ...pricingColumns(fields) };
}

function baseColumns(fields: AdminProductFields) {
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

/**
 * The silver pricing and hallmark columns the form gives; what it leaves out stays as the piece has it
 * (a new piece: fixed, 925, no HUID, the columns' defaults). The price of a by-weight piece is set
 * afterwards from today's rate (priceByWeightNow); pricingProblem has checked the terms by then.
 */
function pricingColumns(fields: AdminProductFields) {
  const hallmark = {
    ...(fields.purity === undefined ? {} : { purity: fields.purity }),
    ...(fields.huid === undefined ? {} : { huid: fields.huid }),
  };
  if (fields.pricingMode === "fixed") {
    return { ...hallmark, pricingMode: "fixed" as const, netWeightMg: null, makingChargeKind: null, makingChargeValue: null, otherChargesPaise: 0 };
  }
  if (fields.pricingMode === "by_weight") {
    return {
      ...hallmark,
      pricingMode: "by_weight" as const,
      netWeightMg: Math.round(fields.netWeight! * 1000),
      makingChargeKind: fields.makingChargeKind!,
      // ₹ per gram → paise per gram; a percentage → basis points: both × 100.
      makingChargeValue: Math.round(fields.makingCharge! * 100),
      otherChargesPaise: Math.round((fields.otherCharges ?? 0) * 100),
    };
  }
  return hallmark;
}
