// The texts of the back office's settings page and call (issue 13). Kept out of MSG
// (src/lib/messages.ts), which every storefront page carries.

export const SETTINGS_MSG = {
  title: "Settings",
  loading: "Loading settings...",
  maintenanceHeading: "Maintenance",
  maintenanceLabel: "Maintenance mode (the storefront shows a notice; /admin keeps working)",
  maintenanceMessageLabel: "Maintenance message",
  maintenanceMessageHint: "Shown on the notice. Leave empty for the standard text.",
  contactHeading: "Contact",
  contactEmailLabel: "Contact e-mail",
  contactPhoneLabel: "Contact phone",
  shopHeading: "Shop details (invoices, e-mails and the storefront)",
  legalNameLabel: "Legal name",
  addressLabel: "Address",
  stateLabel: "State",
  statePlaceholder: "Choose a state",
  gstinLabel: "GSTIN",
  demoHeading: "Still the demo's placeholders",
  /** The fields still showing the demo's values, named as the form names them. */
  demoFields: { contactPhone: "phone", contactEmail: "e-mail", gstin: "GSTIN" } as Record<string, string>,
  demoWarning: (fields: string[], onSettings = false) =>
    `Your shop still shows the demo's ${fields.length > 1 ? `${fields.slice(0, -1).join(", ")} and ${fields.at(-1)}` : fields.join("")}. Shoppers see them on the site, in their e-mails and on invoices: enter your own ${onSettings ? "below" : "in Settings"}.`,
  demoSettingsLink: "Open Settings",
  gstinHint: "15 characters, e.g. 29ABCDE1234F1Z5. Leave empty if none.",
  businessHoursLabel: "Business hours",
  grievanceOfficerNameLabel: "Grievance officer's name",
  grievanceOfficerContactLabel: "Grievance officer's contact",
  lowStockThresholdLabel: "Low-stock threshold",
  lowStockThresholdHint: "The dashboard lists products whose stock is at or below this.",
  save: "Save settings",
  saving: "Saving...",
  // Rules (400)
  badBody: "Send the settings as a JSON object.",
  notText: (label: string) => `${label} must be text (send every field of the form).`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
  badEmail: "Please enter a valid contact e-mail.",
  badState: "Please choose a state of India.",
  badGstin: "GSTIN must be 15 characters in the GSTIN format, e.g. 29ABCDE1234F1Z5.",
  badThreshold: "The low-stock threshold must be a whole number from 0 to 1000.",
  badMaintenance: "Maintenance must be on or off.",
  // Results
  fetched: "Settings fetched.",
  updated: "Settings saved.",
  unchanged: "Nothing changed.",
} as const;
