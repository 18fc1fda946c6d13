// Returns and exchanges (issue 22): the JSON the storefront and the back office exchange with
// /api/returns/* and /api/admin/returns/*. Amounts in paise, times as ISO strings.

export const RETURN_KINDS = ["return", "exchange"] as const;
export type ReturnKind = (typeof RETURN_KINDS)[number];

export const RETURN_STATUSES = ["requested", "approved", "rejected", "picked_up", "received", "refunded", "exchanged"] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

export const RETURN_REASONS = ["damaged", "wrong_item", "not_as_described", "size_or_fit", "changed_mind", "other"] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/** The back office's moves (PATCH /api/admin/returns/{id} { action }). */
export const RETURN_ACTIONS = ["approve", "reject", "pick_up", "receive", "refund", "exchange"] as const;
export type ReturnAction = (typeof RETURN_ACTIONS)[number];

/** Days after delivery a piece may be returned or exchanged (the FAQ's 7-day promise). */
export const RETURN_WINDOW_DAYS = 7;
export const MAX_RETURN_PHOTOS = 3;
export const MAX_RETURN_DETAILS = 1000;
export const MAX_REJECTION_REASON = 500;

/** One piece of the order as the return form offers it. */
export interface ReturnableLineJSON {
  orderLineId: string;
  productName: string;
  productCode: string;
  colorName: string | null;
  /** Ordered. */
  quantity: number;
  /** Ordered minus what open or finished requests already take (a rejected request frees its pieces). */
  returnable: number;
  unitPricePaise: number;
  /** Sold by size (issue 42): the size bought ("12"), else null. */
  sizeLabel: string | null;
  /** An exchange for another size: the same piece's other sizes in stock now, smallest first (empty for a piece without sizes). */
  exchangeSizes: ExchangeSizeJSON[];
}

/** A size a line may be exchanged for, with its price today (a by-weight piece's sizes differ). */
export interface ExchangeSizeJSON {
  sizeId: string;
  label: string;
  unitPricePaise: number;
}

/** A request as the shopper sees it (tracking page, account). */
export interface ReturnRequestJSON {
  id: string;
  number: string;
  kind: ReturnKind;
  status: ReturnStatus;
  reason: ReturnReason;
  details: string;
  /** Rejected: the owner's reason. */
  rejectionReason: string | null;
  refundPaise: number | null;
  lines: Array<{
    orderLineId: string;
    productName: string;
    productCode: string;
    colorName: string | null;
    quantity: number;
    /** The size bought (issue 42), else null. */
    sizeLabel: string | null;
    /** An exchange for another size: the size asked for, else null. */
    exchangeSizeLabel: string | null;
  }>;
  photos: string[];
  /** Refunded: the credit note's number. */
  creditNoteNumber: string | null;
  /** Exchanged: the replacement order's number. */
  exchangeOrderNumber: string | null;
  createdAt: string;
  updatedAt: string;
}

/** POST /api/returns/options → what the order allows and the requests it already has. */
export interface ReturnOptionsJSON {
  orderNumber: string;
  /** Whether a new request can be made now (delivered, inside the window, something left to return). */
  eligible: boolean;
  /** When not eligible: why, in the shopper's words. */
  notEligibleReason: string | null;
  /** The last moment of the window (deliveredAt + 7 days); null when not delivered. */
  windowEndsAt: string | null;
  /** Cash on delivery (issue 40): a return (not an exchange) must say where the refund goes (UPI or bank account). */
  refundDetailsNeeded: boolean;
  lines: ReturnableLineJSON[];
  returns: ReturnRequestJSON[];
}

/** A row of the back office's list. */
export interface AdminReturnRowJSON {
  id: string;
  number: string;
  kind: ReturnKind;
  status: ReturnStatus;
  reason: ReturnReason;
  orderId: string;
  orderNumber: string;
  customerName: string;
  /** Pieces in the request. */
  pieces: number;
  /** What was paid for those pieces. */
  valuePaise: number;
  /** Cash on delivery: where the refund goes, masked ("UPI as••••@okaxis", "Bank account ••••1234 (SBIN0001234)"); null once refunded. */
  refundTo: string | null;
  createdAt: string;
}

/** GET /api/admin/returns/{id}. */
export interface AdminReturnDetailJSON extends ReturnRequestJSON {
  orderId: string;
  orderNumber: string;
  orderStatus: string;
  paymentMethod: string | null;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  lines: Array<ReturnRequestJSON["lines"][number] & { unitPricePaise: number; paidPaise: number; /** Another size: its price less the size bought, both today, times the quantity (null without one). */ differencePaise: number | null }>;
  /**
   * An exchange for another size whose price differs (by weight): what the shopper pays more (the
   * lines dearer than the size bought) and what is refunded (the cheaper ones), settled when the
   * replacement is sent; null when no line changes size.
   */
  sizeDifference: { payMorePaise: number; refundLessPaise: number } | null;
  /** The most a refund may be: what was paid for these pieces (less nothing else). */
  maxRefundPaise: number;
  refundMethod: "gateway" | "bank_transfer" | null;
  refundReference: string | null;
  /** Cash on delivery: where the shopper asked the refund to go, whole (for the one who refunds); erased (null) once refunded or rejected. */
  refundPayout: { kind: "upi"; upiId: string } | { kind: "bank"; ifsc: string; accountNumber: string } | null;
  creditNote: { number: string; issuedAt: string; amountPaise: number } | null;
  exchangeOrder: { id: string; orderNumber: string } | null;
  /** The moves the back office may make now. */
  actions: ReturnAction[];
  history: Array<{ status: ReturnStatus; actor: string; note: string | null; at: string }>;
}

export interface AdminReturnListJSON {
  returns: AdminReturnRowJSON[];
  total: number;
  page: number;
  pages: number;
  limit: number;
  counts: Record<"all" | ReturnStatus, number>;
}
