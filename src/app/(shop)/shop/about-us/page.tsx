import Link from "next/link";
import { shopPageMetadata } from "@/lib/seo/shop-page-metadata";
import { Tabs } from "@/components/content/tabs";
import { VideoTeaser } from "@/components/content/video-teaser";
import { ShopBanner } from "@/components/shop/shop-banner";
import { SHOP } from "@/lib/constants";
import { ABOUT_TABS, ABOUT_VIDEO } from "@/lib/content/about";
import { href } from "@/lib/links";
import { AboutTabPanel } from "./_components/about-tab-panel";
import { AboutIntro, Artisans, SectionHead, Testimonials, Timeline, Values } from "./_components/about-sections";
import styles from "./about.module.css";

export const metadata = shopPageMetadata("about-us", href.about());

/**
 * About (back office §2 "Static brand pages"): tabs Our Story, Vision & Mission, Our Process and
 * Sustainability; a timeline, values, artisans, a video teaser and testimonials; links to the
 * contact page and the products. Static; the tabs and the play button are the only islands, and
 * every tab's words are in the first HTML.
 */
export default function AboutPage() {
  return (
    <>
      <ShopBanner
        title="About Us"
        crumbs={[
          { label: "Home", href: href.home() },
          { label: "About Us", href: href.about() },
        ]}
      />
      <AboutIntro />

      <section className={styles.band} aria-labelledby="about-house">
        <div className={`container ${styles.section}`}>
          <SectionHead id="about-house" eyebrow="Who we are" title="Our house, in four chapters" />
          <Tabs
            label={`About ${SHOP.name}`}
            idPrefix="about"
            items={ABOUT_TABS.map((tab) => ({ id: tab.id, label: tab.label, content: <AboutTabPanel tab={tab} /> }))}
          />
        </div>
      </section>

      <Timeline />
      <Values />
      <Artisans />

      <div className={`container ${styles.section}`}>
        <VideoTeaser id="about-video" eyebrow="Watch" {...ABOUT_VIDEO}>
          <Link href={href.contact()} className={styles.textLink}>
            Visit our store in Jaipur<span aria-hidden="true"> →</span>
          </Link>
        </VideoTeaser>
      </div>

      <Testimonials />

      <section className={`container ${styles.cta}`} aria-labelledby="about-cta">
        <h2 id="about-cta" className={styles.ctaTitle}>
          Find a piece that feels like yours
        </h2>
        <p>Browse the whole collection online, or write to us and our team will help you choose.</p>
        <div className={styles.ctaActions}>
          <Link href={href.products()} className="btn btn-dark">
            Shop the collection
          </Link>
          <Link href={href.contact()} className="btn btn-outline">
            Contact us
          </Link>
        </div>
      </section>
    </>
  );
}
