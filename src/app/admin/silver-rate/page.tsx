import type { Metadata } from "next";
import { SilverRatePage } from "@/components/admin/pricing/silver-rate-page";

export const metadata: Metadata = { title: "Silver rate" };

/** /admin/silver-rate: today's silver rate, which reprices every piece priced by weight (issue 21). */
export default function AdminSilverRatePage() {
  return <SilverRatePage />;
}
