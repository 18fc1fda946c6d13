// The "Return or exchange" button on the tracking page and the account (issue 22): the only return
// texts in those pages' first JavaScript. A module of its own, since a bundle takes a module whole:
// the panel's texts (ui-messages.ts) load with the panel.

export const RETURN_ENTRY_MSG = {
  open: "Return or exchange",
  openLabel: (orderNumber: string) => `Return or exchange pieces of order ${orderNumber}`,
  loading: "Loading your return options...",
} as const;
