import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { SHOP } from "@/lib/constants";
import { TAG } from "@/server/cache-tags";
import { db } from "@/server/db";

export interface ShopContact {
  phone: string;
  email: string;
}

/**
 * The shop's phone and e-mail as the owner set them in the back office (SiteSettings row 1), or
 * the SHOP constants while they are blank. Cached with the settings tag: a change in the back
 * office shows on the contact and home pages at once.
 */
export async function getShopContact(): Promise<ShopContact> {
  "use cache";
  cacheLife("catalogue");
  cacheTag(TAG.settings);
  return readShopContact();
}

/** The same, read fresh (outside a page: the order mails' "questions?" line). */
export async function readShopContact(): Promise<ShopContact> {
  const settings = await db.siteSettings.findUnique({ where: { id: 1 }, select: { contactPhone: true, contactEmail: true } });
  return {
    phone: settings?.contactPhone.trim() || SHOP.phone,
    email: settings?.contactEmail.trim() || SHOP.email,
  };
}
