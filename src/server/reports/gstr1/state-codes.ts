import { type IndianState, canonicalState } from "@/lib/indian-states";

// The GST state codes (the first two digits of a GSTIN), as the GST portal and its offline tool
// write a place of supply: "29-Karnataka". Daman and Diu's old code 25 merged into 26 in 2020.

const CODES: Record<IndianState, string> = {
  "Jammu and Kashmir": "01",
  "Himachal Pradesh": "02",
  Punjab: "03",
  Chandigarh: "04",
  Uttarakhand: "05",
  Haryana: "06",
  Delhi: "07",
  Rajasthan: "08",
  "Uttar Pradesh": "09",
  Bihar: "10",
  Sikkim: "11",
  "Arunachal Pradesh": "12",
  Nagaland: "13",
  Manipur: "14",
  Mizoram: "15",
  Tripura: "16",
  Meghalaya: "17",
  Assam: "18",
  "West Bengal": "19",
  Jharkhand: "20",
  Odisha: "21",
  Chhattisgarh: "22",
  "Madhya Pradesh": "23",
  Gujarat: "24",
  "Dadra and Nagar Haveli and Daman and Diu": "26",
  Maharashtra: "27",
  Karnataka: "29",
  Goa: "30",
  Lakshadweep: "31",
  Kerala: "32",
  "Tamil Nadu": "33",
  Puducherry: "34",
  "Andaman and Nicobar Islands": "35",
  Telangana: "36",
  "Andhra Pradesh": "37",
  Ladakh: "38",
};

/** A state's GST code ("29"), or null for a name that is not a state or union territory. */
export function gstStateCode(state: string): string | null {
  const canonical = canonicalState(state);
  return canonical === null ? null : CODES[canonical];
}

/** "29-Karnataka", or null for an unknown state. */
export function placeOfSupplyLabel(state: string): string | null {
  const canonical = canonicalState(state);
  return canonical === null ? null : `${CODES[canonical]}-${canonical}`;
}
