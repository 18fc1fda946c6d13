// The words of issue 45's consent boxes, the account's "Messages from the shop" and the unsubscribe
// page: safe on both sides. Three separate objects, so a page's bundle carries only its own words.

/** The sign-up form's box (separate, unticked, not a condition of anything). */
export const SIGNUP_CONSENT = {
  box: "Send me news, offers and cart reminders by e-mail",
  hint: "Optional. Stop them at any time, from your account or any of our mails.",
} as const;

/** "Messages from the shop" on /account and its API. */
export const ACCOUNT_CONSENT = {
  title: "Messages from the shop",
  lead: "News, offers and a reminder of a cart you left. Optional; untick to stop them at any time.",
  emailBox: "By e-mail",
  whatsappBox: "On WhatsApp",
  whatsappNeedsPhone: "Add your phone number under Your details to get them on WhatsApp.",
  save: "Save my choices",
  saving: "Saving...",
  saved: "Your choices are saved.",
  loadFailed: "Could not load your choices. Please reload the page.",
  saveFailed: "Could not save your choices. Please try again.",
  whatsappPhoneRequired: "Add your phone number under Your details first, then tick WhatsApp.",
} as const;

/** The one-click unsubscribe (API and page). */
export const UNSUBSCRIBE_MSG = {
  title: "Unsubscribe",
  subtitle: "Stop what you no longer want from us. Order updates are not affected.",
  badLink: "This unsubscribe link is not valid. Please use the link from your latest mail, or change your choices in your account.",
  tooMany: (minutes: number) => `Too many requests. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  unsubscribed: "You are unsubscribed.",
  alreadyUnsubscribed: "You were already unsubscribed.",
  marketingWhat: "You will get no more news, offers or cart reminders from us, by e-mail or WhatsApp.",
  alertsWhat: "We will cancel the back-in-stock alerts you are waiting for.",
  button: "Unsubscribe",
  doneMarketing: "You will get no more news, offers or cart reminders from us. Order updates still come as usual.",
  doneAlerts: "Your back-in-stock alerts are cancelled. You can ask again on any sold-out piece.",
  nothingLeft: "There is nothing left to unsubscribe from for this address.",
  changeInAccount: "You can change your choices at any time in your account.",
} as const;
