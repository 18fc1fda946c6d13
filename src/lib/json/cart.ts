// The server cart → the contract's UserCart JSON (rupees, the spec's names). Route handlers only.
import { productJSON } from "@/lib/json/catalogue";
import type { ServerCart } from "@/lib/types/cart";
import type { ProductJSON } from "@/lib/types/catalogue-json";

export interface UserCartLineJSON {
  /** The product as it is now (price, stock as `quantity`, `status`, `inStock`). */
  product_id: ProductJSON;
  qty: number;
  /** A colour id, or null. */
  color: string | null;
  /** The Size's id for a piece sold by size (issue 42; its stock and price are in product_id.sizes), else null. */
  size: string | null;
  /** That size's label ("12", "2-6"), else null. */
  size_label: string | null;
}

export interface UserCartJSON {
  products: UserCartLineJSON[];
  /** Rupees; sold-out lines are not counted. */
  total_price: number;
  total_price_paise: number;
}

export function cartJSON(cart: ServerCart): UserCartJSON {
  return {
    products: cart.lines.map((line) => ({
      product_id: productJSON(line.product),
      qty: line.qty,
      color: line.colorId,
      size: line.size?.id ?? null,
      size_label: line.size?.label ?? null,
    })),
    total_price: cart.totalPaise / 100,
    total_price_paise: cart.totalPaise,
  };
}
