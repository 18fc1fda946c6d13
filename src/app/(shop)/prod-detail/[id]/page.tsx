import { Suspense } from "react";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { SHOP } from "@/lib/constants";
import { href } from "@/lib/links";
import { MSG } from "@/lib/messages/shop";
import { CUID } from "@/lib/schemas/query-values";
import type { Product } from "@/lib/types/catalogue";
import { PriceBreakup } from "@/components/product/price-breakup";
import { ProductGallery } from "@/components/product/product-gallery";
import { ProductPrice } from "@/components/product/product-price";
import { PurchasePanel, type PurchaseProduct } from "@/components/product/purchase-panel";
import { SizeVariants } from "@/components/product/size-variants";
import { StockAlert } from "@/components/product/stock-alert";
import { sizePricesDiffer } from "@/components/product/size-text";
import { SIZE_MSG } from "@/lib/messages/sizes";
import { StarRating } from "@/components/product/star-rating";
import { DeliveryCheck } from "@/components/delivery/delivery-check";
import { ProductReviews } from "@/components/reviews/product-reviews";
import { JsonLd } from "@/components/seo/json-ld";
import { getProduct } from "@/server/catalogue/get-product";
import { getProductPricing } from "@/server/catalogue/get-product-pricing";
import { readShippingSummary } from "@/server/delivery/shipping-summary";
import { purityName } from "@/lib/pricing/purity";
import { listProducts } from "@/server/catalogue/list-products";
import { getProductReviews } from "@/server/reviews/get-product-reviews";
import { getLiveOffers } from "@/server/offers/get-live-offers";
import { pieceOffer } from "@/server/offers/piece-offer";
import { breadcrumbJsonLd } from "@/server/seo/json-ld";
import { pieceJsonLd } from "@/server/seo/product-group-json-ld";
import { Breadcrumb } from "./_components/breadcrumb";
import { PurityHallmark } from "./_components/purity-hallmark";
import { RelatedProducts, RelatedProductsSkeleton } from "./_components/related-products";
import { WishlistButton } from "./_components/wishlist-button";
import styles from "./_components/product-detail.module.css";

type Props = { params: Promise<{ id: string }> };

/**
 * Every product page is static: the newest few are prerendered at build, any other is rendered on
 * its first visit (the request waits for it, so an unknown id answers a real 404) and then served
 * from the cache until the catalogue changes (getProduct's tags). Never the whole catalogue at build.
 */
export const ensureStatic = "navigation";

const PRERENDERED_PRODUCTS = 24;
/** Cache Components needs at least one sample id even for an empty catalogue; this one never exists (a 404). */
const SAMPLE_ID = "c000000000000000000000000";

export async function generateStaticParams(): Promise<{ id: string }[]> {
  const { items } = await listProducts({ sort: "newest", limit: PRERENDERED_PRODUCTS });
  return items.length > 0 ? items.map((product) => ({ id: product.id })) : [{ id: SAMPLE_ID }];
}

/** The product a shopper may open: an active one. Ids of another shape are not looked up. */
async function shopProduct(id: string): Promise<Product | null> {
  if (!CUID.test(id)) return null;
  const product = await getProduct(id);
  return product?.active ? product : null;
}

