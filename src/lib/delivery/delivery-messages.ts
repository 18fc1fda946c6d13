// The PIN check's words, the same in the box, at checkout and in the API's answers.

export const DELIVERY_MSG = {
  badPincode: "Please enter a valid 6-digit PIN code, e.g. 302001.",
  notServed: (pincode: string) => `Sorry, we do not deliver to ${pincode} yet.`,
  notServedAtCheckout: (pincode: string) => `Sorry, we do not deliver to ${pincode} yet. Please use another address.`,
  deliveryBy: (date: string, pincode: string) => `Delivery by ${date} to ${pincode}`,
  codAvailable: "Cash on delivery available",
  codUnavailable: "Cash on delivery is not available here",
  checking: "Checking…",
  checkFailed: "We could not check this PIN code just now. Please try again.",
  checked: "Delivery checked",
  tooMany: (minutes: number) => `Too many PIN code checks. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
} as const;
