// The silver rate's shapes, shared by the server (src/server/admin/pricing/silver-rate.ts) and the
// back office's page (src/components/admin/pricing): what GET /api/admin/silver-rate and
// POST /api/admin/silver-rate/preview answer.

/** A rate as the API shows it: paise per gram of fine silver, when (ISO) and by whom (an e-mail). */
export interface SilverRateEntry {
  paisePerGram: number;
  setAt: string;
  setBy: string;
}

/** What saving a rate would do, before anything is saved (the page's confirmation). */
export interface SilverRatePreview {
  paisePerGram: number;
  previous: number | null;
  /** The same as today's rate: saving it adds nothing. */
  same: boolean;
  /** Signed, in basis points of the last rate (null for the first rate). */
  changeBps: number | null;
  /** More than 10 % from the last rate: saving needs confirmLargeChange. */
  largeChange: boolean;
  /** How many by-weight pieces change what the shopper pays, and by how much (paise, signed). */
  pieces: { count: number; changed: number; lowestChange: number; highestChange: number; totalChange: number };
  /** Pieces the rate could not price (the save would be refused): the message, or null. */
  refusal: string | null;
}
