"use client";

import { AdminLink } from "@/components/admin/ui/admin-link";
import ui from "@/components/admin/ui/admin-ui.module.css";
import { INQUIRY_MSG } from "@/lib/admin/people-messages";
import type { AdminInquiryJSON } from "@/lib/api/admin/people";
import { formatDate } from "@/lib/format";
import { CART_MSG } from "@/lib/messages/cart";
import { href } from "@/lib/links";
import cardsUi from "@/components/admin/ui/cards.module.css";
import styles from "./read-list.module.css";

/** The inquiries, one card each: who, what they wrote, their products and the read/unread toggle. */
export function InquiryList({ inquiries, busyId, onToggle }: { inquiries: AdminInquiryJSON[]; busyId: string | null; onToggle: (inquiry: AdminInquiryJSON) => void }) {
  return (
    <ul className={styles.list} role="list">
      {inquiries.map((inquiry) => (
        <li key={inquiry._id} className={`${cardsUi.box} ${styles.item} ${inquiry.status ? "" : styles.unreadItem}`} data-testid="inquiry">
          <div className={styles.head}>
            <h2>{inquiry.fullname}</h2>
            <span className={ui.muted}>
              <span className="sr-only">{INQUIRY_MSG.received}: </span>
              <time dateTime={inquiry.createdAt}>{formatDate(inquiry.createdAt)}</time>
            </span>
          </div>
          <dl className={styles.meta}>
            <div>
              <dt>{INQUIRY_MSG.email}</dt>
              <dd>
                <a href={`mailto:${inquiry.email}`}>{inquiry.email}</a>
              </dd>
            </div>
            <div>
              <dt>{INQUIRY_MSG.phone}</dt>
              <dd>
                <a href={`tel:${inquiry.phoneNumber}`}>{inquiry.phoneNumber}</a>
              </dd>
            </div>
          </dl>
          <p className={styles.message}>{inquiry.message}</p>
          {inquiry.products.length > 0 ? (
            <ul className={styles.products} role="list" aria-label={INQUIRY_MSG.products}>
              {inquiry.products.map((product) => (
                <li key={product._id}>
                  <AdminLink href={href.product(product._id)} target="_blank" rel="noopener">
                    {product.code} · {product.name}
                    {product.size ? ` · ${CART_MSG.sizeLine(product.size)}` : ""}
                  </AdminLink>
                </li>
              ))}
            </ul>
          ) : inquiry.productCodes.length > 0 ? (
            <p className={ui.muted}>
              {INQUIRY_MSG.products}: {inquiry.productCodes.join(", ")}
            </p>
          ) : null}
          <div className={styles.actions}>
            <span className={`${ui.badge} ${inquiry.status ? ui.inactive : ui.warning}`}>{inquiry.status ? INQUIRY_MSG.read : INQUIRY_MSG.unread}</span>
            <button
              type="button"
              className={ui.button}
              disabled={busyId === inquiry._id}
              onClick={() => onToggle(inquiry)}
            >
              {/* Seen: "Mark as read"; heard: "Mark Asha's inquiry as read" (the visible words stay in the name). */}
              {INQUIRY_MSG.mark}
              <span className="sr-only">{INQUIRY_MSG.whose(inquiry.fullname)}</span>{" "}
              {inquiry.status ? INQUIRY_MSG.asUnread : INQUIRY_MSG.asRead}
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
