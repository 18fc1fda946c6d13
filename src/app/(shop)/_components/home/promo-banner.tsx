import { getImageProps } from "next/image";
import { MSG } from "@/lib/messages/shop";
import styles from "./home.module.css";
import { href } from "@/lib/links";
import { PromoVideo, type VideoSource } from "./promo-video";

// The demo clip and its first frame, served as plain static files from public/ (README, "Pictures",
// says how the owner replaces them). WebM (VP9) first; MP4 (H.264) for browsers without it.
const POSTER = "/media/home/banner-poster.webp";
const SOURCES: VideoSource[] = [
  { src: "/media/home/banner.webm", type: "video/webm" },
  { src: "/media/home/banner.mp4", type: "video/mp4" },
];

const { props: posterProps } = getImageProps({ src: POSTER, alt: "", fill: true, sizes: "100vw", unoptimized: true, className: styles.bannerImage });

/**
 * The closing banner with 'SHOP NOW' (storefront §2.4, item 6): a looping clip behind the text.
 * The poster picture is lazy (nothing loads at the top of the page) and is what shows without
 * JavaScript or with reduced motion; the clip loads only when the banner comes near.
 */
export function PromoBanner() {
  return (
    <section className={styles.banner} aria-labelledby="home-banner">
      {/* 640 px wide, drawn soft: not worth the optimizer's variants. A plain <img> from next/image's
          props, so the home page ships no image component code for it. */}
      {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- alt="" is in the props */}
      <img {...posterProps} />
      <PromoVideo sources={SOURCES} poster={POSTER} className={styles.bannerImage} />
      <div className={styles.bannerShade} />
      <div className={`container ${styles.bannerInner}`}>
        <p className={styles.bannerEyebrow}>Handcrafted · Hallmarked · 925</p>
        <h2 id="home-banner" className={styles.bannerTitle}>
          Silver that stays with you
        </h2>
        <a href={href.products()} className="btn btn-dark">
          {MSG.shopNow}
        </a>
      </div>
    </section>
  );
}
