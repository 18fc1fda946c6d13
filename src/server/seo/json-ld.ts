// Structured data (schema.org JSON-LD) for search engines. Every URL in it is absolute and built
// from the shop's public address (absoluteUrl), so a deployed page never names localhost.
import "server-only";
import { rupeesDecimal } from "@/lib/format";
import { purityName } from "@/lib/pricing/purity";
import type {
  AggregateRating,
  BlogPosting,
  BreadcrumbList,
  FAQPage,
  ItemList,
  JewelryStore,
  MerchantReturnPolicy,
  OfferShippingDetails,
  OpeningHoursSpecification,
  Organization,
  PostalAddress,
  Product as ProductLd,
  PropertyValue,
  Review as ReviewLd,
  WebSite,
  WithContext,
} from "schema-dts";
import { absoluteUrl } from "@/env";
import { BLOG_AUTHOR_DEFAULT, CURRENCY, DEFAULT_COUNTRY, RETURN_DAYS, SHOP } from "@/lib/constants";
import { href } from "@/lib/links";
import { googleMapsUrl } from "@/lib/store-map";
import type { BlogPost } from "@/lib/types/blog";
import { JSON_LD_REVIEWS } from "@/lib/reviews/rules";
import type { PublicReviewPage } from "@/lib/reviews/types";
import type { Product } from "@/lib/types/catalogue";
import type { ProductPricing } from "@/server/catalogue/get-product-pricing";
import type { ShippingSummary } from "@/server/delivery/shipping-summary";
import type { LiveOffers } from "@/server/offers/get-live-offers";
import { type PieceOffer, pieceOffer } from "@/server/offers/piece-offer";

const CONTEXT = "https://schema.org" as const;

/** What every piece of the shop's silver is made of (storefront §1: hallmarked 925 silver). */
export const PRODUCT_MATERIAL = "925 Sterling Silver";

/** Integer paise as the decimal rupee string schema.org expects: 149900 → "1499.00" (src/lib/format.ts). */
export { rupeesDecimal };

/** The piece's silver as schema.org properties: its purity, its BIS HUID and (by weight) its net weight. */
export function productProperties(pricing: Pick<ProductPricing, "purity" | "huid" | "netWeightMg">): PropertyValue[] {
  return [
    { "@type": "PropertyValue", name: "Purity", value: String(pricing.purity) },
    ...(pricing.huid ? [{ "@type": "PropertyValue", name: "BIS HUID", value: pricing.huid } as const] : []),
    ...(pricing.netWeightMg
      ? [{ "@type": "PropertyValue", name: "Net weight", value: pricing.netWeightMg / 1000, unitCode: "GRM", unitText: "g" } as const]
      : []),
  ];
}

/** The country the shop sells to and takes returns from (ISO 3166-1 alpha-2). */
const SHOP_COUNTRY = "IN";

/**
 * Shipping as merchant listings read it (issue 21): free within India (the FAQ; the cart charges no
 * shipping at all, so the rate is 0), handling = the owner's dispatch days, transit = the fastest to
 * the slowest delivery zone, in days. With no zone nothing is delivered: null, no shipping claimed.
 */
export function offerShippingDetails(shipping: ShippingSummary): OfferShippingDetails | null {
  if (!shipping.transitDays) return null;
  const days = ({ min, max }: { min: number; max: number }) => ({ "@type": "QuantitativeValue", minValue: min, maxValue: max, unitCode: "DAY" }) as const;
  return {
    "@type": "OfferShippingDetails",
    shippingRate: { "@type": "MonetaryAmount", value: 0, currency: CURRENCY },
    shippingDestination: { "@type": "DefinedRegion", addressCountry: SHOP_COUNTRY },
    deliveryTime: { "@type": "ShippingDeliveryTime", handlingTime: days(shipping.handlingDays), transitTime: days(shipping.transitDays) },
  };
}

/**
 * The FAQ's return and exchange policy: RETURN_DAYS days from delivery, sent back by post. The FAQ
 * does not say the return is free (the shop "will tell you how to send it back"), so no returnFees
 * is claimed: FreeReturn would be untrue, and ReturnShippingFees needs an amount the shop has not set.
 */
