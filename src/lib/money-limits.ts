// The shop's ceilings on money (issue 40, part 1), in paise, in one place. Amounts are stored as
// 64-bit integers (PostgreSQL bigint) and used as JS numbers: these ceilings keep every computed
// amount far below Number.MAX_SAFE_INTEGER (2^53 paise ≈ ₹90 lakh crore), and refuse in words,
// with a 400, what is above them. A piece's own price ceilings (the product form, a by-weight
// price) belong to the pricing rules; these bound what a shopper can put in one order.

/** One line of an order: a piece's price × its quantity. ₹50,00,000. */
export const ORDER_LINE_MAX_PAISE = 50_00_000_00;

/** One order's total (the cart's, an order request's, a checkout's), the COD fee included. ₹1,00,00,000. */
export const ORDER_TOTAL_MAX_PAISE = 1_00_00_000_00;

/**
 * Razorpay's per-order limit for a card (online) payment at checkout: ₹5,00,000, the default
 * maximum transaction amount of a Razorpay account (Razorpay raises it on request; a payment
 * above the account's limit fails with "Amount exceeds maximum amount allowed"). Above it the
 * checkout refuses and offers an order request (the owner confirms it and arranges the payment).
 * Change it here when Razorpay raises the shop's limit.
 */
export const CARD_PAYMENT_MAX_PAISE = 5_00_000_00;

/** The most a fixed-amount offer may take off a cart: an order's ceiling. */
export const OFFER_AMOUNT_MAX_PAISE = ORDER_TOTAL_MAX_PAISE;
