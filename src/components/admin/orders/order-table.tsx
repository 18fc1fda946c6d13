import { AdminLink } from "@/components/admin/ui/admin-link";
import ui from "@/components/admin/ui/admin-ui.module.css";
import { ORDER_ADMIN_MSG } from "@/lib/admin/order-messages";
import type { AdminOrderJSON } from "@/lib/schemas/admin-order";
import { indianDateTime, rupees } from "./order-format";
import { OrderStatusBadge } from "./order-status-badge";
import styles from "./orders.module.css";
import { COD_MSG } from "@/lib/messages/cod";

/** The orders as a table on wide screens and one card per order on phones (the CSS does the switch). */
export function OrderTable({ orders }: { orders: AdminOrderJSON[] }) {
  return (
    <div className={`${ui.tableWrap} ${ui.cardsOnPhone}`}>
      <table className={`${ui.table} ${styles.table}`}>
        <thead>
          <tr>
            <th scope="col">{ORDER_ADMIN_MSG.colOrder}</th>
            <th scope="col">{ORDER_ADMIN_MSG.colCustomer}</th>
            <th scope="col">{ORDER_ADMIN_MSG.colDate}</th>
            <th scope="col">{ORDER_ADMIN_MSG.colTotal}</th>
            <th scope="col">{ORDER_ADMIN_MSG.colStatus}</th>
            <th scope="col">
              <span className="sr-only">{ORDER_ADMIN_MSG.view}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order._id}>
              <th scope="row">
                <span className={styles.number}>{order.orderNumber}</span>
              </th>
              <td data-label={ORDER_ADMIN_MSG.colCustomer}>
                <span>
                  {order.customer.fullname}
                  <br />
                  <span className={ui.muted}>{order.customer.email}</span>
                </span>
              </td>
              <td data-label={ORDER_ADMIN_MSG.colDate}>{indianDateTime(order.createdAt)}</td>
              <td data-label={ORDER_ADMIN_MSG.colTotal} className={styles.money}>
                {rupees(order.totalAmount)}
              </td>
              <td data-label={ORDER_ADMIN_MSG.colStatus}>
                <OrderStatusBadge status={order.status} method={order.payment.method} />
                {order.payment.method === "cod" ? (
                  <abbr className={styles.codTag} title={COD_MSG.method}>
                    {COD_MSG.shortMethod}
                  </abbr>
                ) : null}
              </td>
              <td>
                <AdminLink className={ui.button} href={`/admin/orders/${encodeURIComponent(order._id)}`} aria-label={ORDER_ADMIN_MSG.viewOrder(order.orderNumber)}>
                  {ORDER_ADMIN_MSG.view}
                </AdminLink>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