export function merchantReturnPolicy(): MerchantReturnPolicy {
  return {
    "@type": "MerchantReturnPolicy",
    applicableCountry: SHOP_COUNTRY,
    returnPolicyCategory: "https://schema.org/MerchantReturnFiniteReturnWindow",
    merchantReturnDays: RETURN_DAYS,
    returnMethod: "https://schema.org/ReturnByMail",
  };
}

const istDate = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata", year: "numeric", month: "2-digit", day: "2-digit" });

/** An offer's last day in IST (its end is exclusive: one that ends at 16 Nov 00:00 IST is valid until 2026-11-15). */
export function priceValidUntil(endsAt: Date): string {
  return istDate.format(new Date(endsAt.getTime() - 1));
}

/** The Offer's priceValidUntil for a price lowered by an automatic offer with an end; nothing otherwise. */
export function offerValidity(offer: Pick<PieceOffer, "endsAt"> | null): { priceValidUntil?: string } {
  return offer?.endsAt ? { priceValidUntil: priceValidUntil(offer.endsAt) } : {};
}

/**
 * A product as Google's merchant listings read it: name, SKU (the product code), pictures, brand and
 * one Offer in rupees at the price the shopper pays (by weight: the breakup's total after the
 * discount, which is the stored selling price), its availability and condition, the return policy,
 * and, with the shipping summary, the shipping. No gtin/mpn (the shop has none). With a live automatic
 * offer that takes something off one unit for any shopper (issue 44), the price is what the shopper
 * pays after it and priceValidUntil the offer's last day in IST (none for an offer without an end; a
 * piece's own discount has no end date, so none either). With its pricing read, the purity, HUID and net weight as additional
 * properties. With its published verified reviews (issue 22), and only when there is at least one,
 * their aggregateRating and the newest few as review; never a rating that no shopper gave.
 */
export function productJsonLd(
  product: Product,
  pricing?: Pick<ProductPricing, "purity" | "huid" | "netWeightMg"> & Partial<Pick<ProductPricing, "breakup">>,
  shipping?: ShippingSummary,
  reviews?: Pick<PublicReviewPage, "summary" | "reviews">,
  live?: LiveOffers,
): WithContext<ProductLd> {
  const offer = pieceOffer(product, null, product.sellingPricePaise, pricing?.breakup, live);
  const shippingDetails = shipping ? offerShippingDetails(shipping) : null;
  const rated = reviews ? reviewsJsonLd(reviews) : null;
  const url = absoluteUrl(href.product(product.id));
  return {
    "@context": CONTEXT,
    "@type": "Product",
    "@id": `${url}#product`,
    name: product.name,
    description: product.description || product.name,
    sku: product.code,
    ...(product.images.length > 0 && { image: product.images.map((image) => absoluteUrl(image)) }),
    url,
    brand: { "@type": "Brand", name: SHOP.name },
    category: product.category.name,
    // The piece's own grade ("990 Fine Silver"); the shop's usual one until its pricing is read.
    material: pricing ? purityName(pricing.purity) : PRODUCT_MATERIAL,
    ...(product.weightGrams > 0 && {
      weight: { "@type": "QuantitativeValue", value: product.weightGrams, unitCode: "GRM", unitText: "g" },
    }),
    ...(product.colors.length > 0 && { color: product.colors.map((color) => color.name).join(", ") }),
    ...(pricing && { additionalProperty: productProperties(pricing) }),
    offers: {
      "@type": "Offer",
      url,
      price: rupeesDecimal(offer?.pricePaise ?? product.sellingPricePaise),
      ...offerValidity(offer),
      priceCurrency: CURRENCY,
      availability: product.inStock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      itemCondition: "https://schema.org/NewCondition",
      ...(shippingDetails && { shippingDetails }),
      hasMerchantReturnPolicy: merchantReturnPolicy(),
      seller: { "@type": "Organization", name: SHOP.name },
    },
    ...(rated && { aggregateRating: rated.aggregateRating, review: rated.review }),
  };
}

/**
 * Published verified reviews as Google's review snippets read them
 * (https://developers.google.com/search/docs/appearance/structured-data/review-snippet):
 * aggregateRating { ratingValue, reviewCount, bestRating 5, worstRating 1 } and up to 5 Review items
 * (author Person, datePublished, reviewRating, name, reviewBody). Null without any.
 */
