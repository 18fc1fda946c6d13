import type { Metadata } from "next";
import { DeliveryPage } from "@/components/admin/delivery/delivery-page";

export const metadata: Metadata = { title: "Delivery" };

/** /admin/delivery: dispatch days, cash on delivery, zones and the PIN codes the shop serves (issue 21). */
export default function AdminDeliveryPage() {
  return <DeliveryPage />;
}
