import { z } from "zod";
import { SETTINGS_MSG as M } from "@/lib/admin/settings-messages";
import { INDIAN_STATES } from "@/lib/indian-states";

// The settings form's one schema, shared by /admin/settings and PUT /api/admin/settings. Only the
// fields the form shows: anything else in the body (id, gstRateBps, updatedAt...) is dropped, so the
// form can never set what it does not show (the GST rate is not the owner's to change here).

/** The GSTIN's shape: state code, PAN, entity number, 'Z', check character. */
export const GSTIN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const text = (label: string, max: number) => z.string({ error: M.notText(label) }).trim().max(max, { error: M.tooLong(label, max) });

export const ZSettingsFields = z.object({
  maintenance: z.boolean({ error: M.badMaintenance }),
  maintenanceMessage: text("The maintenance message", 500),
  contactEmail: text("The contact e-mail", 120).refine((value) => value === "" || EMAIL.test(value), { error: M.badEmail }),
  contactPhone: text("The contact phone", 30),
  legalName: text("The legal name", 150),
  address: text("The address", 500),
  state: z.string({ error: M.badState }).trim().refine((value) => value === "" || (INDIAN_STATES as readonly string[]).includes(value), { error: M.badState }),
  gstin: z
    .string({ error: M.badGstin })
    .trim()
    .transform((value) => value.toUpperCase())
    .refine((value) => value === "" || GSTIN.test(value), { error: M.badGstin }),
  businessHours: text("Business hours", 150),
  grievanceOfficerName: text("The grievance officer's name", 100),
  grievanceOfficerContact: text("The grievance officer's contact", 150),
  lowStockThreshold: z.number({ error: M.badThreshold }).int({ error: M.badThreshold }).min(0, { error: M.badThreshold }).max(1000, { error: M.badThreshold }),
  /** Round by-weight prices to the rupee (issue 40); absent keeps what the shop has. */
  roundByWeightPrices: z.boolean({ error: M.badRoundByWeight }).optional(),
});

export type SettingsFields = z.infer<typeof ZSettingsFields>;
export type SettingsField = keyof SettingsFields;
export const SETTINGS_FIELDS = Object.keys(ZSettingsFields.shape) as SettingsField[];

/** The first message for each field that has a problem. */
export function settingsErrors(error: z.ZodError): Partial<Record<SettingsField, string>> {
  const errors: Partial<Record<SettingsField, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as SettingsField | undefined;
    if (field && SETTINGS_FIELDS.includes(field) && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** The settings as the back office reads them: the form's fields and the rate it only shows. */
export interface AdminSettings extends SettingsFields {
  gstRateBps: number;
  updatedAt: string | null;
}
