// Page title, description and keywords for each storefront path (storefront §2.2: "Each shop path
// has its own page title, description and keywords... The texts are not shown"). Titles leave out
// the shop name: the root layout's title template adds " | Silver Aura".
import type { Category } from "@/lib/types/catalogue";

export interface PageMeta {
  title: string;
  description: string;
  keywords: string[];
}

const PAGE_META = {
  product: {
    title: "Shop 925 Sterling Silver Jewellery Online",
    description:
      "Hallmarked 925 sterling-silver necklaces, bracelets, earrings, tops and rings for women and men, handcrafted in Jaipur and priced in rupees.",
    keywords: ["925 sterling silver jewellery", "buy silver jewellery online", "silver jewellery India", "hallmarked silver", "Jaipur silver jewellery"],
  },
  necklace: {
    title: "Sterling Silver Necklaces & Pendants",
    description:
      "925 sterling-silver necklaces and pendants, from everyday solitaires and evil-eye charms to statement wedding pieces. Hallmarked, handcrafted in Jaipur.",
    keywords: ["silver necklace", "sterling silver pendant", "925 silver necklace for women", "silver chain pendant", "silver necklace online India"],
  },
  bracelets: {
    title: "Sterling Silver Bracelets",
    description:
      "Chain, tennis, cuff and charm bracelets in hallmarked 925 sterling silver. Light, skin-friendly and finished by hand in Jaipur for daily wear and gifting.",
    keywords: ["silver bracelet", "sterling silver bracelet for women", "925 silver bracelet", "silver cuff bracelet", "silver tennis bracelet"],
  },
  earrings: {
    title: "Sterling Silver Earrings – Jhumkas, Hoops & Drops",
    description:
      "Jhumkas, chandbalis, hoops and drop earrings in 925 sterling silver, from oxidised traditional designs to sparkling CZ. Hypoallergenic and hallmarked.",
    keywords: ["silver earrings", "silver jhumka", "sterling silver hoops", "925 silver drop earrings", "oxidised silver earrings"],
  },
  tops: {
    title: "Sterling Silver Tops & Stud Earrings",
    description:
      "Everyday silver tops and stud earrings: solitaires, flowers and tiny CZ clusters in 925 sterling silver, gentle on sensitive ears and easy to wear all day.",
    keywords: ["silver tops", "silver stud earrings", "925 silver studs", "CZ stud earrings", "small silver earrings for daily wear"],
  },
  "ladies-rings": {
    title: "Sterling Silver Rings for Women",
    description:
      "Solitaire, band, stackable and statement rings for women in hallmarked 925 sterling silver, set with cubic zirconia and coloured stones. Made in Jaipur.",
    keywords: ["silver rings for women", "sterling silver ring", "925 silver solitaire ring", "silver stackable rings", "ladies silver ring online"],
  },
  "mens-rings": {
    title: "Sterling Silver Rings for Men",
    description:
      "Bold bands, signet rings and gemstone rings for men in solid 925 sterling silver, hand-finished in Jaipur. Hallmarked silver, priced in rupees.",
    keywords: ["silver rings for men", "men's sterling silver ring", "925 silver band for men", "silver signet ring", "gents silver ring"],
  },
  "gift-cases": {
    title: "Premium Silver Jewellery Gift Boxes",
    description:
      "Ready-to-give 925 sterling-silver jewellery in premium gift boxes for birthdays, anniversaries, Raksha Bandhan and weddings, beautifully packed.",
    keywords: ["silver jewellery gift box", "silver gift for her", "anniversary silver gift", "silver gift set", "jewellery gift India"],
  },
  "new-arrivals": {
    title: "New Arrivals in Sterling Silver Jewellery",
    description:
      "The latest 925 sterling-silver designs from our Jaipur workshop: fresh necklaces, earrings, rings and bracelets, just added to the collection.",
    keywords: ["new silver jewellery", "latest silver designs", "new arrivals silver jewellery", "925 silver new collection"],
  },
  "trending-products": {
    title: "Trending Silver Jewellery",
    description:
      "The sterling-silver pieces shoppers love right now: trending necklaces, jhumkas, rings and bracelets in hallmarked 925 silver.",
    keywords: ["trending silver jewellery", "popular silver jewellery", "925 silver trending designs", "silver jewellery styles"],
  },
  "best-sellers": {
    title: "Best-Selling Silver Jewellery",
    description:
      "Our customers' favourite 925 sterling-silver jewellery: the best-selling necklaces, earrings, rings and bracelets from Silver Aura in Jaipur.",
    keywords: ["best selling silver jewellery", "bestseller silver rings", "customer favourite silver jewellery", "925 silver bestsellers"],
  },
  search: {
    title: "Search Silver Jewellery",
    description: "Search our 925 sterling-silver collection by name, code or category to find necklaces, earrings, rings, bracelets and gifts.",
    keywords: ["search silver jewellery", "find silver jewellery", "silver jewellery by code"],
  },
  blog: {
    title: "Silver Jewellery Blog – Care, Styling & Gifting",
    description:
      "Guides on caring for sterling silver, how to tell real 925 silver, styling tips and gift ideas, from the silversmiths at our Jaipur store.",
    keywords: ["silver jewellery blog", "how to clean silver jewellery", "925 silver care", "silver jewellery styling", "silver gift ideas"],
  },
  contact: {
    title: "Contact Us",
    description:
      "Questions about an order, sizing or a custom piece? Call, write or visit our silver jewellery store on MG Road, Jaipur.",
    keywords: ["contact silver jewellery store", "silver jewellery shop Jaipur", "silver jewellery customer support"],
  },
  "about-us": {
    title: "About Us – Silversmiths from Jaipur",
    description:
      "Who we are: a Jaipur silver jewellery house crafting hallmarked 925 sterling-silver jewellery with honest pricing and hand-finished detail.",
    keywords: ["about Silver Aura", "Jaipur silversmiths", "925 silver jewellery makers", "handcrafted silver jewellery India"],
  },
  login: {
    title: "Log In",
    description: "Log in to your account to see your orders, save your wishlist and check out faster.",
    keywords: ["login", "silver jewellery account", "sign in"],
  },
  register: {
    title: "Create an Account",
    description: "Register for an account to track orders, keep a wishlist and check out faster on your next silver jewellery purchase.",
    keywords: ["register", "create account", "sign up silver jewellery"],
  },
  faq: {
    title: "Frequently Asked Questions",
    description:
      "Answers about 925 silver purity and hallmarks, free shipping across India, 7-day returns, gift boxes and caring for your sterling-silver jewellery.",
    keywords: ["silver jewellery FAQ", "is 925 silver real silver", "silver jewellery shipping India", "how to clean silver jewellery", "silver jewellery return policy"],
  },
  sizeGuide: {
    title: "Ring, Bangle & Chain Size Guide",
    description:
      "Find your ring, bangle, chain and anklet size at home: Indian ring sizes in mm, bangle sizes 2-2 to 2-10, lengths in inches, and a printable ring-size chart.",
    keywords: ["ring size chart India", "how to measure ring size", "bangle size chart", "chain length guide", "printable ring sizer"],
  },
  cart: {
    title: "Your Cart",
    description: "Review the silver jewellery in your cart, choose colours and quantities, and proceed to a secure checkout.",
    keywords: ["shopping cart", "silver jewellery cart", "checkout"],
  },
  checkout: {
    title: "Checkout",
    description: "Enter your contact details and delivery address and pay securely by card, UPI or netbanking for the silver jewellery in your cart.",
    keywords: ["checkout", "pay online", "silver jewellery order"],
  },
  "payment-success": {
    title: "Payment Successful",
    description: "Thank you for your order. It will be processed within 24 hours and shipped within 2-3 business days; track it any time with its order number.",
    keywords: ["order confirmed", "payment successful", "track order"],
  },
  wishlist: {
    title: "Your Wishlist",
    description: "The silver jewellery you have saved for later. Move favourites to your cart whenever you are ready.",
    keywords: ["wishlist", "saved silver jewellery", "favourites"],
  },
  "order-request": {
    title: "Order Request",
    description: "Send an order request for our 925 sterling-silver jewellery without paying now: we confirm your pieces and send a payment link within 24 hours.",
    keywords: ["order request", "silver jewellery order", "pay by link"],
  },
  terms: {
    title: "Terms & Conditions",
    description: "The terms for buying from our online silver jewellery store: orders, prices in rupees, payment, shipping and privacy.",
    keywords: ["terms and conditions", "shipping policy", "silver jewellery store terms"],
  },
  inquiry: {
    title: "Product Inquiry",
    description: "Ask about any piece of our 925 sterling-silver jewellery: send the product codes with your question and we reply within 24 hours.",
    keywords: ["silver jewellery inquiry", "ask about silver jewellery", "bulk silver jewellery order"],
  },
  "track-order": {
    title: "Track Your Order",
    description: "Follow your silver jewellery order with its order number and e-mail: every step with its date, courier and tracking number, payment link and invoice.",
    keywords: ["track order", "order status", "silver jewellery order tracking"],
  },
  privacy: {
    title: "Privacy Policy",
    description:
      "What personal data our silver jewellery shop collects, why, how long we keep it, who processes it, and how to ask for a copy, correction or deletion.",
    keywords: ["privacy policy", "personal data", "DPDP Act 2023", "data deletion request", "cookies"],
  },
} as const satisfies Record<string, PageMeta>;

