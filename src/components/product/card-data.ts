import type { ProductDTO } from "@/lib/types/catalogue";

/**
 * What a product card shows, and nothing more. The card is a client component, so its props are
 * serialised into every listing's RSC payload: a few fields per card instead of the whole product
 * (or of the card's rendered element tree) keeps listing pages small.
 */
export type ProductCardData = Pick<ProductDTO, "_id" | "name" | "code" | "price" | "discount" | "total_price" | "inStock"> & {
  /** First of images, else image, else null (placeholder). */
  imageUrl: string | null;
};

export function toCardData(product: ProductDTO): ProductCardData {
  return {
    _id: product._id,
    name: product.name,
    code: product.code,
    price: product.price,
    discount: product.discount,
    total_price: product.total_price,
    inStock: product.inStock,
    imageUrl: product.images[0]?.url ?? product.image?.url ?? null,
  };
}
