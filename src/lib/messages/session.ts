// The texts of the account's "Where you're signed in" list (/account, /api/user/sessions): kept apart
// from MSG (src/lib/messages/shop.ts), which every storefront page's client code carries.

export const SESSION_MSG = {
  sessionsTitle: "Where you're signed in",
  sessionsLead: "These devices are signed in to your account. Sign out of any you do not recognise.",
  sessionsFetched: "Sessions fetched",
  sessionsLoading: "Loading your devices...",
  sessionsFailed: "Your devices could not be loaded. Please try again.",
  sessionsRetry: "Try Again",
  sessionsThisDevice: "This device",
  sessionsSignedInAt: (when: string) => `Signed in ${when}`,
  sessionsLastActiveAt: (when: string) => `Last active ${when}`,
  sessionsSignOutDevice: "Sign out of this device",
  sessionsSignOutDeviceLabel: (device: string, lastActive: string) => `Sign out of this device: ${device}, last active ${lastActive}`,
  sessionsSignedOutDevice: "That device has been signed out.",
  sessionsSignOutEverywhere: "Sign out everywhere",
  sessionsSignOutEverywhereHint: "Signs out every device, this one too. You will need your password to sign in again.",
  sessionsSignedOutEverywhere: "You have been signed out on every device.",
  sessionsSigningOut: "Signing out...",
  sessionNotFound: "That session is not one of yours, or it has already ended.",
} as const;
