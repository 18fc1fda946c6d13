// The texts of the back office's inquiries, contact messages and customers (back office §2, §8:
// the spec's exact words first, ours where it is silent), for the pages and their handlers. Kept
// out of MSG (src/lib/messages.ts), which every storefront page carries.

export const INQUIRY_MSG = {
  // The page (§2 Admin inquiries)
  title: "Inquiries",
  refreshed: "Inquiries refreshed",
  listed: "Inquiries",
  markedRead: "Marked as Read",
  markedUnread: "Marked as Unread",
  statusFailed: "Failed to update status",
  notFound: "This inquiry no longer exists.",
  badId: "must be an inquiry id",
  badStatus: "must be true or false",
  emptyTitle: "No Inquiries Found",
  emptyText: "No inquiries have arrived yet.",
  noMatchText: (term: string) => `No results for "${term}". Try a different search.`,
} as const;

export const CONTACT_MESSAGE_MSG = {
  title: "Contact messages",
  refreshed: "Messages refreshed",
  listed: "Contact messages",
  markedRead: "Marked as Read",
  markedUnread: "Marked as Unread",
  statusFailed: "Failed to update status",
  notFound: "This message no longer exists.",
  badId: "must be a message id",
  badStatus: "must be true or false",
  emptyTitle: "No Messages Found",
  emptyText: "No messages have arrived through the contact form yet.",
  noMatchText: (term: string) => `No results for "${term}". Try a different search.`,
} as const;

export const CUSTOMER_MSG = {
  // The page (§2 Customers)
  title: "Customers",
  refreshed: "Customers refreshed",
  listed: "Customers",
  found: "Customer",
  totalCustomers: "Total Customers",
  verifiedCustomers: "Verified Customers",
  newThisMonth: "New This Month",
  emptyTitle: "No Customers Found",
  noMatchText: (term: string) => `No results for "${term}". Try a different search.`,
  emptyText: "There are no registered customers yet.",
  active: "Active",
  inactive: "Inactive",
  activated: "Customer activated",
  deactivated: "Customer deactivated",
  statusFailed: "Failed to update status",
  notFound: "This customer no longer exists.",
  badId: "must be a customer id",
  badStatus: "must be true or false",
} as const;
