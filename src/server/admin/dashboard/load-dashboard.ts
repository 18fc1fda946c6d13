import "server-only";
import type { Dashboard, DashboardNotification } from "@/lib/api/admin/dashboard";
import { DASHBOARD_MSG } from "@/lib/admin/dashboard-messages";
import { demoPlaceholders } from "@/lib/admin/demo-placeholders";
import { adminCustomerJSON, adminCustomerSelect } from "@/server/admin/customers/customer-record";
import { DEFAULT_LOW_STOCK_THRESHOLD, lowStockProducts } from "@/server/admin/dashboard/low-stock";
import { salesByDay } from "@/server/admin/dashboard/sales-by-day";
import { adminInquiryJSON, adminInquirySelect } from "@/server/admin/inquiries/inquiry-record";
import { type Permission, type StaffRole, can } from "@/lib/admin/permissions";
import { db } from "@/server/db";

// GET /api/admin/dashboard (back office §2 Dashboard, issue 14): everything the owner sees at a
// glance (what the role may see of it, issue 43), as independent counts, aggregates and short lists read in parallel (not one interactive
// transaction, which would hold one connection for all of them). No list is loaded to be counted.

export const DASHBOARD_LIST_SIZE = 5;
export const MAX_NOTIFICATIONS = 4;

/** What each part of the dashboard needs (issue 43): a role sees only the cards of what it may use. */
export const DASHBOARD_PARTS = {
  /** Customers: the users count, the recent users, the active users. */
  customers: "customers",
  /** The catalogue's upkeep: products and categories counts, categories, low stock (links to editing). */
  catalogue: "catalogue.write",
  inquiries: "inquiries",
  messages: "messages",
  blog: "blog",
  orders: "orders",
  /** Sales figures: the owner and managers only. */
  sales: "reports",
  /** The shop's contact and legal fields still showing the demo's values (fixed in Settings). */
  placeholders: "settings",
} as const satisfies Record<string, Permission>;

/** The value of `load()` when the role may see the part, otherwise null (and nothing read). */
function part<T>(role: StaffRole, permission: Permission, load: () => Promise<T>): Promise<T | null> {
  return can(role, permission) ? load() : Promise.resolve(null);
}

/**
 * GET /api/admin/dashboard's parts, in the shape the page reads (src/lib/api/admin/dashboard.ts),
 * for a role: a part the role may not use is null and never read. `local` says whether this is the
 * local (demo) shop, where no second factor is asked for (the dashboard says so).
 */
