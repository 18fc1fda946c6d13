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

/**
 * Asks for an alert; resolves with whether the server took it and its msg (the refusal's words
 * when it did not). Throws when no readable answer came (offline, not JSON).
 */
export async function askForStockAlert(request: StockAlertRequest): Promise<{ ok: boolean; msg?: string }> {
  const response = await fetch(STOCK_ALERTS_API, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(request),
  });
  const body = (await response.json()) as { status?: number; msg?: string };
  return { ok: response.ok && body.status === 1, msg: body.msg };
}