export type PageMetaKey = keyof typeof PAGE_META;

export function isPageMetaKey(key: string): key is PageMetaKey {
  return Object.hasOwn(PAGE_META, key);
}

/** The title, description and keywords of a storefront path. */
export function pageMeta(key: PageMetaKey): PageMeta {
  const meta = PAGE_META[key];
  return { title: meta.title, description: meta.description, keywords: [...meta.keywords] };
}

/**
 * A category's texts: the written ones for the spec's category paths (necklace, tops...), and for
 * a category the owner adds later, texts made from its name and description.
 */
export function categoryMeta(category: Pick<Category, "name" | "slug" | "description">): PageMeta {
  if (isPageMetaKey(category.slug)) return pageMeta(category.slug);
  const name = category.name.trim();
  // "Silver Anklets" → "anklets", so keywords read "silver anklets" rather than "silver silver anklets".
  const lower = name.toLowerCase().replace(/^(925 )?(sterling )?silver\s+/, "");
  const title = /silver/i.test(name) ? name : `Sterling Silver ${name}`;
  const description =
    category.description.trim() ||
    `Shop ${lower} in hallmarked 925 sterling silver, handcrafted in Jaipur and priced in rupees.`;
  return {
    title,
    description: truncate(description, 160),
    keywords: [`silver ${lower}`, `sterling silver ${lower}`, `925 silver ${lower}`, `${lower} online India`],
  };
}

function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
