// The texts of the back office's dashboard (back office §2 Dashboard: the spec's card titles; the
// notification lines, built from counts, are ours). Kept out of MSG (src/lib/messages.ts), which
// every storefront page carries.

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const DASHBOARD_MSG = {
  title: "Dashboard",
  loaded: "Dashboard",
  totalUsers: "Total Users",
  products: "Products",
  categories: "Categories",
  inquiries: "Inquiries",
  blogPosts: "Blog Posts",
  systemOverview: "System Overview",
  activeUsers: "Active Users",
  activeCategories: "Active Categories",
  availableProducts: "Available Products",
  categoriesOverview: "Categories Overview",
  quickActions: "Quick Actions",
  recentUsers: "Recent Users",
  recentInquiries: "Recent Inquiries",
  notifications: "Notifications",
  // Notification lines (at most 4, only those with something to say)
  unreadInquiries: (n: number) => `${plural(n, "unread inquiry", "unread inquiries")} waiting for a reply`,
  unreadMessages: (n: number) => `${plural(n, "unread contact message", "unread contact messages")}`,
  ordersWaiting: (n: number) => `${plural(n, "order", "orders")} waiting for action`,
  lowStock: (n: number) => `${plural(n, "product", "products")} low on stock`,
} as const;
