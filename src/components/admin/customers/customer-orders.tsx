import ui from "@/components/admin/ui/admin-ui.module.css";
import type { CustomerOrderJSON } from "@/lib/api/admin/people";
import { CUSTOMER_MSG } from "@/lib/admin/people-messages";
import { formatDate } from "@/lib/format";
import styles from "./customers.module.css";

/** A customer's newest orders: number, status, total and date. */
export function CustomerOrders({ orders, total, headingId, money }: { orders: CustomerOrderJSON[]; total: number; headingId: string; money: (rupees: number) => string }) {
  return (
    <section className={ui.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{CUSTOMER_MSG.ordersTitle}</h2>
      {orders.length === 0 ? (
        <p className={ui.muted}>{CUSTOMER_MSG.noOrders}</p>
      ) : (
        <>
          <div className={ui.tableWrap}>
            <table className={ui.table}>
              <thead>
                <tr>
                  <th scope="col">{CUSTOMER_MSG.orderNumber}</th>
                  <th scope="col">{CUSTOMER_MSG.orderStatus}</th>
                  <th scope="col" className={styles.amount}>
                    {CUSTOMER_MSG.orderTotal}
                  </th>
                  <th scope="col">{CUSTOMER_MSG.orderDate}</th>
                </tr>
              </thead>
              <tbody>
                {orders.map((order) => (
                  <tr key={order._id}>
                    <td>{order.orderNumber}</td>
                    <td>{order.status.replace(/_/g, " ")}</td>
                    <td className={styles.amount}>{money(order.totalAmount)}</td>
                    <td>
                      <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {total > orders.length ? <p className={ui.muted}>{CUSTOMER_MSG.ordersShown(orders.length, total)}</p> : null}
        </>
      )}
    </section>
  );
}
