// India's states and union territories, as a shopper picks them in an address form. The order
// request and checkout forms (and their API schemas) accept only these; the GST invoice compares
// the buyer's state with the seller's to choose CGST + SGST or IGST.
export const INDIAN_STATES = [
  "Andaman and Nicobar Islands",
  "Andhra Pradesh",
  "Arunachal Pradesh",
  "Assam",
  "Bihar",
  "Chandigarh",
  "Chhattisgarh",
  "Dadra and Nagar Haveli and Daman and Diu",
  "Delhi",
  "Goa",
  "Gujarat",
  "Haryana",
  "Himachal Pradesh",
  "Jammu and Kashmir",
  "Jharkhand",
  "Karnataka",
  "Kerala",
  "Ladakh",
  "Lakshadweep",
  "Madhya Pradesh",
  "Maharashtra",
  "Manipur",
  "Meghalaya",
  "Mizoram",
  "Nagaland",
  "Odisha",
  "Puducherry",
  "Punjab",
  "Rajasthan",
  "Sikkim",
  "Tamil Nadu",
  "Telangana",
  "Tripura",
  "Uttar Pradesh",
  "Uttarakhand",
  "West Bengal",
] as const;

export type IndianState = (typeof INDIAN_STATES)[number];

const BY_LOWER = new Map<string, IndianState>(INDIAN_STATES.map((s) => [s.toLowerCase(), s]));

/** The state's canonical spelling for any capitalisation and surrounding spaces, or null. */
export function canonicalState(value: string): IndianState | null {
  return BY_LOWER.get(value.trim().replace(/\s+/g, " ").toLowerCase()) ?? null;
}
