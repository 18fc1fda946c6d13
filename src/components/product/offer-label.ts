import { OFFER_MSG } from "@/lib/messages/offers";

/**
 * An automatic offer's label on the product page, its breakup and its card (issue 44): "Festive
 * offer: Diwali: 20 % off making"; a name that already says "Festive offer…" is shown as it is.
 */
export function offerLabel(name: string): string {
  return /^festive offer\b/i.test(name.trim()) ? name.trim() : OFFER_MSG.festiveLabel(name);
}
