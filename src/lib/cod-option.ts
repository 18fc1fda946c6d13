import { COD_CHECKOUT_MSG } from "@/lib/messages/cod-checkout";
import type { DeliveryAnswer } from "@/lib/delivery/types";

// Whether checkout offers cash on delivery, from the PIN's delivery answer and the cart's total
// (pure: the checkout's payment choice and its unit tests). The server decides again when the order
// is placed (placeCodOrder): the owner's switch, the limit on the database's prices, and the number of
// open COD orders per phone and address.

export type CodOption =
  /** No answer for a valid PIN yet (typing, checking, or the check failed). */
  | { kind: "unknown"; reason: string }
  | { kind: "unavailable"; reason: string }
  | { kind: "available"; feePaise: number; limitPaise: number };

export function codOptionFor({ answer, subtotalPaise }: { answer: DeliveryAnswer | null; subtotalPaise: number }): CodOption {
  if (!answer) return { kind: "unknown", reason: COD_CHECKOUT_MSG.checkPinFirst };
  if (!answer.serviceable || !answer.cod.available) return { kind: "unavailable", reason: COD_CHECKOUT_MSG.notAvailableAt(answer.pincode) };
  if (subtotalPaise + answer.cod.feePaise > answer.cod.limitPaise) return { kind: "unavailable", reason: COD_CHECKOUT_MSG.overLimit(answer.cod.limitPaise) };
  return { kind: "available", feePaise: answer.cod.feePaise, limitPaise: answer.cod.limitPaise };
}
