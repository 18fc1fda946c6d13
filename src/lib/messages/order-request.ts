// The texts of order requests (back office §2 order request form, §8): the page, the form's rules
// and the pricing of an order's lines. Apart from SELL_MSG (which spreads them in), so the
// order request page's client code ships only these.

export const ORDER_REQUEST_MSG = {
  // Order requests (back office §2 order request form, §8). Spec texts first, then ours.
  orderRequestSubmitted: "Order request submitted successfully! We'll contact you soon.",
  noCartData: "No cart data found",
  errorLoadingProduct: "Error loading product details",
  orderRequestFailed: "Failed to submit order request",
  orderRequestError: "Error submitting order request. Please try again.",
  cartOrderRequestError: "Error processing order request",
  // The form's own rules (the spec names the required fields but gives no texts): ours.
  orderFullnameRequired: "Please enter your full name.",
  orderEmailRequired: "Please enter your email address.",
  orderEmailInvalid: "Please enter a valid email address, e.g. name@example.com.",
  orderPhoneRequired: "Please enter your mobile number.",
  orderPhoneInvalid: "Please enter a 10-digit Indian mobile number, e.g. 98765 43210.",
  orderStreetRequired: "Please enter your street address (house number, street and area).",
  orderCityRequired: "Please enter your town or city.",
  orderStateRequired: "Please choose your state.",
  orderStateInvalid: "Please choose your state or union territory from the list.",
  orderPincodeRequired: "Please enter your PIN code.",
  orderPincodeInvalid: "Please enter a valid 6-digit PIN code, e.g. 302001.",
  orderCountryIndiaOnly: "We ship within India only, so the country must be India.",
  orderFieldTooLong: (field: string, max: number) => `${field} must be at most ${max.toLocaleString("en-IN")} characters.`,
  orderProductInvalid: "One of the products in this request could not be read. Please start again from the product page.",
  orderNotAnObject: "Send the order request as a JSON object.",
  orderRequestTooMany: (minutes: number) =>
    `You have sent several order requests in a short time. Please try again in ${minutes === 1 ? "a minute" : `${minutes} minutes`}.`,
  // The page
  orderRequestTitle: "Order Request",
  orderRequestLead: "No payment now: we check your pieces, then send you a secure payment link within 24 hours.",
  orderRequestIndiaOnly: "We ship within India only. Shipping is free.",
  orderRequestSubmit: "Submit Order Request",
  orderRequestSubmitting: "Submitting...",
  orderRequestReceivedTitle: "Order request received",
  orderRequestNumberLabel: "Your order number",
  orderRequestPaymentLink: "We will send a payment link to your e-mail and phone within 24 hours.",
  orderRequestRedirecting: "Taking you back to the home page…",
  orderRequestOutOfStock: "This piece is out of stock right now, so it cannot be ordered. Browse our other products or send us an inquiry.",
  orderRequestLineUnavailable: "No longer available: left out of this request.",
  orderRequestNothingToOrder: "None of the items in your cart can be ordered right now.",
  orderRequestBackToProducts: "Back to Products",
  orderRequestBackToCart: "Back to Cart",
  orderRequestProductMissing: "This piece could not be found or is no longer available.",
  orderRequestAskInstead: "Send an Inquiry",
  // Pricing an order's lines from the database (src/server/orders/price-order-lines.ts). Not given by the spec.
  orderNoLines: "Please add at least one piece to your order.",
  orderTooManyLines: (max: number) => `An order can hold at most ${max} different pieces.`,
  orderDuplicateLine: "The same piece appears twice in your order. Please change its quantity instead.",
  orderQuantityRange: (max: number) => `Please choose a quantity from 1 to ${max}.`,
  orderPieceGone: "One of the pieces in your order is no longer in our collection. Please remove it and try again.",
  orderPieceInactive: (name: string) => `"${name}" is not available at the moment. Please remove it and try again.`,
  orderPieceSoldOut: (name: string) => `"${name}" is out of stock. Please remove it and try again.`,
  orderPieceShort: (name: string, n: number) => `Only ${n} of "${name}" ${n === 1 ? "is" : "are"} left in stock. Please lower the quantity.`,
  orderPieceColour: (name: string) => `Please choose one of the colours "${name}" comes in.`,
  // The shop's ceilings on an order (src/lib/money-limits.ts).
  orderLineAboveLimit: (name: string, line: string, max: string) =>
    `"${name}" at this quantity comes to ${line}, above the shop's limit of ${max} for one piece's line. Please lower the quantity, or contact us for a larger order.`,
  orderTotalAboveLimit: (total: string, max: string) =>
    `This order comes to ${total}, above the shop's limit of ${max} for one order. Please split it into smaller orders, or contact us for a larger order.`,
} as const;
