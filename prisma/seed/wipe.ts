import type { MoneyClient, MoneyTransaction } from "@/server/db-money";

// What `seed --force` clears: catalogue, content, messages, carts, wishlists, orders with their
// history, payments and invoices, offers (with their uses), the silver rate's history, and the counters of order and invoice numbers (with every order
// gone, numbering starts again). People (customers, admins) and site settings stay; the seed
// upserts those.
export const WIPED_TABLES = [
  "Offer",
  "PaymentEvent",
  "Payment",
  "Invoice",
  "OrderEvent",
  "OrderLine",
  "Order",
  "Counter",
  "InquiryProduct",
  "Inquiry",
  "ContactMessage",
  "BlogPost",
  "CartItem",
  "WishlistItem",
  "ProductColor",
  "ProductSize",
  "ProductImage",
  "Product",
  "Category",
  "Size",
  "SizeSet",
  "Color",
  "SilverRate",
] as const;

export async function wipeSeededData(db: MoneyClient | MoneyTransaction): Promise<void> {
  // One TRUNCATE for all tables: fast even after --scale, and it needs no particular order.
  const tables = WIPED_TABLES.map((t) => `"${t}"`).join(", ");
  await db.$executeRawUnsafe(`TRUNCATE TABLE ${tables} CASCADE`);
}
