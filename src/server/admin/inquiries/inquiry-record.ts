import "server-only";
import type { Prisma } from "@/generated/prisma/client";

// An inquiry as the back office reads it: the shopper's words, the read flag and the products
// whose codes matched when it arrived (each links to its product page).

export const adminInquirySelect = {
  id: true,
  name: true,
  email: true,
  phone: true,
  message: true,
  productCodes: true,
  read: true,
  createdAt: true,
  products: { select: { sizeLabel: true, product: { select: { id: true, code: true, name: true, slug: true } } } },
} as const satisfies Prisma.InquirySelect;

export type AdminInquiryRow = Prisma.InquiryGetPayload<{ select: typeof adminInquirySelect }>;

/** The spec's inquiry (read by admin, §3): status true means read/acknowledged. */
export function adminInquiryJSON(row: AdminInquiryRow) {
  // size: the size asked about (issue 42), or null.
  const products = row.products.map(({ product, sizeLabel }) => ({ _id: product.id, code: product.code, name: product.name, slug: product.slug, size: sizeLabel }));
  return {
    _id: row.id,
    fullname: row.name,
    email: row.email,
    phoneNumber: row.phone,
    message: row.message,
    productCodes: row.productCodes,
    product_id: products.map((product) => product._id),
    products,
    status: row.read,
    createdAt: row.createdAt.toISOString(),
  };
}