export function reviewsJsonLd({ summary, reviews }: Pick<PublicReviewPage, "summary" | "reviews">): { aggregateRating: AggregateRating; review: ReviewLd[] } | null {
  if (summary.count <= 0 || summary.average === null || reviews.length === 0) return null;
  const scale = { bestRating: 5, worstRating: 1 } as const;
  return {
    aggregateRating: { "@type": "AggregateRating", ratingValue: Math.round(summary.average * 10) / 10, reviewCount: summary.count, ...scale },
    review: reviews.slice(0, JSON_LD_REVIEWS).map((review) => ({
      "@type": "Review",
      author: { "@type": "Person", name: review.authorName },
      datePublished: review.publishedAt.slice(0, 10),
      reviewRating: { "@type": "Rating", ratingValue: review.rating, ...scale },
      name: review.title,
      reviewBody: review.body,
    })),
  };
}

/** The trail above a page, e.g. Home › Products › Rings › the product. Paths become absolute URLs. */
export function breadcrumbJsonLd(crumbs: { name: string; path: string }[]): WithContext<BreadcrumbList> {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

/**
 * The products a listing page shows, in order. startPosition continues the numbering on later
 * pages (page 2 of 20 per page starts at 21).
 */
export function itemListJsonLd(items: { id: string; name: string }[], startPosition = 1): WithContext<ItemList> {
  return {
    "@context": CONTEXT,
    "@type": "ItemList",
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: startPosition + index,
      name: item.name,
      url: absoluteUrl(href.product(item.id)),
    })),
  };
}

/**
 * A page of questions and answers (the FAQ). Answers are plain text; paragraphs stay apart as
 * blank lines. Only for questions the shop itself answers, shown in full on the page.
 */
export function faqPageJsonLd(path: string, items: readonly { question: string; answer: readonly string[] }[]): WithContext<FAQPage> {
  const url = absoluteUrl(path);
  return {
    "@context": CONTEXT,
    "@type": "FAQPage",
    "@id": `${url}#faq`,
    url,
    inLanguage: "en-IN",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer.join("\n\n") },
    })),
  };
}

/**
 * A blog article: headline, summary, cover, dates, author and the shop as publisher. A post by
 * 'Admin' (or nobody) is credited to the shop itself rather than to a person called Admin.
 */
export function blogPostingJsonLd(post: BlogPost): WithContext<BlogPosting> {
  const url = absoluteUrl(href.blogPost(post.slug));
  const organization = { "@type": "Organization", "@id": `${absoluteUrl("/")}#organization`, name: SHOP.name } as const;
  const author = post.author.trim();
  return {
    "@context": CONTEXT,
    "@type": "BlogPosting",
    "@id": `${url}#article`,
    headline: post.title,
    ...(post.excerpt && { description: post.excerpt }),
    url,
    mainEntityOfPage: url,
    ...(post.coverUrl && { image: [absoluteUrl(post.coverUrl)] }),
    datePublished: post.publishedAt ?? post.createdAt,
    dateModified: post.updatedAt,
    author: author && author !== BLOG_AUTHOR_DEFAULT ? { "@type": "Person", name: author } : organization,
    publisher: { ...organization, logo: { "@type": "ImageObject", url: absoluteUrl("/icon.svg") } },
    ...(post.tags.length > 0 && { keywords: post.tags.join(", ") }),
    inLanguage: "en-IN",
  };
}

/** The shop as an organisation: name, address, contact (as the owner set it in Settings), logo (home page). */
export function organizationJsonLd(contact: { phone: string; email: string }): WithContext<Organization> {
  return {
    "@context": CONTEXT,
    "@type": "Organization",
    "@id": `${absoluteUrl("/")}#organization`,
    name: SHOP.name,
    legalName: SHOP.owner,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/icon.svg"),
    email: contact.email,
    telephone: contact.phone,
    address: postalAddress(SHOP.address),
    sameAs: [SHOP.instagramUrl],
  };
}

