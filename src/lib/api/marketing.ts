import { type AccountAnswer, callAccountApi } from "@/lib/api/account";

// The browser's side of "Messages from the shop" on /account (issue 45):
// GET and PUT /api/user/{userId}/marketing, on the accounts' wrapper (its answers and `network`).

export interface MarketingConsentJSON {
  email: boolean;
  whatsapp: boolean;
  /** The account's phone (10 digits), or null: WhatsApp needs one. */
  phone: string | null;
}

const path = (userId: string) => `/api/user/${encodeURIComponent(userId)}/marketing`;

export const consentFrom = (answer: AccountAnswer): MarketingConsentJSON | null => (answer.ok ? (answer.body.Consent as MarketingConsentJSON) : null);

export const readMarketingConsent = (userId: string) => callAccountApi(path(userId));

export const saveMarketingConsent = (userId: string, wanted: { email: boolean; whatsapp: boolean }) => callAccountApi(path(userId), { method: "PUT", body: wanted });
