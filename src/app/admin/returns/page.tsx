import type { Metadata } from "next";
import { Suspense } from "react";
import { ReturnsPage } from "@/components/admin/returns/returns-page";
import { Loading } from "@/components/admin/ui/empty-state";
import { RETURN_ADMIN_MSG } from "@/lib/admin/return-admin-messages";

export const metadata: Metadata = { title: "Returns" };

/** /admin/returns (issue 22): a client island over the admin API; it reads ?status=. */
export default function AdminReturnsPage() {
  return (
    <Suspense fallback={<Loading text={RETURN_ADMIN_MSG.loading} />}>
      <ReturnsPage />
    </Suspense>
  );
}
