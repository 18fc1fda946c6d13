// The browser's fetch for our own JSON API (the envelope { status: 1, msg, <key> } / { status: 0, msg }).
// Small on purpose: the cart and wishlist sync loads it on product cards. The account forms use it
// through src/lib/api/account.ts.

/** A call that did not succeed: the server's msg (may be empty), its HTTP status, and whether it never got an answer. */
export class ApiError extends Error {
  constructor(
    /** The envelope's msg, "" when there was none (a network failure, a proxy's HTML page). */
    readonly msg: string,
    /** 0 when the request never got an answer. */
    readonly httpStatus: number,
    /** The refusal's whole envelope, for fields beyond msg (a bulk submit's rowErrors); {} when there was none. */
    readonly envelope: Record<string, unknown> = {},
  ) {
    super(msg || (httpStatus === 0 ? "network error" : `HTTP ${httpStatus}`));
    this.name = "ApiError";
  }

  /** No answer at all, or a gateway's: worth retrying. A refusal of ours (4xx, our 500 envelope) is not. */
  get retryable(): boolean {
    return this.httpStatus === 0 || (this.msg === "" && this.httpStatus >= 502);
  }
}

export type ApiMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * Calls `path` on this origin (the session cookie goes along) and returns the envelope of a success;
 * throws ApiError otherwise. A FormData body goes as multipart (the browser writes its boundary),
 * any other body as JSON.
 */
export async function callApi(path: string, init: { method?: ApiMethod; body?: unknown; signal?: AbortSignal } = {}): Promise<Record<string, unknown>> {
  const multipart = init.body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? (init.body === undefined ? "GET" : "POST"),
      credentials: "same-origin",
      cache: "no-store",
      headers: init.body === undefined || multipart ? { Accept: "application/json" } : { Accept: "application/json", "Content-Type": "application/json" },
      body: init.body === undefined ? undefined : multipart ? (init.body as FormData) : JSON.stringify(init.body),
      signal: init.signal,
    });
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new ApiError("", 0);
  }
  const body: unknown = await response.json().catch(() => null);
  const envelope = typeof body === "object" && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  if (response.ok && envelope.status === 1) return envelope;
  throw new ApiError(envelopeMsg(envelope), response.status);
}

/** The envelope's msg, "" when it has none. */
export function envelopeMsg(envelope: Record<string, unknown>): string {
  return typeof envelope.msg === "string" ? envelope.msg : "";
}

/** The API paths the cart and wishlist sync calls (the contract's), each for one customer. */
export const syncPaths = {
  stateToCart: (userId: string) => `/api/cart/state-to-cart/${encodeURIComponent(userId)}`,
  addToCart: (userId: string) => `/api/cart/add-to-db/${encodeURIComponent(userId)}`,
  /** One line: with `?size=` for the piece in that size (issue 42), without for its line without a size. */
  deleteFromCart: (userId: string, productId: string, size: string | null = null) =>
    `/api/cart/delete-from-db-cart/${encodeURIComponent(userId)}/${encodeURIComponent(productId)}${size ? `?size=${encodeURIComponent(size)}` : ""}`,
  getCart: (userId: string) => `/api/cart/get-cart/${encodeURIComponent(userId)}`,
  quoteCart: () => "/api/cart/quote",
  stateToWishlist: (userId: string) => `/api/wishlist/state-to-db/${encodeURIComponent(userId)}`,
  addToWishlist: (userId: string, productId: string) =>
    `/api/wishlist/add-to-db-wishlist/${encodeURIComponent(userId)}/${encodeURIComponent(productId)}`,
  deleteFromWishlist: (userId: string, productId: string) =>
    `/api/wishlist/delete-from-db-wishlist/${encodeURIComponent(userId)}/${encodeURIComponent(productId)}`,
  getWishlist: (userId: string) => `/api/wishlist/get-wishlist/${encodeURIComponent(userId)}`,
  quoteWishlist: () => "/api/wishlist/quote",
} as const;
