import { type AccountAnswer, callAccountApi } from "@/lib/api/account";

// The product page's back-in-stock form's call from the browser (issue 45): POST /api/stock-alerts.
// The body is checked on the server (src/lib/stock-alerts/schema.ts); this module does not load it.

export const STOCK_ALERTS_API = "/api/stock-alerts";

/** What the form sends, as it reads its fields (the size only for a piece sold by size). */
export interface StockAlertRequest {
  productId: string;
  sizeId: FormDataEntryValue | null;
  email: FormDataEntryValue | null;
  phone: FormDataEntryValue | null;
  marketing: boolean;
}

/** Asks for an alert: whether the server took it and its msg (the refusal's words when it did not); ok false with `network` when no answer came. */
export function askForStockAlert(request: StockAlertRequest): Promise<AccountAnswer> {
  return callAccountApi(STOCK_ALERTS_API, { method: "POST", body: request });
}
