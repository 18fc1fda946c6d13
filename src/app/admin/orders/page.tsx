import type { Metadata } from "next";
import { Suspense } from "react";
import { OrdersPage } from "@/components/admin/orders/orders-page";
import { Loading } from "@/components/admin/ui/empty-state";
import { ORDER_ADMIN_MSG } from "@/lib/admin/order-messages";

export const metadata: Metadata = { title: "Orders" };

/** /admin/orders (back office §2 Admin orders): a client island over the admin API; it reads ?status=. */
export default function AdminOrdersPage() {
  return (
    <Suspense fallback={<Loading text={ORDER_ADMIN_MSG.loading} />}>
      <OrdersPage />
    </Suspense>
  );
}
