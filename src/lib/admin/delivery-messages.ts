import { formatRupees } from "@/lib/format";

// The back office's words for delivery (issue 21): the owner's dispatch and cash-on-delivery settings,
// the zones, the PIN rules and the CSV upload of a PIN list, their checks and answers, and the words
// of their page (/admin/delivery).

/** "Jaipur" as a message quotes a name the owner typed. */
const quoted = (name: string) => `“${name}”`;
const rules = (count: number) => `${count} PIN ${count === 1 ? "rule" : "rules"}`;

export const DELIVERY_MSG = {
  // Checks (shared by the page and the API)
  days: "Enter a whole number of days from 0 to 30.",
  dispatchOrder: "The latest dispatch day cannot be before the earliest.",
  transitOrder: "The latest delivery day cannot be before the earliest.",
  codEnabled: "Choose whether cash on delivery is offered.",
  rupees: "Enter an amount in rupees, e.g. 49 or 49.50.",
  codFeeTooHigh: (maxRupees: number) => `The cash-on-delivery fee cannot be more than ${formatRupees(maxRupees * 100)}.`,
  codLimitTooHigh: (maxRupees: number) => `The cash-on-delivery limit cannot be more than ${formatRupees(maxRupees * 100)}.`,
  codLimitZero: "With cash on delivery on, the cash-on-delivery limit must be more than ₹0. Set a limit, or turn cash on delivery off.",
  codFeeNotBelowLimit: (feePaise: number, limitPaise: number) =>
    `The cash-on-delivery limit (${formatRupees(limitPaise)}) must be more than the fee (${formatRupees(feePaise)}): the limit counts the fee, so no order could be paid in cash. Raise the limit, lower the fee, or turn cash on delivery off.`,
  openOrders: "Enter a whole number of orders from 1 to 20.",
  zoneName: "Enter the zone's name (1 to 60 characters).",
  zoneNameReserved: "“Blocked” is the word for PIN codes you do not serve; choose another name for the zone.",
  codAvailable: "Choose whether cash on delivery is offered in this zone.",
  sortOrder: "Enter the zone's place in the list, a whole number from 0 to 999.",
  prefix: "Enter a PIN code or its first digits (1 to 6 digits, not starting with 0).",
  zoneChoice: "Choose a zone, or Blocked.",
  badBody: "Send the form's fields as JSON.",
  // Answers
  settingsFetched: "Delivery settings fetched.",
  settingsUpdated: "Delivery settings saved.",
  settingsUnchanged: "Nothing to save: the settings are as they were.",
  zonesFetched: "Zones fetched.",
  zoneCreated: (name: string) => `Zone ${quoted(name)} added.`,
  zoneUpdated: (name: string) => `Zone ${quoted(name)} saved.`,
  zoneDeleted: (name: string) => `Zone ${quoted(name)} deleted.`,
  zoneExists: (name: string) => `A zone named ${name} already exists.`,
  zoneNotFound: "This zone no longer exists. Reload the page.",
  zoneInUse: (name: string, count: number) => `The zone ${quoted(name)} still has ${rules(count)}. Move them to another zone or delete them first.`,
  zoneGone: "The chosen zone no longer exists. Reload the page and choose again.",
  pinsFetched: "PIN rules fetched.",
  pinCreated: (prefix: string) => `PIN rule ${prefix} added.`,
  pinDeleted: (prefix: string) => `PIN rule ${prefix} deleted.`,
  pinExists: (prefix: string, zone: string | null) =>
    `There is already a rule for ${prefix} (${zone ?? "blocked"}). Delete it first, or upload a CSV to replace it.`,
  pinNotFound: "This PIN rule no longer exists. Reload the page.",
  // The CSV upload
  csvFile: "Choose a CSV file of PIN codes.",
  csvOneFile: "Upload one CSV file at a time.",
  csvTooLarge: (maxMb: number) => `The file is too large (at most ${maxMb} MB). Split it into smaller files.`,
  csvTooManyRows: (max: number) => `The file has more than ${max.toLocaleString("en-IN")} PIN codes. Split it into smaller files.`,
  csvNotText: "The file is not a CSV text file. Save it from your spreadsheet as “CSV UTF-8”.",
  csvHeader: "The first line must be the header pin,zone.",
  csvEmpty: "The file has no PIN codes under its header line.",
  csvUnreadable: "The file could not be read as CSV.",
  csvLinePin: (line: number, value: string) => `Line ${line}: '${value}' is not a PIN code or prefix (1 to 6 digits, not starting with 0).`,
  csvLinePinMissing: (line: number) => `Line ${line}: the pin is missing.`,
  csvLineZoneMissing: (line: number) => `Line ${line}: the zone is missing (a zone's name, or the word blocked).`,
  csvLineZoneUnknown: (line: number, value: string) => `Line ${line}: there is no zone named '${value}'. Add the zone first, or write blocked.`,
  csvLineRepeated: (line: number, prefix: string, first: number) => `Line ${line}: ${prefix} is already on line ${first}.`,
  csvLineShape: (line: number) => `Line ${line}: the line could not be read (check its commas and quotes).`,
  csvRejected: (count: number) => `Nothing was imported: ${count} ${count === 1 ? "line needs" : "lines need"} fixing.`,
  csvImported: (count: number, replaced: number) =>
    `Imported ${rules(count)}${replaced > 0 ? ` (${replaced} replaced ${replaced === 1 ? "an older rule" : "older rules"})` : ""}.`,

  // The page
  title: "Delivery",
  intro: "When parcels leave, how long they take to each zone, which PIN codes you serve, and cash on delivery.",
  loading: "Loading the delivery settings...",
  loadFailed: "Could not load the delivery settings",
  tryAgain: "Try again",
  clientError: "Client side error.",
  settingsHeading: "Dispatch and cash on delivery",
  dispatchMinLabel: "Dispatch: earliest (business days)",
  dispatchMaxLabel: "Dispatch: latest (business days)",
  dispatchHint: "Business days (Monday to Saturday) from the order to handing the parcel to the courier.",
  codEnabledLabel: "Offer cash on delivery",
  codFeeLabel: "Cash-on-delivery fee (₹)",
  codFeeHint: "Added to the order's total and shown before the order is placed. 0 for no fee.",
  codLimitLabel: "Cash-on-delivery limit (₹)",
  codLimitHint: "Cash on delivery is offered for totals up to this amount, fee included.",
  openOrdersLabel: "Open cash-on-delivery orders per phone or address",
  openOrdersHint: "Orders awaiting your call or delivery; more are refused until one is delivered.",
  save: "Save settings",
  saving: "Saving...",
  zonesHeading: "Zones",
  zonesText: "Each zone has its own delivery time after dispatch. PIN rules point to a zone.",
  zonesEmpty: "No zones yet. Add one, then point PIN codes to it.",
  addZone: "Add zone",
  editZone: "Edit",
  deleteZone: "Delete",
  zoneDialogCreate: "Add a zone",
  zoneDialogUpdate: "Edit the zone",
  zoneNameLabel: "Name",
  transitMinLabel: "Delivery: earliest (days after dispatch)",
  transitMaxLabel: "Delivery: latest (days after dispatch)",
  zoneCodLabel: "Cash on delivery in this zone",
  cancel: "Cancel",
  saveZone: "Save zone",
  deleteZoneTitle: "Delete zone",
  deleteZoneConfirm: (name: string) => `Delete the zone ${quoted(name)}?`,
  columnZone: "Zone",
  columnTransit: "Delivery after dispatch",
  columnCod: "Cash on delivery",
  columnRules: "PIN rules",
  columnActions: "Actions",
  transitDays: (min: number, max: number) => (min === max ? `${min} ${min === 1 ? "day" : "days"}` : `${min}–${max} days`),
  yes: "Yes",
  no: "No",
  pinsHeading: "PIN codes",
  prefixExplained:
    "A rule is a full PIN code or its first digits (a prefix): 302 covers every PIN from 302000 to 302999. When several rules cover a PIN, the longest match wins. A PIN no rule covers is not served.",
  pinCounts: (all: number, blocked: number) => `${rules(all)}, ${blocked} blocked.`,
  searchLabel: "Search by PIN or prefix",
  searchPlaceholder: "e.g. 302",
  filterLabel: "Show",
  filterAll: "All rules",
  filterBlocked: "Blocked",
  pinsEmpty: "No PIN rules match.",
  columnPrefix: "PIN or prefix",
  columnCovers: "Covers",
  columnRuleZone: "Zone",
  blocked: "Blocked",
  deletePin: "Delete",
  deletePinTitle: "Delete PIN rule",
  deletePinConfirm: (prefix: string) => `Delete the rule for ${prefix}?`,
  deletePinEffect: "PIN codes it covered follow the next shorter rule, or are not served if none covers them.",
  loadMore: "Load more",
  loadingMore: "Loading...",
  addPinHeading: "Add one rule",
  prefixLabel: "PIN or prefix",
  zoneLabel: "Zone",
  zonePlaceholder: "Choose...",
  blockedOption: "Blocked (not served)",
  addPin: "Add rule",
  adding: "Adding...",
  importHeading: "Upload a PIN list (CSV)",
  importText:
    "Two columns with a header line: pin (a PIN code or prefix) and zone (a zone's name, or the word blocked). A rule for the same PIN or prefix is replaced; other rules stay. If any line has a problem, nothing is imported.",
  importExample: "For example:",
  importFileLabel: "CSV file",
  importFileHint: "At most 20,000 lines and 1 MB.",
  upload: "Upload",
  uploading: "Uploading...",
  importErrorsHeading: "Fix these lines and upload the file again:",
  importMoreErrors: (count: number) => `…and ${count} more.`,
} as const;

/** The example shown beside the upload (also the format the tests and the e2e spec use). */
export const PIN_CSV_EXAMPLE = "pin,zone\n302001,Jaipur\n56,Metro cities\n744301,blocked";

/** What a rule covers, for the table: "302000–302999", or the PIN itself. */
export function prefixCovers(prefix: string): string {
  if (prefix.length >= 6) return prefix;
  const rest = 6 - prefix.length;
  return `${prefix}${"0".repeat(rest)}–${prefix}${"9".repeat(rest)}`;
}
