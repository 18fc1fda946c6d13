import type { Metadata } from "next";
import { getImageProps } from "next/image";
import { preload } from "react-dom";
import { HOME_SECTION_PRODUCT_CAP, SHOP, type ProductFlag } from "@/lib/constants";
import { HERO_SLIDES } from "@/lib/messages/shop";
import { CategoryCarousel } from "./_components/home/category-carousel";
import { HeroSlider, type HeroSlide } from "./_components/home/hero-slider";
import heroStyles from "./_components/home/hero-slider.module.css";
import { ProductSection } from "./_components/home/product-section";
import { PromoBanner } from "./_components/home/promo-banner";
import { ScrollToTop } from "./_components/home/scroll-to-top";
import { VisitStore } from "./_components/home/visit-store";
import { href } from "@/lib/links";
import { JsonLd } from "@/components/seo/json-ld";
import { StoreJsonLd } from "@/components/contact/store-json-ld";
import { listCategories } from "@/server/catalogue/list-categories";
import { listProducts } from "@/server/catalogue/list-products";
import { organizationJsonLd, webSiteJsonLd } from "@/server/seo/json-ld";
import { getShopContact } from "@/server/site/get-shop-contact";

const title = `${SHOP.name} – 925 Sterling Silver Jewellery Online in India`;
const description =
  "Shop hallmarked 925 sterling-silver rings, chains, necklaces, earrings and bracelets. New arrivals, trending pieces and bestsellers, priced in rupees, from our Jaipur store.";

export const metadata: Metadata = {
  title: { absolute: title },
  description,
  keywords: [
    "925 sterling silver jewellery",
    "silver jewellery online India",
    "silver rings",
    "silver chains",
    "silver necklaces",
    "silver earrings",
    "silver bracelets",
    "hallmarked silver",
    SHOP.name,
  ],
  alternates: { canonical: "/" },
  openGraph: {
    type: "website",
    url: "/",
    title,
    description,
    siteName: SHOP.name,
    locale: "en_IN",
    images: [{ url: "/media/demo/hero/1.webp", width: 1600, height: 700, alt: HERO_SLIDES[0].title }],
  },
};

// Alt texts follow the slide titles (the pictures illustrate them).
const ALTS = ["Sterling silver rings and chains", "Pure 925 silver jewellery", "Silver necklaces and earrings"];

// The first picture is the page's largest paint: loaded at once and first; the others lazily.
const slides: HeroSlide[] = HERO_SLIDES.map((s, i) => ({
  title: s.title,
  image: getImageProps({
    src: `/media/demo/hero/${i + 1}.webp`,
    alt: ALTS[i] ?? s.title,
    fill: true,
    sizes: "100vw",
    className: heroStyles.image,
    // The first is decoded with the frame that lays it out (not one frame later, as "async" would),
    // so it paints in the page's first paint when it has arrived by then.
    ...(i === 0 ? { loading: "eager", fetchPriority: "high", decoding: "sync" } : { loading: "lazy" }),
  }).props,
}));

const sectionProducts = async (flag: ProductFlag) => (await listProducts({ flag, limit: HOME_SECTION_PRODUCT_CAP })).items;

/**
 * Home (storefront §2.4). Catalogue reads are cached ("use cache"), so this page prerenders. The page
 * reads them all before it renders: a section that read its own would be sent as a hidden, outlined
 * Suspense boundary that React's script reveals (throttled, up to 300 ms after the rest), so without
 * JavaScript its cards never showed, and a jump to #bestSeller made before the reveal was computed
 * on the skeletons' heights and landed short.
 */
export default async function HomePage() {
  const [categories, newArrivals, trending, bestSellers, contact] = await Promise.all([
    listCategories(),
    sectionProducts("newArrival"),
    sectionProducts("trendingProd"),
    sectionProducts("bestSeller"),
    getShopContact(),
  ]);
  // What next/image's `preload` does: the browser fetches the first hero picture from the <head>.
  const first = slides[0]?.image;
  if (first) preload(first.src, { as: "image", imageSrcSet: first.srcSet, imageSizes: first.sizes, fetchPriority: "high" });
  return (
    <div data-page="home">
      <JsonLd data={[organizationJsonLd(contact), webSiteJsonLd()]} />
      <StoreJsonLd hours={SHOP.storeHours} />
      <h1 className="sr-only">
        {SHOP.name}: {SHOP.tagline}
      </h1>
      <CategoryCarousel categories={categories} />
      <HeroSlider slides={slides} />
      <ProductSection flag="newArrival" products={newArrivals} eyebrow="Just in" title="New Arrivals" href={href.listing("new-arrivals")} />
      <ProductSection flag="trendingProd" products={trending} eyebrow="Loved right now" title="Trending Products" href={href.listing("trending-products")} deferred />
      <ProductSection flag="bestSeller" products={bestSellers} eyebrow="Customer favourites" title="Best Seller" href={href.listing("best-sellers")} id="bestSeller" deferred />
      <VisitStore />
      <PromoBanner />
      <ScrollToTop />
    </div>
  );
}