export async function loadDashboard({ role = "owner", local = false, now = new Date() }: { role?: StaffRole; local?: boolean; now?: Date } = {}): Promise<Dashboard> {
  const P = DASHBOARD_PARTS;
  const [users, products, categories, inquiries, blogs, activeUsers, activeCategories, availableProducts, firstCategories, recentUsers, recentInquiries, sales, waitingGroups, lowStock, settings, unreadInquiries, unreadMessages] =
    await Promise.all([
      part(role, P.customers, () => db.customer.count()),
      part(role, P.catalogue, () => db.product.count()),
      part(role, P.catalogue, () => db.category.count()),
      part(role, P.inquiries, () => db.inquiry.count()),
      part(role, P.blog, () => db.blogPost.count()),
      part(role, P.customers, () => db.customer.count({ where: { active: true } })),
      part(role, P.catalogue, () => db.category.count({ where: { active: true } })),
      part(role, P.catalogue, () => db.product.count({ where: { active: true } })),
      part(role, P.catalogue, () =>
        db.category.findMany({
          orderBy: [{ sortOrder: "asc" }, { name: "asc" }],
          take: DASHBOARD_LIST_SIZE,
          select: { id: true, name: true, slug: true, active: true, _count: { select: { products: true } } },
        }),
      ),
      part(role, P.customers, () => db.customer.findMany({ orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: DASHBOARD_LIST_SIZE, select: adminCustomerSelect })),
      part(role, P.inquiries, () => db.inquiry.findMany({ orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: DASHBOARD_LIST_SIZE, select: adminInquirySelect })),
      part(role, P.sales, () => salesByDay(now)),
      part(role, P.orders, () =>
        db.order.groupBy({ by: ["status", "paymentMethod"], where: { status: { in: ["draft", "acknowledged", "payment_pending"] } }, _count: { _all: true } }),
      ),
      part(role, P.catalogue, () => lowStockProducts()),
      db.siteSettings.findUnique({ where: { id: 1 }, select: { lowStockThreshold: true, contactPhone: true, contactEmail: true, gstin: true } }),
      part(role, P.inquiries, () => db.inquiry.count({ where: { read: false } })),
      part(role, P.messages, () => db.contactMessage.count({ where: { read: false } })),
    ]);

  // A cash-on-delivery draft awaits the owner's confirmation call, the other drafts a payment link: counted apart, as the orders' filter finds them.
  const waitingCount = (status: string, cod: boolean) =>
    (waitingGroups ?? []).filter((group) => group.status === status && (group.paymentMethod === "cod") === cod).reduce((sum, group) => sum + group._count._all, 0);
  const waiting = waitingGroups
    ? {
        awaiting_confirmation: waitingCount("draft", true),
        draft: waitingCount("draft", false),
        acknowledged: waitingCount("acknowledged", false),
        payment_pending: waitingCount("payment_pending", false),
      }
    : null;
  const waitingTotal = waiting ? waiting.awaiting_confirmation + waiting.draft + waiting.acknowledged + waiting.payment_pending : null;

  const counts: Dashboard["counts"] = {};
  if (users !== null) counts.users = users;
  if (products !== null) counts.products = products;
  if (categories !== null) counts.categories = categories;
  if (inquiries !== null) counts.inquiries = inquiries;
  if (blogs !== null) counts.blogs = blogs;

  return {
    role,
    counts,
    system: activeUsers !== null && activeCategories !== null && availableProducts !== null ? { activeUsers, activeCategories, availableProducts } : null,
    categories:
      firstCategories?.map((category) => ({
        _id: category.id,
        name: category.name,
        slug: category.slug,
        status: category.active,
        productCount: category._count.products,
      })) ?? null,
    recentUsers: recentUsers?.map(adminCustomerJSON) ?? null,
    inquiries: recentInquiries?.map(adminInquiryJSON) ?? null,
    notifications: notificationsOf({ unreadInquiries, unreadMessages, waitingTotal, lowStock: lowStock?.total ?? null }),
    sales,
    waiting,
    lowStock: lowStock ? { threshold: settings?.lowStockThreshold ?? DEFAULT_LOW_STOCK_THRESHOLD, total: lowStock.total, products: lowStock.products } : null,
    unread: unreadInquiries !== null || unreadMessages !== null ? { inquiries: unreadInquiries, messages: unreadMessages } : null,
    placeholders: can(role, P.placeholders) ? demoPlaceholders(settings) : [],
    secondFactorOptional: local,
  };
}

/** At most 4 summary lines, most pressing first, only for counts above zero (a null count: a part the role does not see). */
function notificationsOf({
  unreadInquiries,
  unreadMessages,
  waitingTotal,
  lowStock,
}: {
  unreadInquiries: number | null;
  unreadMessages: number | null;
  waitingTotal: number | null;
  lowStock: number | null;
}): DashboardNotification[] {
  const lines: DashboardNotification[] = [];
  if (waitingTotal) lines.push({ kind: "orders", count: waitingTotal, text: DASHBOARD_MSG.ordersWaiting(waitingTotal) });
  if (unreadInquiries) lines.push({ kind: "inquiries", count: unreadInquiries, text: DASHBOARD_MSG.unreadInquiries(unreadInquiries) });
  if (unreadMessages) lines.push({ kind: "messages", count: unreadMessages, text: DASHBOARD_MSG.unreadMessages(unreadMessages) });
  if (lowStock) lines.push({ kind: "lowStock", count: lowStock, text: DASHBOARD_MSG.lowStock(lowStock) });
  return lines.slice(0, MAX_NOTIFICATIONS);
}
