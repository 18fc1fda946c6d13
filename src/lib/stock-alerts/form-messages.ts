// The words of the storefront's "Tell me when it is back" form (issue 45), in a file of their own so
// the product page ships only these (the API's refusals and the owner's page: ./messages.ts).

export const STOCK_ALERT_FORM_MSG = {
  open: "Tell me when it is back",
  intro: "We will write to you once, when this piece is back in stock.",
  email: "E-mail",
  phone: "WhatsApp number (optional)",
  size: "Size",
  marketing: "Also send me news and offers",
  submit: "Tell me",
  sending: "Sending…",
  emailInvalid: "Please enter a valid e-mail address.",
  phoneInvalid: "Please enter a 10-digit Indian mobile number, or leave it empty.",
  sizeRequired: "Please choose the size you want.",
  failed: "We could not save your request. Please try again.",
} as const;
