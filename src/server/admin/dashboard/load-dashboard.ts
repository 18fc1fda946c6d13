import "server-only";
import type { Dashboard, DashboardNotification } from "@/lib/api/admin/dashboard";
import { DASHBOARD_MSG } from "@/lib/admin/dashboard-messages";
import { demoPlaceholders } from "@/lib/admin/demo-placeholders";
import { adminCustomerJSON, adminCustomerSelect } from "@/server/admin/customers/customer-record";
import { DEFAULT_LOW_STOCK_THRESHOLD, lowStockProducts } from "@/server/admin/dashboard/low-stock";
import { salesByDay } from "@/server/admin/dashboard/sales-by-day";
import { adminInquiryJSON, adminInquirySelect } from "@/server/admin/inquiries/inquiry-record";
import { db } from "@/server/db";

// GET /api/admin/dashboard (back office §2 Dashboard, issue 14): everything the owner sees at a
// glance, as independent counts, aggregates and short lists read in parallel (not one interactive
// transaction, which would hold one connection for all of them). No list is loaded to be counted.

export const DASHBOARD_LIST_SIZE = 5;
export const MAX_NOTIFICATIONS = 4;

/** GET /api/admin/dashboard's parts, in the shape the page reads (src/lib/api/admin/dashboard.ts). */
export async function loadDashboard(now: Date = new Date()): Promise<Dashboard> {
  const [users, products, categories, inquiries, blogs, activeUsers, activeCategories, availableProducts, firstCategories, recentUsers, recentInquiries, sales, waitingGroups, lowStock, settings, unreadInquiries, unreadMessages] =
    await Promise.all([
      db.customer.count(),
      db.product.count(),
      db.category.count(),
      db.inquiry.count(),
      db.blogPost.count(),
      db.customer.count({ where: { active: true } }),
      db.category.count({ where: { active: true } }),
      db.product.count({ where: { active: true } }),
      db.category.findMany({
        orderBy: [{ sortOrder: "asc" }, { name: "asc" }],
        take: DASHBOARD_LIST_SIZE,
        select: { id: true, name: true, slug: true, active: true, _count: { select: { products: true } } },
      }),
      db.customer.findMany({ orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: DASHBOARD_LIST_SIZE, select: adminCustomerSelect }),
      db.inquiry.findMany({ orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: DASHBOARD_LIST_SIZE, select: adminInquirySelect }),
      salesByDay(now),
      db.order.groupBy({ by: ["status", "paymentMethod"], where: { status: { in: ["draft", "acknowledged", "payment_pending"] } }, _count: { _all: true } }),
      lowStockProducts(),
      db.siteSettings.findUnique({ where: { id: 1 }, select: { lowStockThreshold: true, contactPhone: true, contactEmail: true, gstin: true } }),
      db.inquiry.count({ where: { read: false } }),
      db.contactMessage.count({ where: { read: false } }),
    ]);

  // A cash-on-delivery draft awaits the owner's confirmation call, the other drafts a payment link: counted apart, as the orders' filter finds them.
  const waitingCount = (status: string, cod: boolean) =>
    waitingGroups.filter((group) => group.status === status && (group.paymentMethod === "cod") === cod).reduce((sum, group) => sum + group._count._all, 0);
  const waiting = {
    awaiting_confirmation: waitingCount("draft", true),
    draft: waitingCount("draft", false),
    acknowledged: waitingCount("acknowledged", false),
    payment_pending: waitingCount("payment_pending", false),
  };
  const waitingTotal = waiting.awaiting_confirmation + waiting.draft + waiting.acknowledged + waiting.payment_pending;

  return {
    counts: { users, products, categories, inquiries, blogs },
    system: { activeUsers, activeCategories, availableProducts },
    categories: firstCategories.map((category) => ({
      _id: category.id,
      name: category.name,
      slug: category.slug,
      status: category.active,
      productCount: category._count.products,
    })),
    recentUsers: recentUsers.map(adminCustomerJSON),
    inquiries: recentInquiries.map(adminInquiryJSON),
    notifications: notificationsOf({ unreadInquiries, unreadMessages, waitingTotal, lowStock: lowStock.total }),
    sales,
    waiting,
    lowStock: { threshold: settings?.lowStockThreshold ?? DEFAULT_LOW_STOCK_THRESHOLD, total: lowStock.total, products: lowStock.products },
    unread: { inquiries: unreadInquiries, messages: unreadMessages },
    placeholders: demoPlaceholders(settings),
  };
}

/** At most 4 summary lines, most pressing first, only for counts above zero. */
function notificationsOf({ unreadInquiries, unreadMessages, waitingTotal, lowStock }: { unreadInquiries: number; unreadMessages: number; waitingTotal: number; lowStock: number }): DashboardNotification[] {
  const lines: DashboardNotification[] = [
    { kind: "orders", count: waitingTotal, text: DASHBOARD_MSG.ordersWaiting(waitingTotal) },
    { kind: "inquiries", count: unreadInquiries, text: DASHBOARD_MSG.unreadInquiries(unreadInquiries) },
    { kind: "messages", count: unreadMessages, text: DASHBOARD_MSG.unreadMessages(unreadMessages) },
    { kind: "lowStock", count: lowStock, text: DASHBOARD_MSG.lowStock(lowStock) },
  ];
  return lines.filter((line) => line.count > 0).slice(0, MAX_NOTIFICATIONS);
}
