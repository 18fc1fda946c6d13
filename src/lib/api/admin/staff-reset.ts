import { envelopeMsg } from "@/lib/api/client";
import { adminJson } from "@/lib/api/admin/client";
import { STAFF_API } from "@/lib/api/admin/staff";

/** The owner resets a member's second factor (issue 43, a lost phone); answers the server's words. Step-up is retried by the admin client. */
export async function resetStaffSecondFactor(id: string): Promise<string> {
  const envelope = await adminJson(`${STAFF_API}/${encodeURIComponent(id)}/second-factor/reset`, { method: "POST" });
  return envelopeMsg(envelope);
}
