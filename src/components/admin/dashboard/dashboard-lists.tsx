import { AdminLink } from "@/components/admin/ui/admin-link";
import { CustomerAvatar } from "@/components/admin/customers/customer-avatar";
import ui from "@/components/admin/ui/admin-ui.module.css";
import type { Dashboard } from "@/lib/api/admin/dashboard";
import { DASHBOARD_MSG } from "@/lib/admin/dashboard-messages";
import { canOpenPage } from "@/lib/admin/admin-pages";
import type { StaffRole } from "@/lib/admin/permissions";
import { STAFF_MSG } from "@/lib/admin/staff-messages";
import { formatDate } from "@/lib/format";
import styles from "./dashboard.module.css";

// The dashboard's short lists. Each entry links to where the owner acts on it.

const NOTIFICATION_LINKS = {
  orders: "/admin/orders",
  inquiries: "/admin/adm-inquiry",
  messages: "/admin/messages",
  lowStock: "/admin/products",
} as const;

/** At most 4 summary lines from the server, each a link to its page. */
export function Notifications({ notifications }: { notifications: Dashboard["notifications"] }) {
  if (notifications.length === 0) return <p className={ui.muted}>{DASHBOARD_MSG.noNotifications}</p>;
  return (
    <ul className={styles.rows} role="list">
      {notifications.map((line) => (
        <li key={line.kind}>
          <AdminLink href={NOTIFICATION_LINKS[line.kind]}>{line.text}</AdminLink>
        </li>
      ))}
    </ul>
  );
}

/** COD orders awaiting confirmation, draft, acknowledged and payment-pending orders, each linking to the orders page filtered by it. */
export function OrdersWaiting({ waiting }: { waiting: NonNullable<Dashboard["waiting"]> }) {
  const rows = [
    { status: "awaiting_confirmation", label: DASHBOARD_MSG.waitingAwaitingConfirmation, count: waiting.awaiting_confirmation ?? 0 },
    { status: "draft", label: DASHBOARD_MSG.waitingDraft, count: waiting.draft },
    { status: "acknowledged", label: DASHBOARD_MSG.waitingAcknowledged, count: waiting.acknowledged },
    { status: "payment_pending", label: DASHBOARD_MSG.waitingPaymentPending, count: waiting.payment_pending },
  ];
  return (
    <ul className={styles.rows} role="list">
      {rows.map((row) => (
        <li key={row.status} className={styles.row}>
          <AdminLink href={`/admin/orders?status=${row.status}`}>{row.label}</AdminLink>
          <span className={styles.number}>{row.count}</span>
        </li>
      ))}
    </ul>
  );
}

export function Unread({ unread }: { unread: NonNullable<Dashboard["unread"]> }) {
  return (
    <ul className={styles.rows} role="list">
      {unread.inquiries !== null ? (
        <li className={styles.row}>
          <AdminLink href="/admin/adm-inquiry">{DASHBOARD_MSG.unreadInquiriesLabel}</AdminLink>
          <span className={styles.number}>{unread.inquiries}</span>
        </li>
      ) : null}
      {unread.messages !== null ? (
        <li className={styles.row}>
          <AdminLink href="/admin/messages">{DASHBOARD_MSG.unreadMessagesLabel}</AdminLink>
          <span className={styles.number}>{unread.messages}</span>
        </li>
      ) : null}
    </ul>
  );
}

/** The four buttons of §2 Dashboard, and the blog's: those the role may open (issue 43). */
export function QuickActions({ role }: { role: StaffRole }) {
  const actions = [
    { href: "/admin/products", label: DASHBOARD_MSG.manageProducts },
    { href: "/admin/category", label: DASHBOARD_MSG.manageCategories },
    { href: "/admin/users", label: DASHBOARD_MSG.manageUsers },
    { href: "/admin/adm-inquiry", label: DASHBOARD_MSG.manageInquiries },
    { href: "/admin/orders", label: STAFF_MSG.manageOrders },
    { href: "/admin/blogs", label: STAFF_MSG.manageBlog },
  ].filter((action) => canOpenPage(role, action.href));
  if (actions.length === 0) return null;
  return (
    <div className={styles.quick}>
      {actions.map((action) => (
        <AdminLink key={action.href} className={ui.button} href={action.href}>
          {action.label}
        </AdminLink>
      ))}
    </div>
  );
}

