import type { Metadata } from "next";
import { Suspense } from "react";
import { AdminGate } from "@/components/admin/shell/admin-gate";
import { QueryProvider } from "@/components/providers/query-provider";

// The back office's layout: never indexed, titled "<page> · Admin". The session check reads the
// request's cookie, so it renders inside <Suspense> (cacheComponents: request data only in a
// dynamic hole); the fallback is a blank page of the same colour, shown for a moment at most.
export const metadata: Metadata = {
  title: { default: "Admin", template: "%s · Admin" },
  robots: { index: false, follow: false, nocache: true },
};

export default function AdminLayout({ children }: { children: React.ReactNode }) {
  return (
    <QueryProvider>
      <Suspense fallback={null}>
        <AdminGate>{children}</AdminGate>
      </Suspense>
    </QueryProvider>
  );
}
