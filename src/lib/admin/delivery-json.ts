import type { DeliverySettingsValues } from "@/lib/delivery/types";

// What /api/admin/delivery/* answers (issue 21), for the page and the tests: amounts in paise, days
// as whole numbers, dates as ISO strings.

export type AdminDeliverySettings = DeliverySettingsValues & { updatedAt: string | null };

export interface AdminDeliveryZone {
  id: string;
  name: string;
  transitDaysMin: number;
  transitDaysMax: number;
  codAvailable: boolean;
  sortOrder: number;
  /** How many PIN rules point to it (a zone with rules cannot be deleted). */
  pinCount: number;
}

export interface AdminPinRule {
  id: string;
  /** A full PIN (6 digits) or a prefix (1 to 5). */
  prefix: string;
  /** Null: blocked (not served). */
  zoneId: string | null;
  zoneName: string | null;
  createdAt: string;
}

export interface PinRuleCounts {
  all: number;
  blocked: number;
}

/** A refused CSV line: its line number in the file (the header is line 1) and the message. */
export interface PinCsvLineError {
  line: number;
  msg: string;
}
