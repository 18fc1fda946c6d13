import { BLOG_MSG } from "./blog";
import { CART_MSG } from "./cart";
import { CATALOGUE_MSG } from "./catalogue";
import { SHELL_MSG } from "./shell";

// The spec's exact texts (storefront §2, §5, §8; back office §2, §5, §8). UI and tests import these.
// The texts of the islands on every storefront page, on the catalogue pages, on the cart, wishlist,
// checkout and order-request pages and on the blog have their own modules (shell.ts,
// catalogue.ts, cart.ts, blog.ts beside this file) so those pages' client code ships only
// them; MSG spreads them all in.

export const MSG = {
  ...SHELL_MSG,
  ...CATALOGUE_MSG,
  ...CART_MSG,
  ...BLOG_MSG,

  // Listings and cards
  noProductsHome: "No Products Found....",
  noProductsList: "No products found :(",
  viewAll: "View All",
  shopNow: "SHOP NOW",
  visitOurStore: "Visit our store",

  // Product list and other listings (storefront §2.6, §2.7)
  categoriesHeading: "CATEGORIES",
  allCategories: "All",
  collectionIntro: "Exquisite Jewellery Collection",
  resultsCount: (n: number) => `Results: ${n} ${n === 1 ? "Product" : "Products"}`,
  newCollection: "New Collection",
  exploreNow: "EXPLORE NOW",

  // Product detail and Quick View (storefront §2.9)
  orderRequest: "Order Request",
  relatedProducts: "Related Products",
  sterlingSilver: "925 Sterling Silver",

  // Detail and cart validation
  loginFirst: "Please login first",
  adminLoginFirst: "Please login as the shop's admin first.",
  adminOnly: "Only the shop's admin can do this.",
  notYourAccount: "You can only change your own account.",
  // The server cart and wishlist (not given by the spec: the old app showed the server's msg).
  productNotFound: "Product not found",
  cartFull: (max: number) => `Your cart can hold at most ${max} products. Please remove one first.`,
  wishlistFull: (max: number) => `Your wishlist can hold at most ${max} products. Please remove one first.`,
  cartSaved: "Cart saved",
  cartFetched: "Cart fetched successfully",
  removedFromCart: "Removed from cart",
  wishlistSaved: "Wishlist saved",
  wishlistFetched: "Wishlist fetched successfully",
  pricesFetched: "Current prices and stock",

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
  // Not given by the spec (the old app showed the server's msg): the accounts API's own texts.
  loginFillAll: "Please enter your email and password.",
  passwordTooShort: (min: number) => `Password must be at least ${min} characters.`,
  passwordTooLong: (max: number) => `Password must be at most ${max} characters.`,
  emailTaken: "An account with this email already exists. Please sign in instead.",
  registered: "Registration successful",
  loggedIn: "Login successful",
  invalidLogin: "Invalid email or password.",
  tooManyLogins: (minutes: number) =>
    `Too many failed sign-in attempts. Please try again in ${minutes === 1 ? "a minute" : `${minutes} minutes`}.`,
  tooManyAccountRequests: (minutes: number) =>
    `Too many requests in a short time. Please try again in ${minutes === 1 ? "a minute" : `${minutes} minutes`}.`,
  googleNotConfigured: "Google sign-in is not configured.",
  currentPasswordRequired: "Please enter your current password.",
  currentPasswordWrong: "Your current password is not correct.",
  resetFillAll: "Please enter and confirm your new password.",
  resetLinkInvalid: "This reset link is invalid or has expired. Please ask for a new one.",
  resetMailSubject: "Reset your Silver Aura password",
  // Account pages and the header's account menu (storefront §2.3, 2.12, 2.13, §8). The spec names
  // the titles, labels and the two register messages; the rest are ours, where it is silent.
  loginTitle: "Welcome Back",
  loginSubtitle: "Please sign in to your account",
  rememberMe: "Remember me",
  forgotPasswordLink: "Forgot password?",
  signIn: "Sign In",
  authenticating: "Authenticating...",
  orDivider: "or",
  googleSignIn: "Continue with Google",
  createAccount: "Create Account",
  backToHome: "Back to Home",
  clientError: "Client side error:",
  clientErrorHint: "Please check your connection and try again.",
  accountServerError: "Something went wrong on our side. Please try again in a moment.",
  loginWelcome: (firstName: string) => `Welcome back, ${firstName}!`,
  registerTitle: "Create Account",
  registerSubtitle: "Join us to save your wishlist, keep your cart on every device and order faster.",
  registerSubmit: "Register",
  registering: "Creating account...",
  registerWelcome: (firstName: string) => `Welcome, ${firstName}! Your account is ready.`,
  haveAccount: "Already have an account?",
  acceptTermsBefore: "I accept the ",
  acceptTermsLink: "Terms & Conditions",
  emailRequired: "Please enter your e-mail address.",
  passwordRequired: "Please enter your password.",
  forgotTitle: "Forgot your password?",
  forgotSubtitle: "Enter the e-mail address of your account and we will send you a link to set a new password.",
  forgotSubmit: "Send Reset Link",
  forgotSending: "Sending...",
  forgotSent: "If an account exists for that e-mail, we have sent a link to reset the password.",
  forgotSentHint: "The link works once and expires soon. Check your spam folder if it does not arrive.",
  backToLogin: "Back to Login",
  resetTitle: "Set a new password",
  resetSubtitle: "Choose a new password for your account.",
  resetSubmit: "Save New Password",
  resetSaving: "Saving...",
  resetDone: "Your password has been changed. Log in with your new password.",
  resetMissingToken: "This reset link is incomplete. Please ask for a new one.",
  resetAskNew: "Ask for a new link",
  goToLogin: "Go to Login",
  accountTitle: "My Account",
  accountProfile: "Your details",
  accountSaveProfile: "Save Details",
  accountSaving: "Saving...",
  accountProfileSaved: "Your details have been saved.",
  accountChangePassword: "Change password",
  accountPasswordChanged: "Your password has been changed. Other devices have been signed out.",
  accountOrders: "Orders",
  accountOrdersPlaceholder: "Your orders will be listed here.",
  accountNameRequired: "Please enter your name.",
  accountPhoneInvalid: "Please enter a valid 10-digit mobile number.",
  accountLoading: "Loading your account...",
  newCustomer: "New to our store?",
  accountEmailFixed: "Your e-mail address is your login and cannot be changed here.",
  accountPhoneHint: "10 digits, e.g. 98765 43210",
  accountBrowse: "Browse Products",
  accountSignedOut: "You are signed out. Sign in again to see your account.",
  accountGreeting: (firstName: string) => `Hello, ${firstName}. Manage your details, password and orders here.`,
  passwordHint: (min: number, max: number) => `Use ${min} to ${max} characters.`,

  // Client-side failures
  clientErrorCategories: "Client side error fetching categories.",
  clientErrorColors: "Client side error fetching colors.",

  // Not found
  pageNotFound: "Page Not Found",

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
