import { redirect } from "next/navigation";
import { href } from "@/lib/links";

/** /prod-detail without a product: the shop's product list. */
export default function ProductDetailIndex() {
  redirect(href.products());
}
