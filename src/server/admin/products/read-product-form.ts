import "server-only";
import { z } from "zod";
import { PRODUCT_MSG } from "@/lib/admin/product-messages";
import { MAX_IMAGE_BYTES, MAX_IMAGES_PER_PRODUCT, MAX_VIDEO_BYTES } from "@/lib/constants";
import { type AdminProductFields, ZAdminProductFields, priceForMode, pricingProblem } from "@/lib/schemas/admin-product";
import { CUID } from "@/lib/schemas/query-values";
import type { SessionAdmin } from "@/server/auth/authorize";
import { badRequest } from "@/server/errors";
import { describeZodError } from "@/server/http/route";
import { type SizesRequest, sizedFieldDefaults, sizesOfBody } from "@/server/admin/products/product-sizes";
import { type MultipartBody, type MultipartFile, field, fieldList, filesOf, readMultipart } from "@/server/http/read-multipart";

// What the add and edit product calls accept (back office §5 Add product, Edit product): the form's
// fields through the shared schema, 1–10 pictures of at most 5 MB each and one video of at most
// 50 MB (each refused while it streams in, before it is read whole). Only the fields named here
// are read: a slug, total, total_price, status, id or createdAt in the body is ignored.

/** Who makes a change, for the audit log. */
export type Actor = Pick<SessionAdmin, "id" | "email">;

export const ZProductIdParams = z.object({ id: z.string().regex(CUID, { error: "must be a product id" }) });
export const ZProductStatusParams = ZProductIdParams.extend({ newStatus: z.enum(["true", "false"], { error: PRODUCT_MSG.badStatus }) });

/** One entry of an edit's image order: an existing picture by id, or the n-th uploaded file. */
export type ImageSlot = { kind: "existing"; id: string } | { kind: "new"; index: number };

export interface ProductForm {
  fields: AdminProductFields;
  images: MultipartFile[];
  video: MultipartFile | null;
  /** Edit only: the final order of the pictures, when the form sent one. */
  imageOrder: ImageSlot[] | null;
  /** Edit only: drop the current video. */
  removeVideo: boolean;
  /** The size set and the sizes offered (issue 42); undefined when the form sent none (the piece's stay). */
  sizes: SizesRequest | undefined;
}

export const productFileRules = {
  images: { maxCount: MAX_IMAGES_PER_PRODUCT, maxBytes: MAX_IMAGE_BYTES, tooLarge: PRODUCT_MSG.imageTooLarge, tooMany: PRODUCT_MSG.tooManyImages },
  video: { maxCount: 1, maxBytes: MAX_VIDEO_BYTES, tooLarge: () => PRODUCT_MSG.videoTooLarge, tooMany: PRODUCT_MSG.oneVideo },
};

/** The fields through the shared schema; the first problem is a 400 with the form's words. */
export function parseProductFields(input: unknown): AdminProductFields {
  const parsed = ZAdminProductFields.safeParse(input);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? describeZodError(parsed.error));
  const problem = pricingProblem(parsed.data);
  if (problem) throw badRequest(problem.message);
  return parsed.data;
}

/** The form's named fields, and nothing else. */
export function productFieldsOf(body: MultipartBody): Record<string, unknown> {
  return {
    name: field(body, "name"),
    description: field(body, "description"),
    code: field(body, "code"),
    // By weight the price may be left empty (today's rate prices the piece).
    price: priceForMode(field(body, "pricingMode"), field(body, "price")),
    discount: field(body, "discount"),
    quantity: field(body, "quantity"),
    weight: field(body, "weight"),
    categoryID: field(body, "categoryID") ?? field(body, "category"),
    colors: fieldList(body, "colors").flatMap((value) => value.split(",")).map((id) => id.trim()).filter(Boolean),
    bestSeller: field(body, "bestSeller"),
    trendingProd: field(body, "trendingProd"),
    newArrival: field(body, "newArrival"),
    pricingMode: field(body, "pricingMode"),
    purity: field(body, "purity"),
    huid: field(body, "huid"),
    netWeight: field(body, "netWeight"),
    makingChargeKind: field(body, "makingChargeKind"),
    makingCharge: field(body, "makingCharge"),
    otherCharges: field(body, "otherCharges"),
  };
}

/** imageOrder: a JSON list of existing image ids and "new:<n>", each named once. */
function parseImageOrder(raw: string | undefined, uploaded: number): ImageSlot[] | null {
  if (raw === undefined || raw.trim() === "") return null;
  let list: unknown;
  try {
    list = JSON.parse(raw);
  } catch {
    throw badRequest(PRODUCT_MSG.badImageOrder);
  }
  if (!Array.isArray(list) || list.length > MAX_IMAGES_PER_PRODUCT * 2) throw badRequest(PRODUCT_MSG.badImageOrder);
  const seen = new Set<string>();
  return list.map((entry): ImageSlot => {
    if (typeof entry !== "string" || seen.has(entry)) throw badRequest(PRODUCT_MSG.badImageOrder);
    seen.add(entry);
    const fresh = /^new:(\d{1,2})$/.exec(entry);
    if (fresh) {
      const index = Number(fresh[1]);
      if (index >= uploaded) throw badRequest(PRODUCT_MSG.badImageOrder);
      return { kind: "new", index };
    }
    if (!CUID.test(entry)) throw badRequest(PRODUCT_MSG.badImageOrder);
    return { kind: "existing", id: entry };
  });
}

export async function readProductForm(request: Request, { mode }: { mode: "create" | "update" }): Promise<ProductForm> {
  const body = await readMultipart(request, { files: productFileRules, maxFields: 80, maxFieldBytes: 64 * 1024 });
  const sizes = sizesOfBody(body);
  const fields = parseProductFields(sizedFieldDefaults(sizes, productFieldsOf(body)));
  const images = filesOf(body, "images");
  const video = filesOf(body, "video")[0] ?? null;
  if (mode === "create") {
    if (images.length === 0) throw badRequest(PRODUCT_MSG.selectImages);
    return { fields, images, video, imageOrder: null, removeVideo: false, sizes };
  }
  const removeVideo = ["true", "on", "1"].includes(field(body, "removeVideo") ?? "");
  return { fields, images, video, imageOrder: parseImageOrder(field(body, "imageOrder"), images.length), removeVideo, sizes };
}
