import { adminJson } from "@/lib/api/admin/client";

// The reports pages' calls from the browser. The CSV and GST files are plain download links, not
// calls; the one call is the GST return's filed mark. Each throws ApiError with the server's msg.

/** POST (filed) or DELETE (not filed) /api/admin/reports/gst/{month}/filed → the server's msg. */
export async function setGstMonthFiled(month: string, filed: boolean): Promise<string> {
  const body = await adminJson(`/api/admin/reports/gst/${month}/filed`, { method: filed ? "POST" : "DELETE" });
  return String(body.msg ?? "");
}
