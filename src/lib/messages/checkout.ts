// The texts of checkout and its payment (back office §2 checkout, payment success, §8). Apart from
// SELL_MSG (which spreads them in), so the checkout page's client code ships only these.

export const CHECKOUT_MSG = {
  // Checkout and payment (back office §2 checkout, payment success, §8)
  completeContactDetails: "Please complete contact details",
  paymentSuccessful: "Payment successful!",
  orderConfirmed: "Order confirmed!",
  paymentFailed: "Payment failed",
  paymentCancelled: "Payment cancelled",
  paymentWindowClosed: "Payment window closed before completion.",
  processing: "Processing...",
  // Not given by the spec: the delivery address is required here (shipping and the GST invoice's place of supply).
  enterDeliveryAddress: "Please enter your delivery address.",
  checkoutNameRequired: "Full Name is required.",
  checkoutEmailRequired: "Email Address is required.",
  checkoutContactRequired: "Contact Number is required.",
  checkoutAddressLine1Required: "Address Line 1 is required.",
  checkoutCityRequired: "City is required.",
  checkoutStateRequired: "Please choose your state.",
  checkoutStateInvalid: "Please choose your state from the list.",
  checkoutPostalCodeRequired: "Postal Code is required.",
  checkoutPostalCodeInvalid: "Please enter a valid 6-digit pincode.",
  checkoutPay: (amount: string) => `Pay ${amount}`,
  checkoutPricing: "Checking current prices...",
  checkoutSoldOutLine: "Sold out: not included in this order",
  checkoutTransactionId: "Transaction ID",
  checkoutOrderNumber: "Order number",
  checkoutTryAgain: "You can check your details and try again.",
  checkoutConnectionError: "We could not reach the shop. Please check your connection and try again.",
  checkoutWindowFailed: "The payment window could not be opened. Please check your connection and try again.",
  checkoutSecure: "Card, UPI and netbanking payments are handled securely by Razorpay.",
  paymentSuccessTitle: "Thank you for your order!",
  paymentSuccessBody: "Your order will be processed within 24 hours and shipped within 2-3 business days.",
  paymentSuccessOrder: "Your order number",
  paymentSuccessTrackOrder: "Track Order",
  // Razorpay's per-order limit for an online payment (src/lib/money-limits.ts): the way out is an order request.
  checkoutAboveCardLimit: (total: string, max: string) =>
    `Online payment is limited to ${max} per order, and this order comes to ${total}. Please send it as an order request instead: we confirm it and arrange the payment with you. Your cart is kept.`,
  checkoutSendOrderRequest: "Send as an Order Request",
} as const;
