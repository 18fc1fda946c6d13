"use client";

import { AdminLink } from "@/components/admin/ui/admin-link";
import { StatusText } from "@/components/admin/ui/status-badge";
import ui from "@/components/admin/ui/admin-ui.module.css";
import type { AdminCustomerJSON } from "@/lib/api/admin/people";
import { CUSTOMER_MSG } from "@/lib/admin/people-messages";
import { formatDate } from "@/lib/format";
import { CustomerAvatar } from "./customer-avatar";
import styles from "./customers.module.css";

// The two views of the customer list (back office §2 Customers: Table or Cards). Each customer
// links to their detail, where they are activated or deactivated.

const detailHref = (customer: AdminCustomerJSON) => `/admin/users/${encodeURIComponent(customer._id)}`;

export function CustomerCards({ customers }: { customers: AdminCustomerJSON[] }) {
  return (
    <ul className={ui.cards} role="list">
      {customers.map((customer) => (
        <li key={customer._id} className={ui.card} data-testid="customer">
          <div className={styles.who}>
            <CustomerAvatar name={customer.name} />
            <div>
              <h2>{customer.name}</h2>
              <span className={styles.email}>{customer.email}</span>
            </div>
          </div>
          <span className={ui.muted}>
            {CUSTOMER_MSG.joined} <time dateTime={customer.createdAt}>{formatDate(customer.createdAt)}</time> · {CUSTOMER_MSG.orders}: {customer.ordersCount}
          </span>
          <div className={styles.cardFoot}>
            <StatusText active={customer.status} />
            <AdminLink className={ui.button} href={detailHref(customer)} aria-label={CUSTOMER_MSG.viewLabel(customer.name)}>
              {CUSTOMER_MSG.view}
            </AdminLink>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function CustomerTable({ customers }: { customers: AdminCustomerJSON[] }) {
  return (
    <div className={ui.tableWrap}>
      <table className={ui.table}>
        <thead>
          <tr>
            <th scope="col">{CUSTOMER_MSG.name}</th>
            <th scope="col" className={styles.wideOnly}>
              {CUSTOMER_MSG.email}
            </th>
            <th scope="col" className={styles.wideOnly}>
              {CUSTOMER_MSG.joined}
            </th>
            <th scope="col">{CUSTOMER_MSG.orders}</th>
            <th scope="col">{CUSTOMER_MSG.status}</th>
          </tr>
        </thead>
        <tbody>
          {customers.map((customer) => (
            <tr key={customer._id} data-testid="customer">
              <td>
                <span className={styles.nameCell}>
                  <CustomerAvatar name={customer.name} />
                  <span className={styles.nameText}>
                    <AdminLink href={detailHref(customer)}>{customer.name}</AdminLink>
                    {/* On a phone the e-mail goes under the name (its own column is hidden there). */}
                    <span className={`${styles.email} ${styles.narrowOnly}`}>{customer.email}</span>
                  </span>
                </span>
              </td>
              <td className={`${styles.email} ${styles.wideOnly}`}>{customer.email}</td>
              <td className={styles.wideOnly}>
                <time dateTime={customer.createdAt}>{formatDate(customer.createdAt)}</time>
              </td>
              <td>{customer.ordersCount}</td>
              <td>
                <StatusText active={customer.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
