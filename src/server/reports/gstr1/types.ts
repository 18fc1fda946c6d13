// A month's GSTR-1 figures, in integer paise: what the page shows, what the files are made from,
// and what GstFiling.figures keeps once the month is filed (plain JSON, so it reads back the same).

export type SupplyType = "INTRA" | "INTER";

export interface TaxAmounts {
  taxablePaise: number;
  igstPaise: number;
  cgstPaise: number;
  sgstPaise: number;
}

/** B2C small: one row per place of supply and rate, credit notes against B2CS invoices netted in. */
export interface B2csRow extends TaxAmounts {
  /** "29-Karnataka"; "" for a place of supply that is not a known state (see warnings). */
  placeOfSupply: string;
  supplyType: SupplyType;
  rateBps: number;
}

/** B2C large: one inter-state invoice above the threshold. */
export interface B2clRow extends TaxAmounts {
  invoiceNumber: string;
  /** IST date, "2026-10-05". */
  invoiceDate: string;
  invoiceValuePaise: number;
  placeOfSupply: string;
  rateBps: number;
}

/** A credit note of the month; table says where it is reported. */
export interface CreditNoteRow extends TaxAmounts {
  noteNumber: string;
  noteDate: string;
  invoiceNumber: string | null;
  invoiceDate: string | null;
  placeOfSupply: string;
  supplyType: SupplyType;
  rateBps: number;
  /** Taxable value and taxes: what the note credits. */
  noteValuePaise: number;
  quantity: number;
  /** CDNUR for a note against a B2CL invoice; B2CS (netted) for every other. */
  table: "CDNUR" | "B2CS";
}

/** HSN summary of supplies to unregistered buyers: invoices minus credit notes of the month. */
export interface HsnRow extends TaxAmounts {
  hsn: string;
  description: string;
  uqc: string;
  rateBps: number;
  quantity: number;
  totalValuePaise: number;
}

export interface DocumentRange {
  from: string;
  to: string;
  total: number;
  cancelled: number;
}

export interface Gstr1Figures {
  /** "2026-10" */
  month: string;
  /** The portal's return period, "102026". */
  fp: string;
  /** The shop's GSTIN and state when the figures were made. */
  gstin: string;
  sellerState: string;
  b2cs: B2csRow[];
  b2cl: B2clRow[];
  /** Every credit note of the month (CDNUR's rows are those with table "CDNUR"). */
  creditNotes: CreditNoteRow[];
  hsn: HsnRow[];
  documents: { invoices: DocumentRange | null; creditNotes: DocumentRange | null };
  /** Things the owner should fix or check before filing (an unknown place of supply). */
  warnings: string[];
  /** When these figures were computed. */
  computedAt: string;
}
