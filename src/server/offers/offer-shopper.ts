import "server-only";
import { phoneKey } from "@/server/orders/cod/cod-rules";

// Who uses an offer, as its per-customer limit and "first order only" compare shoppers: the account,
// else (or also) the e-mail in lower case and the phone's last 10 digits (a visitor cannot dodge a
// limit by signing out, nor by writing the e-mail in capitals).

export interface OfferShopper {
  customerId: string | null;
  email: string;
  phone: string;
}

export interface OfferShopperKeys {
  customerId: string | null;
  emailKey: string;
  phoneKey: string;
}

export function shopperKeys(shopper: OfferShopper): OfferShopperKeys {
  return { customerId: shopper.customerId, emailKey: shopper.email.trim().toLowerCase(), phoneKey: phoneKey(shopper.phone) };
}
