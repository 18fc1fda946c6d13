import type { ProductSizeLineInput } from "@/lib/admin/size-schema";
import type { AdminProductFields } from "@/lib/schemas/admin-product";
import type { PickedImage } from "./image-picker";
import type { VideoChoice } from "./video-field";

// The multipart body the add/edit product form sends (POST /api/product/create, PATCH
// /api/product/update), built from the checked fields: pure, so it is tested alone.

export function productFormData(
  fields: AdminProductFields,
  {
    images,
    video,
    editing,
    byWeightPrice,
    sizes,
  }: {
    images: readonly PickedImage[];
    video: VideoChoice;
    editing: boolean;
    byWeightPrice?: string;
    /** Sold by size (issue 42): the set ("" for none) and the sizes ticked; left out, the piece's sizes stay. */
    sizes?: { setId: string; lines: readonly ProductSizeLineInput[] };
  },
): FormData {
  const form = new FormData();
  form.append("name", fields.name);
  form.append("description", fields.description);
  form.append("code", fields.code ?? "");
  // By weight the server ignores the price (today's silver rate gives it); the field must still be a
  // valid number, so it carries the previewed price, or 0 when there is none.
  form.append("price", fields.pricingMode === "by_weight" ? (byWeightPrice ?? "0") : String(fields.price));
  form.append("discount", String(fields.discount));
  form.append("quantity", String(fields.quantity));
  form.append("weight", String(fields.weight));
  form.append("categoryID", fields.categoryID);
  for (const id of fields.colors) form.append("colors", id);
  form.append("bestSeller", String(fields.bestSeller));
  form.append("trendingProd", String(fields.trendingProd));
  form.append("newArrival", String(fields.newArrival));
  // Silver pricing and hallmark: purity and HUID for every piece ("" clears the HUID), the weight terms by weight only.
  if (fields.pricingMode) form.append("pricingMode", fields.pricingMode);
  if (fields.purity !== undefined) form.append("purity", String(fields.purity));
  if (fields.huid !== undefined) form.append("huid", fields.huid ?? "");
  if (fields.pricingMode === "by_weight") {
    if (fields.netWeight !== undefined) form.append("netWeight", String(fields.netWeight));
    if (fields.makingChargeKind) form.append("makingChargeKind", fields.makingChargeKind);
    if (fields.makingCharge !== undefined) form.append("makingCharge", String(fields.makingCharge));
    form.append("otherCharges", String(fields.otherCharges ?? 0));
  }
  if (sizes) {
    form.append("sizeSet", sizes.setId);
    if (sizes.setId) form.append("sizes", JSON.stringify(sizes.lines));
  }
  // New files go in display order; imageOrder names each picture's place (existing id or new:<n>).
  const order: string[] = [];
  let n = 0;
  for (const image of images) {
    if (image.kind === "existing") order.push(image.id);
    else {
      form.append("images", image.file);
      order.push(`new:${n++}`);
    }
  }
  if (editing) form.append("imageOrder", JSON.stringify(order));
  if (video.file) form.append("video", video.file);
  else if (editing && video.remove) form.append("removeVideo", "true");
  return form;
}
