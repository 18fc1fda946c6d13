"use client";

import { useEffect, useRef } from "react";
import { deliveryStore } from "@/components/delivery/delivery-store";
import { compactPin } from "@/components/delivery/fetch-delivery";
import { useDeliveryCheck } from "@/components/delivery/use-delivery-check";
import { DELIVERY_MSG } from "@/lib/delivery/delivery-messages";
import { isPincode } from "@/lib/delivery/pincode";
import type { DeliveryAnswer } from "@/lib/delivery/types";

export interface DeliveryPromiseState {
  /** The answer for the PIN in the field, once known. */
  answer: DeliveryAnswer | null;
  checking: boolean;
  /** The message under the field when the shop does not deliver to that PIN. */
  refusal: string | null;
  /** Before Pay: the refusal for this PIN (asked now if not known yet), or null when it is served or could not be checked (the server decides then). */
  refusalFor: (postalCode: string) => Promise<string | null>;
}

/**
 * Checkout's delivery promise (issue 21): as soon as the postal code holds a valid PIN, the same
 * answer as the "Check delivery" box (the session's, or asked from /api/delivery/check). An empty
 * field is prefilled once with the session's checked PIN.
 */
export function useDeliveryPromise(postalCode: string, prefill: (pincode: string) => void): DeliveryPromiseState {
  const { checked, hydrated, state, check } = useDeliveryCheck();
  const pin = compactPin(postalCode);
  const valid = isPincode(pin);

  useEffect(() => {
    if (valid) void check(pin);
  }, [valid, pin, check]);

  const prefilled = useRef(false);
  const stored = checked?.answer.pincode;
  useEffect(() => {
    if (!hydrated || prefilled.current) return;
    prefilled.current = true;
    if (stored) prefill(stored);
  }, [hydrated, stored, prefill]);

  const answer = valid && checked?.answer.pincode === pin ? checked.answer : null;
  return {
    answer,
    checking: state.kind === "checking" && state.pincode === pin,
    refusal: answer && !answer.serviceable ? DELIVERY_MSG.notServedAtCheckout(pin) : null,
    refusalFor: async (value) => {
      const pincode = compactPin(value);
      if (!isPincode(pincode)) return null;
      await check(pincode);
      const known = deliveryStore.getState().checked?.answer;
      return known?.pincode === pincode && !known.serviceable ? DELIVERY_MSG.notServedAtCheckout(pincode) : null;
    },
  };
}
