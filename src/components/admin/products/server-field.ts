import { PRODUCT_MSG } from "@/lib/admin/product-messages";
import { PRODUCT_LIMITS } from "@/lib/schemas/admin-product";

// Which form field a server refusal is about, so its msg shows under that field too (back office
// §8: the server's msg, as it is). Matched on the shared texts of PRODUCT_MSG; anything else is
// shown above the buttons only.

export type ProductFormField =
  | "name"
  | "description"
  | "code"
  | "categoryID"
  | "colors"
  | "purity"
  | "huid"
  | "pricingMode"
  | "price"
  | "netWeight"
  | "makingChargeKind"
  | "makingCharge"
  | "otherCharges"
  | "discount"
  | "quantity"
  | "weight"
  | "images"
  | "video"
  | "sizes";

/** The fixed start of a text made by a message function (everything before its first argument). */
const startOf = (make: (value: string) => string) => make("\u0000").split("\u0000")[0]!;

const RULES: [ProductFormField, (msg: string) => boolean][] = [
  ["name", (m) => m === PRODUCT_MSG.nameSlugCategory || m === PRODUCT_MSG.nameNoSlug || m === PRODUCT_MSG.nameTooLong(PRODUCT_LIMITS.name) || m.startsWith(startOf(PRODUCT_MSG.slugTaken))],
  ["description", (m) => m === PRODUCT_MSG.descriptionTooLong(PRODUCT_LIMITS.description)],
  ["code", (m) => m === PRODUCT_MSG.codeInvalid || m.startsWith(startOf(PRODUCT_MSG.codeTaken))],
  ["price", (m) => m === PRODUCT_MSG.priceRequired || m === PRODUCT_MSG.priceInvalid || m === PRODUCT_MSG.priceTooHigh],
  ["pricingMode", (m) => m === PRODUCT_MSG.pricingModeInvalid || m === PRODUCT_MSG.noSilverRate],
  ["purity", (m) => m === PRODUCT_MSG.purityInvalid],
  ["huid", (m) => m === PRODUCT_MSG.huidInvalid],
  [
    "netWeight",
    (m) => m === PRODUCT_MSG.netWeightRequired || m === PRODUCT_MSG.netWeightInvalid || m === PRODUCT_MSG.netWeightTooHigh || m.startsWith(startOf((limit) => PRODUCT_MSG.byWeightPriceTooHigh(limit, ""))),
  ],
  ["makingChargeKind", (m) => m === PRODUCT_MSG.makingKindRequired],
  ["makingCharge", (m) => m === PRODUCT_MSG.makingChargeRequired || m === PRODUCT_MSG.makingChargeInvalid || m === PRODUCT_MSG.makingChargeTooHigh],
  ["otherCharges", (m) => m === PRODUCT_MSG.otherChargesInvalid || m === PRODUCT_MSG.otherChargesTooHigh],
  ["discount", (m) => m === PRODUCT_MSG.discountInvalid],
  ["quantity", (m) => m === PRODUCT_MSG.quantityRequired || m === PRODUCT_MSG.quantityInvalid || m === PRODUCT_MSG.quantityTooHigh],
  ["weight", (m) => m === PRODUCT_MSG.weightRequired || m === PRODUCT_MSG.weightInvalid || m === PRODUCT_MSG.weightTooHigh],
  ["categoryID", (m) => m === PRODUCT_MSG.selectCategory || m === PRODUCT_MSG.unknownCategory],
  ["colors", (m) => m === PRODUCT_MSG.selectColor || m === PRODUCT_MSG.unknownColor || m === PRODUCT_MSG.duplicateColor],
  [
    "images",
    (m) =>
      m === PRODUCT_MSG.selectImages ||
      m === PRODUCT_MSG.tooManyImages ||
      m === PRODUCT_MSG.badImageOrder ||
      m.startsWith(startOf(PRODUCT_MSG.imageTooLarge)) ||
      m.startsWith(startOf(PRODUCT_MSG.notAnImage)),
  ],
  ["video", (m) => m === PRODUCT_MSG.videoTooLarge || m === PRODUCT_MSG.oneVideo],
];

export function fieldOfServerMsg(msg: string): ProductFormField | null {
  if (!msg) return null;
  return RULES.find(([, matches]) => matches(msg))?.[0] ?? null;
}
