// The people and places of the demo's three months of history (prisma/seed/history.ts): guests who
// ordered without an account, where parcels went (Rajasthan, the seller's state, for CGST + SGST;
// the rest for IGST), and what came back and why. Names and numbers are placeholders.
import type { ReturnReason } from "@/generated/prisma/client";

export interface Place {
  street: string;
  city: string;
  state: string;
  pincode: string;
}

export const PLACES: readonly Place[] = [
  { street: "12 MI Road", city: "Jaipur", state: "Rajasthan", pincode: "302001" },
  { street: "4 Fateh Sagar Road", city: "Udaipur", state: "Rajasthan", pincode: "313001" },
  { street: "88 Sardarpura", city: "Jodhpur", state: "Rajasthan", pincode: "342003" },
  { street: "21 Linking Road", city: "Mumbai", state: "Maharashtra", pincode: "400050" },
  { street: "9 Koregaon Park", city: "Pune", state: "Maharashtra", pincode: "411001" },
  { street: "33 Hauz Khas", city: "New Delhi", state: "Delhi", pincode: "110016" },
  { street: "5 Indiranagar 100 Ft Road", city: "Bengaluru", state: "Karnataka", pincode: "560038" },
  { street: "17 Banjara Hills", city: "Hyderabad", state: "Telangana", pincode: "500034" },
  { street: "2 Park Street", city: "Kolkata", state: "West Bengal", pincode: "700016" },
  { street: "40 CG Road", city: "Ahmedabad", state: "Gujarat", pincode: "380009" },
  { street: "11 Hazratganj", city: "Lucknow", state: "Uttar Pradesh", pincode: "226001" },
  { street: "6 MP Nagar", city: "Bhopal", state: "Madhya Pradesh", pincode: "462011" },
  { street: "14 Sector 17", city: "Chandigarh", state: "Chandigarh", pincode: "160017" },
  { street: "3 T Nagar", city: "Chennai", state: "Tamil Nadu", pincode: "600017" },
];

export interface Guest {
  name: string;
  email: string;
  phone: string;
}

const GUEST_NAMES = [
  "Aditi Rao", "Nikhil Jain", "Pooja Agarwal", "Sanjay Gupta", "Kavya Reddy", "Rohit Mathur", "Isha Bansal",
  "Manish Choudhary", "Neha Saxena", "Vivek Rathore", "Shruti Desai", "Amit Khandelwal", "Divya Pillai",
  "Harsh Vyas", "Ritika Sethi", "Gaurav Mehta", "Tanvi Joshi", "Yash Shekhawat", "Anjali Bhatt", "Karan Malhotra",
  "Simran Kaur", "Aarav Kulkarni", "Lakshmi Narayanan", "Devika Sen",
];

/** Guests with example.com addresses and phones in the placeholder 90000 range (9000000101 on). */
export const GUESTS: readonly Guest[] = GUEST_NAMES.map((name, i) => ({
  name,
  email: `${name.toLowerCase().replace(/\s+/g, ".")}@example.com`,
  phone: String(9_000_000_101 + i),
}));

/** Why pieces came back, roughly as often as a jeweller sees each. */
export const RETURN_REASONS: readonly { reason: ReturnReason; details: string }[] = [
  { reason: "size_or_fit", details: "The ring is a little tight on my finger." },
  { reason: "changed_mind", details: "I ordered two similar pieces and am keeping the other one." },
  { reason: "damaged", details: "One stone was loose when the parcel arrived." },
  { reason: "not_as_described", details: "The finish is darker than in the photos." },
  { reason: "size_or_fit", details: "The chain is shorter than I expected." },
  { reason: "wrong_item", details: "I received a different design from the one I ordered." },
  { reason: "other", details: "It was a gift and the recipient already has one." },
];

/** The demo's past offers, snapshotted on the orders that got them (their Offer rows are long gone). */
export const PAST_OFFERS = {
  festive: { id: "history-festive", name: "Festive sale: 10 % off", code: null, percentBps: 1000 },
  welcome: { id: "history-welcome", name: "Welcome: 5 % off your first order", code: "WELCOME5", percentBps: 500 },
} as const;

/** Demo customers (CUSTOMERS indices) whose carts and consents the seed sets: none that e2e specs sign in with. */
export const CONSENTING_CUSTOMERS = [1, 2, 3] as const;
/** Of those, the ones left with a cart older than a day (a reminder is due in the demo). */
export const ABANDONED_CART_CUSTOMERS = [2, 3] as const;
/** Pieces the abandoned carts hold: unsized, in stock, and not ones the e2e specs buy. */
export const ABANDONED_CART_CODES = ["ER-3005", "BR-2001", "NK-1003"] as const;

/** Pieces whose sold-out sizes shoppers wait for (none that e2e specs pick). */
export const ALERT_CODES = ["LR-5005", "LR-5006", "LR-5007", "LR-5008", "MR-6004", "MR-6005", "MR-6006", "MR-6007", "NK-1006", "BR-2009"] as const;
