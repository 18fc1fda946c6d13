import type { Metadata } from "next";
import { cookies } from "next/headers";
import { connection } from "next/server";
import { GstReturnView } from "@/components/admin/reports/gst-return-view";
import ui from "@/components/admin/ui/admin-ui.module.css";
import { PageHeader } from "@/components/admin/ui/page-header";
import { can } from "@/lib/admin/permissions";
import { adminCookieName } from "@/server/auth/admin-session";
import { adminFromSessionToken } from "@/server/auth/authorize";
import { MONTH_PATTERN, previousGstMonth } from "@/server/reports/gstr1/month";
import { gstReturnOf } from "@/server/reports/gstr1/filed-months";

export const metadata: Metadata = { title: "GST return" };

/**
 * /admin/reports/gst (issue 45 §2): a month's GSTR-1 figures (last month by default), their files
 * for the GST portal's offline tool, and the month's filed mark. Server-rendered; the admin gate of
 * the layout has checked the reports permission, and the filed button's routes check it again.
 */
export default async function GstReturnPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await connection();
  const asked = (await searchParams).month;
  const lastMonth = previousGstMonth(new Date());
  const month = typeof asked === "string" && MONTH_PATTERN.test(asked) && asked >= "2017-07" ? asked : lastMonth;
  const admin = await adminFromSessionToken((await cookies()).get(adminCookieName())?.value);
  const gstReturn = await gstReturnOf(month);
  return (
    <>
      <PageHeader title="GST return (GSTR-1)" count={`${gstReturn.label} · B2C supplies`} />
      <form method="get" className={ui.toolbar}>
        <label className={ui.field}>
          <span className={ui.label}>Month</span>
          <input className={ui.input} type="month" name="month" defaultValue={month} min="2017-07" required />
        </label>
        <button type="submit" className={ui.button}>
          Show
        </button>
        <a className={ui.button} href={`?month=${lastMonth}`}>
          Last month
        </a>
      </form>
      <GstReturnView gstReturn={gstReturn} canUnfile={admin !== null && can(admin.role, "settings")} />
    </>
  );
}
