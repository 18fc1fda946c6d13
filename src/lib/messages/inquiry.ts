// The texts of inquiries (back office §2 inquiry form). Apart from SELL_MSG (which spreads them in),
// so the inquiry page's client code ships only these.

export const INQUIRY_MSG = {
  // Inquiries (back office §2 inquiry form)
  // The spec promises a reply within 24 hours (§9) and gives no other text: the rest are ours. The
  // name, e-mail, phone and message rules say the contact form's words (src/lib/schemas/contact.ts).
  inquiryTitle: "Product Inquiry",
  inquiryLead:
    "Ask about a piece, a size, a finish or a quantity for a wedding or an event. Add the product codes (printed on every product page) and we will reply within 24 hours.",
  inquirySentTitle: "Inquiry Sent!",
  inquirySentBody: "Thank you for your inquiry. We will reply within 24 hours.",
  inquirySubmit: "Send Inquiry",
  inquirySending: "Sending...",
  inquirySendFailed: "Your inquiry could not be sent. Please check your connection and try again.",
  inquiryTooMany: (minutes: number) =>
    `You have sent several inquiries in a short time. Please try again in ${minutes === 1 ? "a minute" : `${minutes} minutes`}.`,
  inquiryCodesLabel: "Product Codes",
  inquiryCodesHint: "Optional. Type a code such as NK-1001 and press Enter or Add Code.",
  inquiryAddCode: "Add Code",
  inquiryRemoveCode: (code: string) => `Remove ${code}`,
  inquiryCodesAdded: "Products you are asking about",
  inquiryCodeAdded: (code: string) => `${code} added.`,
  inquiryCodeRemoved: (code: string) => `${code} removed.`,
  inquiryCodeDuplicate: (code: string) => `${code} is already in the list.`,
  inquiryCodeInvalid: (code: string) => `"${code}" is not a product code. Codes look like NK-1001: letters, digits and hyphens.`,
  inquiryCodeTooLong: (max: number) => `A product code has at most ${max} characters.`,
  inquiryTooManyCodes: (max: number) => `Add at most ${max} product codes to one inquiry.`,
  inquiryCodesNotList: "Send productCodes as a list of product codes.",
  inquiryNotObject: "Send the inquiry as a JSON object.",
  // Sizes (issue 42; not given by the spec): an optional size per piece sold by size.
  inquirySizeLabel: (code: string) => `Size for ${code}`,
  inquirySizeAny: "Any size / not sure",
  inquirySizesNotMap: "Send sizes as an object of product code to size.",
  inquirySizeTooLong: (max: number) => `A size has at most ${max} characters.`,
  inquirySizeUnknown: (code: string, size: string) => `${code} does not come in size ${size}. Please choose one of its sizes.`,
  inquiryNotSized: (code: string) => `${code} is not sold by size.`,
} as const;
