import { SHOP } from "@/lib/constants";

// What the maintenance gate, its status API and the `npm run maintenance` script show, from the
// settings row (SiteSettings id 1). Pure: the script imports it outside Next.js.

export interface MaintenanceStatus {
  isMaintain: boolean;
  /** The owner's message; empty means the notice's default text. */
  message: string;
  /** The shop's public contact: its e-mail and phone from the settings, else the shop's defaults. */
  contact: string;
}

export interface MaintenanceSettings {
  maintenance: boolean;
  maintenanceMessage: string;
  contactEmail: string;
  contactPhone: string;
}

/** No settings row yet means the shop is open. */
export function toMaintenanceStatus(settings: MaintenanceSettings | null | undefined): MaintenanceStatus {
  const contact = [settings?.contactEmail, settings?.contactPhone].filter(Boolean).join(" / ");
  return {
    isMaintain: settings?.maintenance ?? false,
    message: settings?.maintenanceMessage ?? "",
    contact: contact || `${SHOP.email} / ${SHOP.phone}`,
  };
}

/** While the settings cannot be read the shop counts as open (back office §4). */
export const OPEN: MaintenanceStatus = toMaintenanceStatus(null);
