import Image from "next/image";
import Link from "next/link";
import { MSG } from "@/lib/messages";
import styles from "./home.module.css";
import { href } from "@/lib/links";

/** The closing banner with 'SHOP NOW' (storefront §2.4, item 6); an image stands in for the video for now. */
export function PromoBanner() {
  return (
    <section className={styles.banner} aria-labelledby="home-banner">
      <Image
        src="/media/demo/hero/3.webp"
        alt=""
        fill
        sizes="100vw"
        className={styles.bannerImage}
      />
      <div className={styles.bannerShade} />
      <div className={`container ${styles.bannerInner}`}>
        <p className={styles.bannerEyebrow}>Handcrafted · Hallmarked · 925</p>
        <h2 id="home-banner" className={styles.bannerTitle}>
          Silver that stays with you
        </h2>
        <Link href={href.products()} className="btn btn-dark">
          {MSG.shopNow}
        </Link>
      </div>
    </section>
  );
}
