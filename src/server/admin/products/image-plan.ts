import "server-only";
import { PRODUCT_MSG } from "@/lib/admin/product-messages";
import { MAX_IMAGES_PER_PRODUCT } from "@/lib/constants";
import { badRequest } from "@/server/errors";
import type { ImageSlot } from "@/server/admin/products/read-product-form";

// The pictures an edit leaves (back office §2 Edit product: new pictures replace the old ones, or
// are placed among them one by one). With an image order: exactly the pictures it names, in its
// order (an uploaded file it does not name goes last). Without one: the uploaded files replace the
// current pictures when there are any, else the current pictures stay. Always 1–10 pictures.

export type PlannedImage = { kind: "existing"; id: string } | { kind: "new"; index: number };

export function planImages({ order, existingIds, uploaded }: { order: ImageSlot[] | null; existingIds: readonly string[]; uploaded: number }): PlannedImage[] {
  let plan: PlannedImage[];
  if (order) {
    const known = new Set(existingIds);
    if (order.some((slot) => slot.kind === "existing" && !known.has(slot.id))) throw badRequest(PRODUCT_MSG.badImageOrder);
    const named = new Set(order.flatMap((slot) => (slot.kind === "new" ? [slot.index] : [])));
    const rest = Array.from({ length: uploaded }, (_, index) => index).filter((index) => !named.has(index));
    plan = [...order, ...rest.map((index): PlannedImage => ({ kind: "new", index }))];
  } else if (uploaded > 0) {
    plan = Array.from({ length: uploaded }, (_, index): PlannedImage => ({ kind: "new", index }));
  } else {
    plan = existingIds.map((id): PlannedImage => ({ kind: "existing", id }));
  }
  if (plan.length === 0) throw badRequest(PRODUCT_MSG.selectImages);
  if (plan.length > MAX_IMAGES_PER_PRODUCT) throw badRequest(PRODUCT_MSG.tooManyImages);
  return plan;
}
