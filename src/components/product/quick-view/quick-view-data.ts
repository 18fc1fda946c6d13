import { fetchProduct } from "@/lib/api/catalogue";
import type { ProductJSON } from "@/lib/types/catalogue-json";
import type { PurchaseProduct } from "../purchase-panel";

/** What Quick View shows of a product fetched from GET /api/product/{id}. */
export interface QuickViewProduct extends Omit<PurchaseProduct, "sizes"> {
  sizes: Array<PurchaseProduct["sizes"][number] & { pricePaise: number }>;
  code: string;
  pricePaise: number;
  discountPercent: number;
  images: string[];
  videoUrl: string | null;
  /** The size set's kind, for the size guide link; null for a piece without sizes. */
  sizeKind: string | null;
}

/** From the API's JSON; prices from its paise fields (never rupees × 100). */
export function quickViewFromJSON(json: ProductJSON): QuickViewProduct {
  const images = json.images.map((image) => image.url);
  if (images.length === 0 && json.image) images.push(json.image.url);
  return {
    id: json._id,
    name: json.name,
    code: json.code,
    pricePaise: json.price_paise,
    sellingPricePaise: json.total_price_paise,
    discountPercent: json.discount,
    stock: json.quantity,
    inStock: json.inStock,
    colors: json.colors.map((color) => ({ id: color._id, name: color.name, hex: color.hex })),
    sizes: json.sizes.map((size) => ({ id: size._id, label: size.label, stock: size.quantity, pricePaise: size.price_paise, sellingPricePaise: size.total_price_paise })),
    sizeKind: json.size_set?.kind ?? null,
    images,
    videoUrl: json.video?.url ?? null,
  };
}

/** GET /api/product/{id} as Quick View shows it; throws as fetchProduct does (src/lib/api/catalogue.ts). */
export async function fetchQuickViewProduct(id: string, signal: AbortSignal): Promise<QuickViewProduct> {
  return quickViewFromJSON(await fetchProduct(id, signal));
}
