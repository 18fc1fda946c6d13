import type { Metadata } from "next";
import { OffersListPage } from "@/components/admin/offers/offers-list-page";

export const metadata: Metadata = { title: "Offers" };

/** /admin/offers (issue 44): coupon codes and automatic offers, their status and figures. */
export default function AdminOffersPage() {
  return <OffersListPage />;
}
