import "server-only";
import Papa from "papaparse";
import { DELIVERY_MSG as M } from "@/lib/admin/delivery-messages";
import type { PinCsvLineError } from "@/lib/admin/delivery-json";
import { BLOCKED, pinPrefix } from "@/lib/schemas/admin-delivery";
import { badRequest } from "@/server/errors";

// A PIN list as the owner uploads it (issue 21): a header line naming the columns pin (a PIN code or
// a prefix) and zone (a zone's name, or the word blocked), then one rule a line, read with papaparse
// (as the product bulk add reads its CSV). Each line is checked on its own and every problem is kept
// with its line number in the file (the header is line 1), so the owner can fix them all at once.
// A file that cannot be a PIN list at all (no header, no lines, too many) is one 400.

export const PIN_CSV_MAX_BYTES = 1024 * 1024;
export const PIN_CSV_MAX_ROWS = 20_000;

export interface PinCsvRow {
  line: number;
  prefix: string;
  /** The zone's name as written, or null for blocked. */
  zone: string | null;
}

const PIN_HEADERS = new Set(["pin", "pincode", "pin code", "prefix"]);

const cell = (row: readonly string[], index: number) => (row[index] ?? "").trim();

/** The rows of a PIN list and every line's problem (the zone names are checked against the zones by the caller). */
export function readPinCsv(text: string, { maxRows = PIN_CSV_MAX_ROWS }: { maxRows?: number } = {}): { rows: PinCsvRow[]; errors: PinCsvLineError[] } {
  if (text.includes("\u0000")) throw badRequest(M.csvNotText);
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { header: false, skipEmptyLines: false, delimitersToGuess: [",", ";", "\t"] });
  const lines = parsed.data;
  const header = (lines[0] ?? []).map((name) => name.trim().toLowerCase());
  const pinAt = header.findIndex((name) => PIN_HEADERS.has(name));
  const zoneAt = header.indexOf("zone");
  if (pinAt < 0 || zoneAt < 0) throw badRequest(M.csvHeader);

  const broken = new Set(parsed.errors.filter((error) => error.type === "Quotes" && error.row !== undefined).map((error) => (error.row ?? 0) + 1));
  const body = lines.slice(1).map((row, index) => ({ row, line: index + 2 })).filter(({ row }) => row.some((value) => value.trim() !== ""));
  if (body.length === 0) throw badRequest(M.csvEmpty);
  if (body.length > maxRows) throw badRequest(M.csvTooManyRows(maxRows));

  const rows: PinCsvRow[] = [];
  const errors: PinCsvLineError[] = [];
  const firstLine = new Map<string, number>();
  for (const { row, line } of body) {
    if (broken.has(line - 1)) {
      errors.push({ line, msg: M.csvLineShape(line) });
      continue;
    }
    const rawPin = cell(row, pinAt);
    const rawZone = cell(row, zoneAt);
    const prefix = pinPrefix(rawPin);
    if (rawPin === "") errors.push({ line, msg: M.csvLinePinMissing(line) });
    else if (prefix === null) errors.push({ line, msg: M.csvLinePin(line, rawPin.slice(0, 40)) });
    if (rawZone === "") errors.push({ line, msg: M.csvLineZoneMissing(line) });
    if (prefix === null || rawZone === "") continue;
    const first = firstLine.get(prefix);
    if (first !== undefined) {
      errors.push({ line, msg: M.csvLineRepeated(line, prefix, first) });
      continue;
    }
    firstLine.set(prefix, line);
    rows.push({ line, prefix, zone: rawZone.toLowerCase() === BLOCKED ? null : rawZone.replace(/\s+/g, " ") });
  }
  return { rows, errors };
}
