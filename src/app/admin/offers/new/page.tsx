import type { Metadata } from "next";
import { NewOfferPage } from "@/components/admin/offers/offer-pages";

export const metadata: Metadata = { title: "New offer" };

/** /admin/offers/new (issue 44): the offer form. */
export default function AdminNewOfferPage() {
  return <NewOfferPage />;
}
