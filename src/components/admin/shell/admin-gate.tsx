import "server-only";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { connection } from "next/server";
import { ADMIN_ACCOUNT_PAGE } from "@/lib/admin/admin-pages";
import { adminLoginHref } from "@/lib/api/admin/client";
import { ADMIN_PATH_HEADER, adminPageAccess } from "@/server/admin/admin-page-access";
import { adminCookieName } from "@/server/auth/admin-session";
import { adminFromSessionToken } from "@/server/auth/authorize";
import { AdminShell } from "./admin-shell";
import { ForbiddenNotice } from "./forbidden-notice";

/**
 * The server's check of every back-office page: the admin cookie's session must be live in the
 * database (the proxy's redirect only looks at the cookie). Without one, the login page. The data
 * itself is guarded again by every admin API handler. Then the role (issue 43): the page the proxy
 * names (ADMIN_PATH_HEADER) is checked again, so a page the role may not open shows the 403 notice
 * (the proxy has set the status) and an admin who must enrol a second factor goes to /admin/account.
 */
export async function AdminGate({ children }: { children: React.ReactNode }) {
  // Only ever at request time (never in a prefetch's prerender): the check reads the clock and the database.
  await connection();
  const token = (await cookies()).get(adminCookieName())?.value;
  const admin = await adminFromSessionToken(token);
  if (!admin) redirect(adminLoginHref("/admin"));
  const pathname = (await headers()).get(ADMIN_PATH_HEADER) ?? "/admin";
  const access = await adminPageAccess(admin, pathname);
  if (access === "enrol") redirect(ADMIN_ACCOUNT_PAGE);
  return (
    <AdminShell adminName={admin.name} role={admin.role}>
      {access === "forbidden" ? <ForbiddenNotice /> : children}
    </AdminShell>
  );
}
