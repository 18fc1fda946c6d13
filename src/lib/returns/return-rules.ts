import type { ReturnAction, ReturnKind, ReturnStatus } from "@/lib/types/returns";
import { RETURN_WINDOW_DAYS } from "@/lib/types/returns";
import { RETURN_MSG } from "./return-messages";

// The pure rules of returns and exchanges (issue 22): the 7-day window, what is still returnable,
// the most a refund may be, the back office's moves, and the numbers a person reads (requests
// RT-2026-00001, credit notes CN/2026-27/00001). The server applies them under row locks.

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last moment of the window: deliveredAt + 7 days. */
export function windowEndsAt(deliveredAt: Date): Date {
  return new Date(deliveredAt.getTime() + RETURN_WINDOW_DAYS * DAY_MS);
}

/** Whether a request may be made at `now` for an order delivered at `deliveredAt` (the last moment included). */
export function windowOpen(deliveredAt: Date | null, now: Date): boolean {
  return deliveredAt !== null && now.getTime() <= windowEndsAt(deliveredAt).getTime();
}

/** Ordered minus what requests that are not rejected already take; never below 0. */
export function returnableQuantity(ordered: number, taken: number): number {
  return Math.max(0, ordered - taken);
}

/**
 * The most a request's refund may be: what its pieces really paid (each line's paidPaise: its share
 * of the line after offers, src/lib/offers/allocate.ts paidForUnits), never more than what the order
 * was paid less the refunds of its other requests, and never below 0.
 */
export function maxRefundPaise({ lines, orderPaidPaise, earlierRefundsPaise }: { lines: readonly { paidPaise: number }[]; orderPaidPaise: number; earlierRefundsPaise: number }): number {
  const forPieces = lines.reduce((sum, line) => sum + line.paidPaise, 0);
  return Math.max(0, Math.min(forPieces, orderPaidPaise - earlierRefundsPaise));
}

/** The back office's moves: from a status, which action leads where. */
export const RETURN_MOVES: Readonly<Record<ReturnStatus, Partial<Record<ReturnAction, ReturnStatus>>>> = {
  requested: { approve: "approved", reject: "rejected" },
  approved: { pick_up: "picked_up" },
  rejected: {},
  picked_up: { receive: "received" },
  received: { refund: "refunded", exchange: "exchanged" },
  refunded: {},
  exchanged: {},
};

/**
 * Which action a kind may never take: a return is refunded, never replaced. An exchange is replaced,
 * or refunded when the replacement cannot be sent (the piece sold out or deleted meanwhile), so a
 * received exchange always has a way out (issue 40).
 */
const KIND_ONLY: Partial<Record<ReturnAction, ReturnKind>> = { exchange: "exchange" };

/** Where `action` takes a request of `kind` in `status`, or the 409's message. */
export function moveOf(status: ReturnStatus, kind: ReturnKind, action: ReturnAction): { ok: true; to: ReturnStatus } | { ok: false; msg: string } {
  const to = RETURN_MOVES[status][action];
  if (!to) return { ok: false, msg: RETURN_MSG.refusal(action, status) };
  const only = KIND_ONLY[action];
  if (only && only !== kind) return { ok: false, msg: action === "refund" ? RETURN_MSG.refundOnlyReturn : RETURN_MSG.exchangeOnlyExchange };
  return { ok: true, to };
}

/** The moves the back office may make now (the detail's buttons). */
export function actionsFor(status: ReturnStatus, kind: ReturnKind): ReturnAction[] {
  return (Object.keys(RETURN_MOVES[status]) as ReturnAction[]).filter((action) => moveOf(status, kind, action).ok);
}

/** RT-2026-00001: the request's year (India's calendar) and its sequence in that year. */
export function formatReturnNumber(year: number, sequence: number): string {
  return `RT-${year}-${String(sequence).padStart(5, "0")}`;
}

export const returnCounterKey = (year: number) => `return:${year}`;

export const CREDIT_NOTE_NUMBER_PATTERN = /^CN\/\d{4}-\d{2}\/\d{5,}$/;

/** CN/2026-27/00001 (a sixth digit appears after 99,999 credit notes in a financial year). */
export function formatCreditNoteNumber(financialYear: string, sequence: number): string {
  return `CN/${financialYear}/${String(sequence).padStart(5, "0")}`;
}

export const creditNoteCounterKey = (financialYear: string) => `credit-note:${financialYear}`;