/** Active products at or below the threshold, fewest first, each linking to its edit page. */
export function LowStock({ lowStock }: { lowStock: NonNullable<Dashboard["lowStock"]> }) {
  return (
    <>
      <p className={ui.muted}>{DASHBOARD_MSG.lowStockHint(lowStock.threshold)}</p>
      {lowStock.products.length === 0 ? (
        <p className={ui.muted}>{DASHBOARD_MSG.lowStockNone}</p>
      ) : (
        <ul className={styles.rows} role="list">
          {lowStock.products.map((product) => (
            <li key={`${product._id}:${product.sizeId ?? ""}`} className={styles.row}>
              <AdminLink href={`/admin/products/edit/${encodeURIComponent(product._id)}`}>
                {product.code} · {product.name}
                {product.size ? ` · ${DASHBOARD_MSG.lowStockSize(product.size)}` : ""}
              </AdminLink>
              <span className={`${ui.badge} ${product.stock === 0 ? ui.warning : ui.inactive}`}>{DASHBOARD_MSG.inStock(product.stock)}</span>
            </li>
          ))}
        </ul>
      )}
      {lowStock.total > lowStock.products.length ? <p className={ui.muted}>{DASHBOARD_MSG.lowStockMore(lowStock.products.length, lowStock.total)}</p> : null}
    </>
  );
}

/** The first 5 categories: product count, Active/Inactive and slug. */
export function CategoriesOverview({ categories }: { categories: NonNullable<Dashboard["categories"]> }) {
  if (categories.length === 0) return <p className={ui.muted}>{DASHBOARD_MSG.noCategories}</p>;
  return (
    <ul className={styles.rows} role="list">
      {categories.map((category) => (
        <li key={category._id} className={styles.row}>
          <span className={styles.rowMain}>
            <strong>{category.name}</strong>
            <span className={ui.muted}>
              /{category.slug} · {DASHBOARD_MSG.productsIn(category.productCount)}
            </span>
          </span>
          <span className={`${ui.badge} ${category.status ? ui.active : ui.inactive}`}>{category.status ? DASHBOARD_MSG.active : DASHBOARD_MSG.inactive}</span>
        </li>
      ))}
    </ul>
  );
}

export function RecentUsers({ users }: { users: NonNullable<Dashboard["recentUsers"]> }) {
  if (users.length === 0) return <p className={ui.muted}>{DASHBOARD_MSG.noUsers}</p>;
  return (
    <ul className={styles.rows} role="list">
      {users.map((user) => (
        <li key={user._id} className={styles.row}>
          <span className={styles.person}>
            <CustomerAvatar name={user.name} />
            <span className={styles.rowMain}>
              <AdminLink href={`/admin/users/${encodeURIComponent(user._id)}`}>{user.name}</AdminLink>
              <span className={ui.muted}>{user.email}</span>
            </span>
          </span>
          <time className={ui.muted} dateTime={user.createdAt}>
            {formatDate(user.createdAt)}
          </time>
        </li>
      ))}
    </ul>
  );
}

export function RecentInquiries({ inquiries }: { inquiries: NonNullable<Dashboard["inquiries"]> }) {
  if (inquiries.length === 0) return <p className={ui.muted}>{DASHBOARD_MSG.noInquiries}</p>;
  return (
    <ul className={styles.rows} role="list">
      {inquiries.map((inquiry) => (
        <li key={inquiry._id} className={styles.row}>
          <span className={styles.rowMain}>
            <strong>{inquiry.fullname}</strong>
            <span className={`${ui.muted} ${styles.clip}`}>{inquiry.message}</span>
          </span>
          {inquiry.status ? null : <span className={`${ui.badge} ${ui.warning}`}>Unread</span>}
        </li>
      ))}
      <li>
        <AdminLink href="/admin/adm-inquiry">{DASHBOARD_MSG.viewAll}</AdminLink>
      </li>
    </ul>
  );
}
