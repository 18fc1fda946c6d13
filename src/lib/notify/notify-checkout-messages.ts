// The shopper's texts of WhatsApp order updates (issue 22 part 3): the opt-in at checkout and on the
// order request form. Apart from NOTIFY_MSG (which spreads them in), so those pages ship only these.

export const NOTIFY_CHECKOUT_MSG = {
  // Checkout
  optIn: "Send me order updates on WhatsApp",
  optInHint: "On the contact number above. You can still follow your order by e-mail.",
  optInInvalid: "whatsappOptIn must be true or false.",
} as const;
