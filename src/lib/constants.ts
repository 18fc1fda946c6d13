// Business constants and limits from the spec (storefront §9, back office §9), in one place.

export const SHOP = {
  name: "Silver Aura",
  tagline: "925 Sterling Silver Jewellery",
  owner: "Silver Aura Jewellers",
  address: "12 MG Road, Jaipur, Rajasthan 302001, India",
  /** The store's position (MG Road, Jaipur, approximate): the map and the store's structured data. */
  geo: { latitude: 26.9124, longitude: 75.7873 },
  /** Home page 'Visit our store' hours. */
  storeHours: ["Monday-Saturday 11am-7pm", "Sunday 11am-5pm"],
  /** Contact page 'Our Place' hours. */
  contactHours: ["Monday-Friday 10am-7pm", "Saturday 10am-6pm", "Sunday 12pm-5pm"],
  phone: "+91 00000 00000",
  email: "support@example.com",
  instagramUrl: "https://www.instagram.com/",
  whatsappUrl: "https://wa.me/",
} as const;

export const CURRENCY = "INR";
export const DEFAULT_COUNTRY = "India";

// Toasts
export const APP_TOAST_MS = 1500;
export const DEFAULT_TOAST_MS = 5000;
export const TOAST_POSITION = "top-right" as const;

// Smooth scroll (lenis)
export const SMOOTH_SCROLL_SECONDS = 1.2;
export const SMOOTH_SCROLL_TOUCH_MULTIPLIER = 2;

// Home
export const HERO_AUTO_ADVANCE_MS = 5000;
export const HERO_TRANSITION_MS = 700;
export const HOME_SECTION_PRODUCT_CAP = 16;
export const CAROUSEL_STEP_PX = 300;
export const CAROUSEL_LEFT_DISABLED_AT_PX = 10;
export const HEADER_SOLID_AFTER_PX = 50;
export const SCROLL_TO_TOP_AFTER_PX = 200;
export const FOOTER_FADE_THRESHOLD = 0.15;

// Listings
export const PRODUCT_LIST_PAGE_SIZE = 9;
export const PRODUCT_LIST_INFINITE_MARGIN_PX = 200;
export const PRODUCT_LIST_SKELETONS_INITIAL = 6;
export const PRODUCT_LIST_SKELETONS_MORE = 3;
export const OTHER_LISTING_PAGE_SIZE = 12;
export const OTHER_LISTING_TRIGGER_PX = 1000;
export const OTHER_LISTING_DELAY_MS = 500;
/** The product API's page size when `limit` is absent or 0, and its ceiling. */
export const PRODUCT_API_DEFAULT_LIMIT = 12;
export const PRODUCT_API_MAX_LIMIT = 100;

export const PRODUCT_FLAGS = ["newArrival", "trendingProd", "bestSeller"] as const;
export type ProductFlag = (typeof PRODUCT_FLAGS)[number];

export const PRODUCT_SORTS = ["default", "newest", "price-low", "price-high", "name"] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** Price filter bands in rupees; `min` inclusive, `max` exclusive (null = open). */
export const PRICE_BANDS = {
  "under-1000": { label: "Under ₹1,000", min: null, max: 1000 },
  "1000-5000": { label: "₹1,000 – ₹5,000", min: 1000, max: 5000 },
  "5000-10000": { label: "₹5,000 – ₹10,000", min: 5000, max: 10000 },
  "above-10000": { label: "Above ₹10,000", min: 10000, max: null },
} as const;
export type PriceBand = keyof typeof PRICE_BANDS;
export const PRICE_BAND_KEYS = Object.keys(PRICE_BANDS) as PriceBand[];

// Product card and detail
export const QUANTITY_CHOICES = [1, 2, 3, 4, 5] as const;
export const RELATED_PRODUCTS = 4;
export const CART_RECOMMENDATIONS = 4;

// Cart and wishlist (client state, storefront §3, §4). Local storage keys as the spec spells them.
export const CART_STORAGE_KEY = "Cartlist";
export const WISHLIST_STORAGE_KEY = "wishlist";
export const USER_STORAGE_KEY = "User";
/** The order draft the cart hands to /order-request/cart (back office §order request). */
export const CART_ORDER_DRAFT_KEY = "cartOrderData";
/** Ceilings for what is read back from local storage, so a bloated entry cannot slow every page. */
export const CART_MAX_LINES = 100;
export const WISHLIST_MAX_ITEMS = 100;
/** Request body cap of the cart and wishlist sync endpoints (100 lines of ids are ~10 KB). */
export const CART_SYNC_MAX_BODY_BYTES = 64 * 1024;

// Contact
export const CONTACT_PHONE_DIGITS = 10;

// Accounts
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const ACCOUNT_NAME_MAX = 100;
/** RFC 5321's limit for a whole address. */
export const EMAIL_MAX = 254;
/** A password-reset link is valid this long, and once. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

// Blog
export const BLOG_PAGE_SIZE = 6;
export const BLOG_CARD_TAGS = 4;
export const BLOG_AUTHOR_DEFAULT = "Admin";
export const BLOG_STATUS_PUBLISHED = "published";

// Orders and inquiries (back office §9)
export const ORDER_QTY_MAX = 10;
export const ORDER_QTY_DEFAULT_CAP = 5;
export const ORDER_SUCCESS_REDIRECT_MS = 3000;
export const INQUIRY_SUCCESS_MS = 4000;
export const PAYMENT_METHODS = ["phonepe", "paytm"] as const;
export const DEFAULT_PAYMENT_METHOD = "phonepe";
export const ORDER_STATUSES = [
  "draft",
  "acknowledged",
  "payment_pending",
  "paid",
  "processing",
  "confirmed",
  "shipped",
  "delivered",
  "cancelled",
] as const;
export const PENDING_ORDER_STATUSES = ["draft", "acknowledged", "payment_pending"] as const;
export const FREE_SHIPPING_ABOVE_RUPEES = 5000;
export const RETURN_DAYS = 7;

// Media
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGES_PER_PRODUCT = 10;
export const MAX_VIDEO_BYTES = 50 * 1024 * 1024;
export const MAX_DISCOUNT_PERCENT = 99;
export const COLOR_NAMES = ["Silver", "Rose Gold", "Gold"] as const;
export type ColorName = (typeof COLOR_NAMES)[number];

// Maintenance
export const MAINTENANCE_RECHECK_MS = 10 * 60 * 1000;
/** The server reads the switch at most this often (the gate and the status API share the copy). */
export const MAINTENANCE_CACHE_MS = 10_000;
/** Retry-After on the 503 notice: crawlers and clients come back after the re-check interval. */
export const MAINTENANCE_RETRY_AFTER_S = MAINTENANCE_RECHECK_MS / 1000;

// Back office
export const ADMIN_PRODUCTS_PAGE_SIZE = 10;
export const ADMIN_NEXT_PAGE_DELAY_MS = 400;
export const NOT_FOUND_THEME_ROTATE_MS = 5000;
