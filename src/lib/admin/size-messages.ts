// The texts of /admin/sizes and of the sizes on the product form and the bulk CSV (issue 42). The
// spec is silent on sizes: calm, short shop English in its style.

export const SIZE_KIND_LABELS = {
  ring: "Ring sizes (inner diameter and circumference, mm)",
  bangle: "Bangle sizes (inner diameter, mm)",
  length: "Lengths (inches)",
  free: "Free size (no measurement)",
} as const;

export const SIZE_MSG = {
  // The page
  title: "Sizes",
  count: (n: number) => `${n} ${n === 1 ? "size set" : "size sets"}`,
  intro: "A piece offers some sizes of one set. Each size has its own stock, and by weight its own net weight.",
  loading: "Loading size sets...",
  fetchFailed: "Could not load the size sets.",
  emptyTitle: "No size sets yet",
  emptyText: "Add a set (ring sizes, bangle sizes, lengths or free size), then its sizes.",
  addSet: "Add size set",
  addSize: "Add size",
  addSizeTo: (set: string) => `Add a size to ${set}`,
  editSize: "Edit",
  editSizeLabel: (label: string) => `Edit size ${label}`,
  deleteSize: "Delete",
  deleteSizeLabel: (label: string) => `Delete size ${label}`,
  deleteTitle: "Delete size",
  deleteConfirm: (label: string, set: string) => `Delete size "${label}" from ${set}?`,
  noSizes: "No sizes in this set yet.",
  sizeColumn: "Size",
  positionColumn: "Order",
  measuresColumn: "Measurements",
  piecesColumn: "Pieces",
  actionsColumn: "Actions",
  pieces: (n: number) => `${n} ${n === 1 ? "piece" : "pieces"}`,
  // The dialogs
  setTitle: "Add size set",
  sizeCreateTitle: "Add size",
  sizeUpdateTitle: "Edit size",
  setNameLabel: "Name",
  setNamePlaceholder: "e.g. Ring sizes (Indian)",
  kindLabel: "Kind",
  kindPlaceholder: "Choose the kind of sizes",
  labelLabel: "Size",
  labelHint: "What the shopper sees and picks: 12, 2-6, 18 in, Adjustable.",
  positionLabel: "Order in the set",
  positionHint: "Smallest first. Leave empty to put it last.",
  innerDiameterLabel: "Inner diameter (mm)",
  circumferenceLabel: "Inner circumference (mm)",
  lengthLabel: "Length (inches)",
  cancel: "Cancel",
  save: "Save",
  saving: "Saving...",
  // Rules
  setNameRequired: "Please enter the set's name.",
  setNameTooLong: (max: number) => `The name must be at most ${max} characters.`,
  kindRequired: "Please choose the kind of sizes: ring, bangle, length or free size.",
  setNameTaken: (name: string) => `A size set named "${name}" already exists.`,
  labelRequired: "Please enter the size, as the shopper sees it.",
  labelTooLong: (max: number) => `The size must be at most ${max} characters.`,
  labelTaken: (label: string) => `This set already has a size "${label}".`,
  positionInvalid: "The order must be a whole number of 0 or more.",
  measureInvalid: (what: string) => `The ${what} must be a number more than 0, with at most 2 decimals.`,
  measureRequired: (what: string) => `Please enter the ${what}.`,
  measureNotForKind: "This set's sizes have no such measurement.",
  setNotFound: "Size set not found.",
  sizeNotFound: "Size not found.",
  sizeInUse: (label: string, n: number) => `Size "${label}" is offered by ${n} ${n === 1 ? "piece" : "pieces"}. Take it off ${n === 1 ? "that piece" : "those pieces"} first.`,
  // Answers
  listed: "Size sets fetched successfully",
  setCreated: "Size set added.",
  sizeCreated: "Size added.",
  sizeUpdated: "Size updated.",
  sizeDeleted: "Size deleted.",
  clientError: "Something went wrong. Please try again.",
} as const;

/** The measurement names as the rules say them. */
export const MEASURE_WORDS = {
  innerDiameterMm: "inner diameter in mm",
  circumferenceMm: "inner circumference in mm",
  lengthInches: "length in inches",
} as const;

// The sizes on the product form and in the bulk CSV.
export const PRODUCT_SIZE_MSG = {
  heading: "Sizes",
  setLabel: "Size set",
  noSizes: "No sizes (one stock count)",
  setHint: "With sizes, each size has its own stock; the piece's stock is their sum.",
  offeredLegend: "Sizes offered",
  stockLabel: (label: string) => `Stock of size ${label}`,
  skuLabel: (label: string) => `Code (SKU) of size ${label}`,
  weightLabel: (label: string) => `Net weight (g) of size ${label}`,
  offerLabel: (label: string) => `Offer size ${label}`,
  stockColumn: "Stock",
  skuColumn: "Code (optional)",
  weightColumn: "Net weight (g)",
  priceColumn: "Price",
  loadingSets: "Loading size sets...",
  setsFailed: "Could not load the size sets.",
  totalStock: (n: number) => `Total stock: ${n}`,
  // Rules: "Size 12: ..." so the form shows each under its size's row.
  sizePrefix: (label: string) => `Size ${label}: `,
  unknownSet: "Please choose one of the shop's size sets.",
  badSizes: "The sizes could not be read. Please tick them again.",
  pickSizes: "Please tick at least one size this piece is offered in.",
  notInSet: "This size is not in the chosen set.",
  sizeTwice: "This size is listed twice.",
  stockInvalid: "The stock must be a whole number of 0 or more.",
  stockTooHigh: "The stock must be at most 1,00,000.",
  skuInvalid: "The code must be 2–32 letters, digits or hyphens.",
  skuTwice: (sku: string) => `The code ${sku} is given to two sizes.`,
  skuTaken: (sku: string) => `The code ${sku} is already used by another piece's size.`,
  weightRequired: "Please enter this size's net silver weight in grams.",
  weightInvalid: "The net silver weight must be more than 0 grams, with at most 3 decimals.",
  weightTooHigh: "The net silver weight is above the shop's limit of 10,000 grams.",
  // The bulk CSV (columns size_set and sizes)
  csvSizesInvalid: "Write the sizes as label:stock separated by ; (e.g. 8:3;10:0), by weight label:stock@grams (e.g. 8:3@3.1).",
  csvSetRequired: "Please name the size set (size_set) these sizes come from.",
  csvSizesRequired: "Please list the sizes (sizes) offered from this size set.",
  csvUnknownSet: (name: string) => `There is no size set "${name}". Add it on the Sizes page first.`,
  csvUnknownSize: (label: string, set: string) => `Size ${label} is not in the set "${set}".`,
  csvColumns:
    "Sizes (optional): size_set names the set (as on the Sizes page) and sizes lists each size with its stock as label:stock separated by ; (e.g. 8:3;10:0;12:5); by weight add each size's net weight in grams: 8:3@3.1;10:2@3.3. A row with sizes takes its stock from them (quantity may be left empty).",
  // The admin list and the dashboard
  stockPerSize: (parts: string[]) => parts.join(" · "),
} as const;

/** A size's problem as the server and the form say it: "Size 12: the stock must be...". */
export const sizeProblem = (label: string, message: string) => `${PRODUCT_SIZE_MSG.sizePrefix(label)}${message}`;

/** The size a problem names ("Size 12: ..." → "12"), or null. */
export function sizeOfProblem(message: string): string | null {
  return /^Size ([^:]+): /.exec(message)?.[1] ?? null;
}
export const isSizeProblem = (message: string) => sizeOfProblem(message) !== null;
