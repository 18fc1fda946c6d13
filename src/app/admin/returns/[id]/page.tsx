import type { Metadata } from "next";
import { ReturnDetailPage } from "@/components/admin/returns/return-detail-page";

export const metadata: Metadata = { title: "Return request" };

/** /admin/returns/{id}: one request, its order, its history and the moves allowed now (the client reads the id). */
export default function AdminReturnPage() {
  return <ReturnDetailPage />;
}
