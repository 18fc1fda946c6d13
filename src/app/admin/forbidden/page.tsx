import type { Metadata } from "next";
import { ForbiddenNotice } from "@/components/admin/shell/forbidden-notice";
import { STAFF_MSG } from "@/lib/admin/staff-messages";

export const metadata: Metadata = { title: STAFF_MSG.forbiddenTitle };

/**
 * The 403 page of the back office (issue 43): src/proxy.ts rewrites a page the role may not open
 * here with status 403, so the address stays the one asked for.
 */
export default function AdminForbiddenPage() {
  return <ForbiddenNotice />;
}
