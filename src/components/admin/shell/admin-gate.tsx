import "server-only";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { connection } from "next/server";
import { adminLoginHref } from "@/lib/api/admin/client";
import { adminCookieName } from "@/server/auth/admin-session";
import { adminFromSessionToken } from "@/server/auth/authorize";
import { AdminShell } from "./admin-shell";

/**
 * The server's check of every back-office page: the admin cookie's session must be live in the
 * database (the proxy's redirect only looks at the cookie). Without one, the login page. The data
 * itself is guarded again by every admin API handler.
 */
export async function AdminGate({ children }: { children: React.ReactNode }) {
  // Only ever at request time (never in a prefetch's prerender): the check reads the clock and the database.
  await connection();
  const token = (await cookies()).get(adminCookieName())?.value;
  const admin = await adminFromSessionToken(token);
  if (!admin) redirect(adminLoginHref("/admin"));
  return <AdminShell adminName={admin.name}>{children}</AdminShell>;
}
