import "server-only";
import { ADMIN_ACCOUNT_PAGE, canOpenPage } from "@/lib/admin/admin-pages";
import type { SessionAdmin } from "@/server/auth/authorize";
import { mustEnrolSecondFactor } from "@/server/auth/second-factor-gate";

/** The request header the proxy sets (over anything a client sent) to tell the admin layout which page it renders. */
export const ADMIN_PATH_HEADER = "x-shop-admin-path";

export type AdminPageAccess = "open" | "forbidden" | "enrol";

/**
 * What a signed-in staff member gets at a back-office page (issue 43): `enrol` when the owner's
 * two-factor policy asks them for a second factor they have not set up (every page but their own
 * sign-in page sends them there), `forbidden` when their role may not open it (the 403 page),
 * otherwise `open`. Used by the proxy (for the status) and by the admin layout (for the content).
 */
export async function adminPageAccess(admin: Pick<SessionAdmin, "role" | "hasSecondFactor">, pathname: string): Promise<AdminPageAccess> {
  const own = pathname === ADMIN_ACCOUNT_PAGE || pathname.startsWith(`${ADMIN_ACCOUNT_PAGE}/`);
  if (!own && (await mustEnrolSecondFactor(admin))) return "enrol";
  return canOpenPage(admin.role, pathname) ? "open" : "forbidden";
}
