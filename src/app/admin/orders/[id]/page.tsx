import type { Metadata } from "next";
import { OrderDetailPage } from "@/components/admin/orders/order-detail-page";

export const metadata: Metadata = { title: "Order" };

/** /admin/orders/{id}: one order, its history and its status buttons (the client reads the id). */
export default function AdminOrderPage() {
  return <OrderDetailPage />;
}
