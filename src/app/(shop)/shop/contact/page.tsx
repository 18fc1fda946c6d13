import type { Metadata } from "next";
import { ContactForm } from "@/components/contact/contact-form";
import { OurPlace } from "@/components/contact/our-place";
import { StoreJsonLd } from "@/components/contact/store-json-ld";
import { ShopBanner } from "@/components/shop/shop-banner";
import { SHOP } from "@/lib/constants";
import { href } from "@/lib/links";
import { shopPageMetadata } from "@/lib/seo/shop-page-metadata";
import styles from "./contact.module.css";

export const metadata: Metadata = shopPageMetadata("contact", href.contact());

/**
 * Contact (storefront §2.16): 'Our Place' with the store's details and map, and 'Send Us a
 * Message'. Static: the settings (phone, e-mail) are a cached read invalidated by the back
 * office; the form and the map's button are the only JavaScript.
 */
export default function ContactPage() {
  return (
    <>
      <ShopBanner
        title="Contact"
        crumbs={[
          { label: "Home", href: href.home() },
          { label: "Contact", href: href.contact() },
        ]}
      />
      <StoreJsonLd hours={SHOP.contactHours} />
      <div className={`container ${styles.page}`}>
        <OurPlace />
        <section className={styles.message} aria-labelledby="send-message">
          <p className="eyebrow">Write to us</p>
          <h2 id="send-message">Send Us a Message</h2>
          <p className={styles.lead}>Questions about a piece, sizing, an order or a custom design? Write to us.</p>
          <ContactForm />
        </section>
      </div>
    </>
  );
}
