import { Suspense } from "react";
import { listCategories } from "@/server/catalogue/list-categories";
import { getShopContact } from "@/server/site/get-shop-contact";
import { shopYear } from "@/server/site/shop-year";
import { SHOP } from "@/lib/constants";
import { FooterReveal } from "./footer-reveal";
import styles from "./footer.module.css";
import { href } from "@/lib/links";

async function CategoryLinks() {
  const categories = await listCategories();
  if (categories.length === 0) return <p className={styles.muted}>New collections coming soon.</p>;
  return (
    <ul role="list" className={styles.links}>
      {categories.map((c) => (
        <li key={c.id}>
          <a href={href.category(c.slug)}>{c.name}</a>
        </li>
      ))}
    </ul>
  );
}

/** The shop's phone and e-mail as the owner set them in the back office (Settings), cached with the settings. */
async function ContactLinks() {
  const contact = await getShopContact();
  return (
    <>
      <li>
        <a href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`}>{contact.phone}</a>
      </li>
      <li>
        <a href={`mailto:${contact.email}`}>{contact.email}</a>
      </li>
    </>
  );
}

/** "Copyright © <this year> by …": the year is today's, never one written into the code. */
async function Copyright() {
  const year = await shopYear();
  return (
    <>
      Copyright © {year} by {SHOP.owner}. All Right Reserved
    </>
  );
}

/** The storefront footer (storefront §2.5): contact, customer services, about, categories. */
export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className="container">
        <div className={styles.brandRow}>
          <p className={styles.brand}>{SHOP.name}</p>
          <p className={styles.tagline}>Hallmarked 925 sterling silver, crafted to be worn every day.</p>
        </div>

        <FooterReveal className={styles.columns}>
          <section className={styles.column} aria-labelledby="footer-contact">
            <h2 id="footer-contact" className={styles.heading}>
              Contact
            </h2>
            <address className={styles.address}>{SHOP.address}</address>
            <ul role="list" className={styles.links}>
              <Suspense fallback={null}>
                <ContactLinks />
              </Suspense>
              <li>
                <a href={SHOP.instagramUrl} target="_blank" rel="noopener noreferrer">
                  Instagram<span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
              <li>
                <a href={SHOP.whatsappUrl} target="_blank" rel="noopener noreferrer">
                  Chat on WhatsApp<span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            </ul>
          </section>

          <section className={styles.column} aria-labelledby="footer-services">
            <h2 id="footer-services" className={styles.heading}>
              Customer Services
            </h2>
            <ul role="list" className={styles.links}>
              <li>
                <a href={href.contact()}>Contact Us</a>
              </li>
              <li>
                <a href={href.contact()}>Product Care &amp; Repair</a>
              </li>
              <li>
                <a href={href.faq()}>Frequently Asked Questions</a>
              </li>
            </ul>
          </section>

          <section className={styles.column} aria-labelledby="footer-about">
            <h2 id="footer-about" className={styles.heading}>
              About Us
            </h2>
            <ul role="list" className={styles.links}>
              <li>
                <a href={href.about()}>Our Story</a>
              </li>
              <li>
                <a href={href.faq()}>FAQ</a>
              </li>
              <li>
                <a href={href.terms()}>Terms &amp; Conditions</a>
              </li>
              <li>
                {/* The spec's link had no target ('#'); the shop now has the page. */}
                <a href={href.privacy()}>Privacy Policy</a>
              </li>
            </ul>
          </section>

          <section className={styles.column} aria-labelledby="footer-category">
            <h2 id="footer-category" className={styles.heading}>
              Category
            </h2>
            <Suspense fallback={<p className={styles.muted}>Loading…</p>}>
              <CategoryLinks />
            </Suspense>
          </section>
        </FooterReveal>

        <p className={styles.copyright}>
          <Suspense fallback={`Copyright © ${SHOP.owner}. All Right Reserved`}>
            <Copyright />
          </Suspense>
        </p>
      </div>
    </footer>
  );
}
