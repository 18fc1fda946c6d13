import type { ReturnKind } from "@/lib/types/returns";
import { KIND_LABEL, REASON_LABEL, RETURN_MSG, STATUS_LABEL } from "./return-messages";
import { RETURN_ENTRY_MSG } from "./ui-entry-messages";
import { formatCount } from "@/lib/format";

// The texts of the shopper's return and exchange panel and its form (issue 22) on the tracking page
// and the account; the button that loads them has its own (ui-entry-messages.ts). The back
// office's are in src/lib/admin/return-admin-messages.ts; the API's own answers are the server's
// (return-messages.ts); these are only what the screens say.

// The labels of reasons, kinds and statuses are the server's (the e-mails and the API say the same words).
const REASON_LABELS = REASON_LABEL;
const KIND_LABELS = KIND_LABEL;
const STATUS_LABELS = STATUS_LABEL;

export const RETURN_UI_MSG = {
  reasonLabels: REASON_LABELS,
  kindLabels: KIND_LABELS,
  statusLabels: STATUS_LABELS,

  // The panel
  loading: RETURN_ENTRY_MSG.loading,
  loadFailed: "Your return options could not be loaded. Please try again.",
  tryAgain: "Try again",
  heading: "Returns and exchanges",
  windowEnds: (date: string) => `Return or exchange by ${date}`,
  requestsHeading: "Your requests",
  startForm: "Start a return or exchange",
  close: "Close",

  // The form
  formHeading: "Return or exchange pieces",
  piecesLegend: "Which pieces, and how many",
  quantityOf: (name: string) => `How many of ${name}`,
  fewer: (name: string) => `One fewer ${name}`,
  more: (name: string) => `One more ${name}`,
  ofReturnable: (n: number) => (n === 1 ? "1 can be returned" : `${n} can be returned`),
  noneLeft: "Already in a request",
  unitPrice: (price: string) => `${price} each`,
  kindLegend: "What would you like?",
  kindReturn: "Return for a refund",
  kindExchange: "Exchange for the same piece",
  reasonLabel: "Reason",
  reasonPlaceholder: "Choose a reason",
  detailsLabel: "Tell us more",
  detailsHint: "What happened, and anything that helps us (optional unless the reason is Other).",
  detailsCount: (used: number, max: number) => `${formatCount(used)} / ${formatCount(max)} characters`,
  // Cash on delivery: where the refund goes (issue 40)
  payoutLegend: "Where should we send your refund?",
  payoutHint: "You paid cash on delivery, so we transfer the refund. We keep these details only until the refund is sent.",
  payoutUpi: "UPI ID",
  payoutBank: "Bank account",
  upiLabel: "UPI ID",
  upiHint: "As in your UPI app, e.g. asha@okaxis.",
  ifscLabel: "IFSC",
  ifscHint: "11 characters, on your cheque book or passbook, e.g. SBIN0001234.",
  accountLabel: "Account number",
  photosLabel: "Photos (up to 3)",
  photosHint: "A clear photo of the piece helps us approve it faster. JPEG, PNG, WEBP, AVIF or GIF, up to 5 MB each.",
  addPhotos: "Add photos",
  removePhoto: (n: number) => `Remove photo ${n}`,
  photoAlt: (n: number) => `Photo ${n} you chose`,
  submit: "Send request",
  submitting: "Sending...",
  submitted: (number: string) => `Request ${number} sent. We will e-mail you when it is approved.`,
  failed: "Your request could not be sent. Please try again.",

  // The form's own checks
  noPieces: "Please choose at least one piece and how many.",
  reasonRequired: "Please choose a reason.",
  detailsRequired: RETURN_MSG.detailsRequired,
  detailsTooLong: (max: number) => `Please keep the details to ${max.toLocaleString("en-IN")} characters.`,
  tooManyPhotos: (max: number) => `You can add up to ${max} photos.`,
  notAnImage: (name: string) => `"${name}" is not a picture. Please choose a JPEG, PNG, WEBP, AVIF or GIF file.`,
  tooBig: (name: string) => `"${name}" is larger than 5 MB. Please choose a smaller photo.`,

  // A request's state
  requestTitle: (kind: ReturnKind, number: string) => `${KIND_LABELS[kind]} ${number}`,
  requestedOn: (date: string) => `Requested on ${date}`,
  rejectedBecause: (reason: string) => `Rejected: ${reason}`,
  refundedWith: (amount: string, creditNote: string) => `Refunded ${amount} — credit note ${creditNote}`,
  refunded: (amount: string) => `Refunded ${amount}`,
  exchangedWith: (orderNumber: string) => `Exchanged — replacement order ${orderNumber}`,
  stepsLabel: (number: string) => `Progress of request ${number}`,
  downloadCreditNote: "Download credit note",
  downloadCreditNoteLabel: (number: string) => `Download credit note ${number}`,
  downloading: "Downloading...",
  creditNoteFailed: "The credit note could not be downloaded. Please try again.",
  pieceLine: (name: string, quantity: number) => `${name} × ${quantity}`,
} as const;
