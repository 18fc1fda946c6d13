import type { Metadata } from "next";
import { EditOfferPage } from "@/components/admin/offers/offer-pages";

export const metadata: Metadata = { title: "Offer" };

/** /admin/offers/{id} (issue 44): edit, pause or delete an offer and see its uses (the client reads the id). */
export default function AdminOfferPage() {
  return <EditOfferPage />;
}