/** The website with its search box (Google's sitelinks search box reads the SearchAction). */
export function webSiteJsonLd(): WithContext<WebSite> {
  return {
    "@context": CONTEXT,
    "@type": "WebSite",
    "@id": `${absoluteUrl("/")}#website`,
    name: SHOP.name,
    url: absoluteUrl("/"),
    inLanguage: "en-IN",
    publisher: { "@id": `${absoluteUrl("/")}#organization` },
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: absoluteUrl("/shop/search?q={search_term_string}") },
      // schema-dts has no type for Google's "query-input" annotation; it is a plain string property.
      "query-input": "required name=search_term_string",
    } as WebSite["potentialAction"],
  };
}

/** The day names of schema.org's DayOfWeek, in the week's order (Monday first). */
const WEEK = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
type Day = (typeof WEEK)[number];

/** "10am" → "10:00", "7pm" → "19:00", "12pm" → "12:00", "12am" → "00:00", "10:30am" → "10:30". */
function clock(text: string): string {
  const match = /^(\d{1,2})(?::(\d{2}))?\s*(am|pm)$/i.exec(text.trim());
  if (!match) throw new Error(`Opening hours: cannot read the time "${text}"`);
  const hour = (Number(match[1]) % 12) + (match[3]!.toLowerCase() === "pm" ? 12 : 0);
  return `${String(hour).padStart(2, "0")}:${match[2] ?? "00"}`;
}

/**
 * Opening hours as the shop writes them ("Monday-Friday 10am-7pm", "Sunday 12pm-5pm") as
 * schema.org OpeningHoursSpecification, one per line. A line in another shape throws (the hours
 * are the shop's own constants: a typo should fail the tests, not vanish from search results).
 */
export function openingHoursJsonLd(lines: readonly string[]): OpeningHoursSpecification[] {
  return lines.map((line) => {
    const match = /^([A-Za-z]+)(?:\s*[-–]\s*([A-Za-z]+))?\s+(\S+?)\s*[-–]\s*(\S+)$/.exec(line.trim());
    const first = WEEK.indexOf(match?.[1] as Day);
    const last = match?.[2] === undefined ? first : WEEK.indexOf(match[2] as Day);
    if (!match || first < 0 || last < first) throw new Error(`Opening hours: cannot read "${line}"`);
    return {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: WEEK.slice(first, last + 1),
      opens: clock(match[3]!),
      closes: clock(match[4]!),
    };
  });
}

/**
 * The physical store (home and contact pages): address, map position, opening hours, phone and
 * e-mail. `hours` are the hours the page itself shows, so the data matches what a visitor reads.
 */
export function jewelryStoreJsonLd({ telephone, email, hours }: { telephone: string; email: string; hours: readonly string[] }): WithContext<JewelryStore> {
  const home = absoluteUrl("/");
  const { latitude, longitude } = SHOP.geo;
  return {
    "@context": CONTEXT,
    "@type": "JewelryStore",
    "@id": `${home}#store`,
    name: SHOP.name,
    description: `${SHOP.tagline}: hallmarked 925 sterling-silver rings, chains, necklaces, earrings and bracelets.`,
    url: home,
    image: absoluteUrl("/media/demo/hero/1.webp"),
    logo: absoluteUrl("/icon.svg"),
    telephone,
    email,
    address: postalAddress(SHOP.address),
    geo: { "@type": "GeoCoordinates", latitude, longitude },
    hasMap: googleMapsUrl(),
    openingHoursSpecification: openingHoursJsonLd(hours),
    currenciesAccepted: CURRENCY,
    parentOrganization: { "@id": `${home}#organization` },
    sameAs: [SHOP.instagramUrl],
  };
}

/**
 * SHOP.address is one line ("12 MG Road, Jaipur, Rajasthan 302001, India"); search engines want
 * its parts. A line in another shape is given whole as the street address.
 */
export function postalAddress(line: string): PostalAddress {
  const parts = line.split(",").map((part) => part.trim());
  const match = parts.length === 4 ? /^(.*\S)\s+(\d{6})$/.exec(parts[2] ?? "") : null;
  if (!match) return { "@type": "PostalAddress", streetAddress: line, addressCountry: countryCode(DEFAULT_COUNTRY) };
  return {
    "@type": "PostalAddress",
    streetAddress: parts[0],
    addressLocality: parts[1],
    addressRegion: match[1],
    postalCode: match[2],
    addressCountry: countryCode(parts[3] ?? DEFAULT_COUNTRY),
  };
}

function countryCode(country: string): string {
  return country === "India" ? "IN" : country;
}