/** Search-result description: the product's own text, cut at a word near 160 characters. */
function metaDescription(product: Product, material: string): string {
  const text = (product.description || `${product.name} in ${material} from ${SHOP.name}.`).replace(/\s+/g, " ").trim();
  if (text.length <= 160) return text;
  const cut = text.slice(0, 157);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), 120)).replace(/[\s,.;:–-]+$/, "")}…`;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const [product, pricing] = await Promise.all([shopProduct(id), CUID.test(id) ? getProductPricing(id) : null]);
  if (!product) notFound();

  const path = href.product(product.id);
  // The piece's own grade ("925 Sterling Silver", "990 Fine Silver").
  const material = pricing ? purityName(pricing.purity) : MSG.sterlingSilver;
  // The material when it fits: search results show about 60 characters of a title.
  const withMaterial = `${product.name} – ${material}`;
  const title = `${withMaterial} | ${SHOP.name}`.length <= 65 ? withMaterial : product.name;
  const description = metaDescription(product, material);
  const images = product.images.slice(0, 1).map((url) => ({ url, alt: product.name }));
  return {
    title,
    description,
    keywords: [product.name, product.category.name, "925 sterling silver", "silver jewellery online India", ...product.colors.map((c) => `${c.name} ${product.category.name}`)],
    alternates: { canonical: path },
    openGraph: { type: "website", url: path, title, description, siteName: SHOP.name, locale: "en_IN", images },
    twitter: { card: "summary_large_image", title, description, images: images.map((image) => image.url) },
  };
}

const weightFormat = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 });

/** The large picture: full width on phones (inside the page gutters), at most 560 px. */
const GALLERY_SIZES = "(min-width: 600px) 560px, calc(100vw - 32px)";

/** Product detail (storefront §2.9). */
export default async function ProductDetailPage({ params }: Props) {
  const { id } = await params;
  // The shipping summary (merchant listings) is cached under TAG.delivery, so a delivery change re-renders the page.
  // Published verified reviews (issue 22): cached under the product's tag, like the product itself.
  // The live automatic offers (issue 44): cached under TAG.offers, expired when one starts or ends.
  const [product, pricing, shipping, reviews, live] = await Promise.all([
    shopProduct(id),
    CUID.test(id) ? getProductPricing(id) : null,
    readShippingSummary(),
    CUID.test(id) ? getProductReviews(id) : null,
    getLiveOffers(),
  ]);
  if (!product || !reviews) notFound();

  const categoryPath = href.category(product.category.slug);
  const productPath = href.product(product.id);
  // Only what the purchase controls need crosses to the browser.
  const purchase: PurchaseProduct = {
    id: product.id,
    name: product.name,
    sellingPricePaise: product.sellingPricePaise,
    stock: product.stock,
    inStock: product.inStock,
    colors: product.colors,
    sizes: product.sizes.map(({ id, label, stock, sellingPricePaise }) => ({ id, label, stock, sellingPricePaise })),
  };
  // Sold by size (issue 42): the price and (by weight) the breakup follow the chosen size; before a
  // choice, the piece's own (its lowest-priced size), "From ₹…" when the sizes' prices differ.
  const pricesDiffer = sizePricesDiffer(product.sizes);
  const sizeBreakups = pricing?.sizeBreakups ?? {};
  const lightest = product.sizes.find((s) => sizeBreakups[s.id]?.netWeightMg === pricing?.netWeightMg);
  // The best automatic offer on one unit (issue 44): the piece's own (its lowest-priced size's), and each size's.
  const offer = pieceOffer(product, lightest?.id ?? null, product.sellingPricePaise, pricing?.breakup, live);
  const sizeOffers = Object.fromEntries(product.sizes.map((s) => [s.id, pieceOffer(product, s.id, s.sellingPricePaise, sizeBreakups[s.id], live)]));
  const price = (
    <ProductPrice
      pricePaise={product.pricePaise}
      sellingPricePaise={product.sellingPricePaise}
      discountPercent={product.discountPercent}
      from={pricesDiffer}
      offer={offer}
    />
  );
  const sizePrices = Object.fromEntries(
    product.sizes.map((s) => [
      s.id,
      <ProductPrice key={s.id} pricePaise={s.pricePaise} sellingPricePaise={s.sellingPricePaise} discountPercent={product.discountPercent} offer={sizeOffers[s.id]} />,
    ]),
  );
  const breakup = pricing?.breakup ? (
    <PriceBreakup breakup={pricing.breakup} title={lightest && pricesDiffer ? SIZE_MSG.breakupFor(lightest.label) : undefined} offer={offer} />
  ) : null;
  const sizeBreakupViews = Object.fromEntries(
    product.sizes.flatMap((s) => {
      const view = sizeBreakups[s.id];
      return view ? [[s.id, <PriceBreakup key={s.id} breakup={view} title={SIZE_MSG.breakupFor(s.label)} offer={sizeOffers[s.id]} />]] : [];
    }),
  );

  return (
    <div className={styles.page} data-page="product-detail">
      <JsonLd
        data={[
          pieceJsonLd(product, pricing ?? undefined, shipping, reviews, live),
          breadcrumbJsonLd([
            { name: "Home", path: href.home() },
            { name: product.category.name, path: categoryPath },
            { name: product.name, path: productPath },
          ]),
        ]}
      />
      <div className="container">
        <Breadcrumb crumbs={[{ label: "Home", href: href.home() }, { label: product.category.name, href: categoryPath }, { label: product.name }]} />

        <div className={styles.layout}>
          <div className={styles.galleryColumn}>
            <ProductGallery images={product.images} videoUrl={product.videoUrl} name={product.name} sizes={GALLERY_SIZES} preloadFirst />
          </div>

          <div className={styles.info}>
            <div className={styles.heading}>
              <p className={styles.code}>{product.code}</p>
              <h1 className={styles.title}>{product.name}</h1>
              <StarRating reviewCount={product.reviewCount ?? 0} ratingSum={product.ratingSum ?? 0} />
            </div>

            {pricesDiffer ? <SizeVariants productId={product.id} fallback={price} variants={sizePrices} /> : price}

            <PurchasePanel
              product={purchase}
              extras={{
                guideHref: product.sizeSet ? href.sizeGuide(product.sizeSet.kind) : null,
                orderRequest: { href: href.orderRequest(product.id), label: MSG.orderRequest, className: `btn btn-outline ${styles.orderRequest}` },
                sizeInUrl: true,
              }}
            >
              <WishlistButton productId={product.id} />
            </PurchasePanel>

            {/* Issue 45: "Tell me when it is back" on a sold-out piece or size, closed, below the buttons. */}
            <StockAlert piece={{ id: product.id, inStock: product.inStock, sizes: purchase.sizes }} />

            <DeliveryCheck />

            <ul role="list" className={styles.facts}>
              {product.weightGrams > 0 ? (
                <li>
                  <span className={styles.factLabel}>Weight:</span> {weightFormat.format(product.weightGrams)} g
                </li>
              ) : null}
              <li>
                <span className={styles.factLabel}>Category:</span> <a href={categoryPath}>{product.category.name}</a>
              </li>
            </ul>

            {pricing ? <PurityHallmark purity={pricing.purity} huid={pricing.huid} /> : null}

            {Object.keys(sizeBreakupViews).length > 0 ? <SizeVariants productId={product.id} fallback={breakup} variants={sizeBreakupViews} /> : breakup}

            {product.description ? (
              <section className={styles.description} aria-labelledby="product-description">
                <h2 id="product-description" className={styles.descriptionTitle}>
                  Description
                </h2>
                <p>{product.description}</p>
              </section>
            ) : null}
          </div>
        </div>

        <ProductReviews productId={product.id} productName={product.name} page={reviews} />

        <Suspense fallback={<RelatedProductsSkeleton />}>
          <RelatedProducts product={product} />
        </Suspense>
      </div>
    </div>
  );
}
