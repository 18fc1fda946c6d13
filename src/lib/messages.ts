// The spec's exact texts (storefront §2, §5, §8; back office §2, §5, §8). UI and tests import these.

export const MSG = {
  // Listings and cards
  noProductsHome: "No Products Found....",
  noProductsList: "No products found :(",
  outOfStockBadge: "OUT OF STOCK",
  imageNotFound: "Image Not Found",
  addToCart: "Add to Cart",
  addedToCart: "✓ Added",
  viewDetails: "View Details",
  outOfStock: "Out of Stock",
  inStock: "In Stock",
  youSave: "You Save",
  addedToWishlist: "Added to wishlist",
  removedFromWishlist: "Removed from wishlist",
  quickView: "Quick View",
  viewAll: "View All",
  exploreBestseller: "Explore Bestseller",
  shopNow: "SHOP NOW",
  visitOurStore: "Visit our store",

  // Product list and other listings (storefront §2.6, §2.7)
  categoriesHeading: "CATEGORIES",
  allCategories: "All",
  collectionIntro: "Exquisite Jewellery Collection",
  resultsCount: (n: number) => `Results: ${n} ${n === 1 ? "Product" : "Products"}`,
  filterAndSort: "Filter & Sort",
  applyFilters: "Apply Filters",
  newCollection: "New Collection",
  exploreNow: "EXPLORE NOW",
  /** Not given by the spec ("a closing message appears; its text is not shown"). */
  listingEnd: (n: number) => `You've seen all ${n} ${n === 1 ? "piece" : "pieces"}.`,

  // Product detail and Quick View (storefront §2.9)
  detailAddedToCart: "Added to Cart",
  addedToCartToast: "Added to cart",
  addToWishlist: "Add to Wishlist",
  detailAddedToWishlist: "Added to Wishlist",
  orderRequest: "Order Request",
  relatedProducts: "Related Products",
  sterlingSilver: "925 Sterling Silver",

  // Detail and cart validation
  purchaseOnly: (n: number) => `You can purchase only ${n} as the quantity is not available.`,
  selectColor: "Please select a color.",
  itemOutOfStock: "This item is currently out of stock.",
  loginFirst: "Please login first",
  adminLoginFirst: "Please login as the shop's admin first.",
  notYourAccount: "You can only change your own account.",
  cartEmpty: "Your cart is empty",

  // Blog
  blogLoading: "Loading...",
  noArticles: "No articles found.",
  articleLoading: "Loading article...",
  articleNotFound: "Article not found.",
  backToBlog: "Back to Blog",
  unableToFetchBlogs: "Unable to fetch blogs",
  unableToLoadArticle: "Unable to load article",

  // Contact
  contactNameRequired: "Full Name is required.",
  contactEmailRequired: "Email Address is required.",
  contactEmailInvalid: "Please enter a valid email address.",
  contactPhoneRequired: "Phone Number is required.",
  contactPhoneInvalid: "Please enter a valid 10-digit mobile number.",
  contactMessageRequired: "Your Message is required.",
  contactConsent: "I agree to the privacy policy and consent to being contacted regarding my inquiry.",
  contactThanksTitle: "Thank You!",
  contactThanksBody: "Your message has been sent successfully. We will be in touch soon.",
  contactSendAnother: "Send Another Message",
  // Not given by the spec (it shows the consent box, the limits and the send call nowhere).
  contactConsentRequired: "Please agree to the privacy policy so that we may contact you.",
  contactTooLong: (field: string, max: number) => `${field} must be at most ${max.toLocaleString("en-IN")} characters.`,
  contactSubmit: "Send Message",
  contactSending: "Sending...",
  contactSendFailed: "Your message could not be sent. Please check your connection and try again.",
  contactTooMany: (minutes: number) =>
    `You have sent several messages in a short time. Please try again in ${minutes === 1 ? "a minute" : `${minutes} minutes`}.`,

  // Accounts
  registerFillAll: "Please fill all fields and accept terms.",
  passwordsMustMatch: "Passwords must match!!",
  googleFailed: "Google login failed. Please try again.",

  // Client-side failures
  clientErrorCategories: "Client side error fetching categories.",
  clientErrorColors: "Client side error fetching colors.",
  clientErrorProducts: "Client side error fetching products.",

  // Not found
  pageNotFound: "Page Not Found",
  homePage: "Home Page!",
  unexpectedError: "Unexpected Application Error!",

  // Maintenance
  maintenanceTitle: "Website Temporarily Unavailable",
  // The spec describes these without their wording (back office §2 'Maintenance / suspension notice', §9).
  /** Shown when the owner has set no message of their own. */
  maintenanceMessage:
    "This website has been suspended because of an outstanding payment. It will be back as soon as the account is settled.",
  maintenanceDataWarning:
    "If the account is not settled, this website and the data stored on it (customer accounts, orders and messages) may be permanently erased.",
  maintenanceContact: "Questions? Contact",
} as const;

/** The three hero slides (storefront §2.4). Prices are data only, never displayed. */
export const HERO_SLIDES = [
  { title: "925 Sterling Silver Rings & Chains – Crafted to Shine", price: 4999 },
  { title: "Pure 925 Silver Jewellery – Timeless Elegance in Every Piece", price: 2499 },
  { title: "Shop 925 Silver Necklaces, Earrings & More", price: 1299 },
] as const;
