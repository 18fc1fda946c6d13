import { JsonLd } from "@/components/seo/json-ld";
import { jewelryStoreJsonLd } from "@/server/seo/json-ld";
import { getShopContact } from "@/server/site/get-shop-contact";

/** The store's structured data (JewelryStore) with the phone and e-mail from the shop's settings. */
export async function StoreJsonLd({ hours }: { hours: readonly string[] }) {
  const contact = await getShopContact();
  return <JsonLd data={jewelryStoreJsonLd({ telephone: contact.phone, email: contact.email, hours })} />;
}
