"use client";

import { AdminLink } from "@/components/admin/ui/admin-link";
import { useParams } from "next/navigation";
import { useQuery } from "@tanstack/react-query";
import { EmptyState, Loading } from "@/components/admin/ui/empty-state";
import ui from "@/components/admin/ui/admin-ui.module.css";
import { ORDER_ADMIN_MSG } from "@/lib/admin/order-messages";
import { fetchAdminOrder, orderFailureText, orderKey } from "@/lib/api/admin/orders";
import { indianDateTime } from "./order-format";
import { OrderActions } from "./order-actions";
import { OrderCouponForm, canChangeCoupon } from "./order-coupon-form";
import { OrderNotes } from "./order-notes";
import { OrderCustomer, OrderDocuments, OrderItems, OrderPayments, OrderTimeline } from "./order-sections";
import { OrderStatusBadge } from "./order-status-badge";
import styles from "./orders.module.css";

/** /admin/orders/{id}: the order's lines, customer, payments and history, its notes and its status buttons. */
export function OrderDetailPage() {
  const params = useParams<{ id: string }>();
  const id = typeof params.id === "string" ? params.id : "";
  const detail = useQuery({ queryKey: orderKey(id), queryFn: ({ signal }) => fetchAdminOrder(id, signal), enabled: id !== "" });

  const back = (
    <AdminLink className={styles.back} href="/admin/orders">
      ← {ORDER_ADMIN_MSG.backToOrders}
    </AdminLink>
  );
  if (detail.isPending) {
    return (
      <>
        {back}
        <Loading text={ORDER_ADMIN_MSG.loadingOrder} />
      </>
    );
  }
  if (detail.isError) {
    return (
      <>
        {back}
        <EmptyState title={ORDER_ADMIN_MSG.orderFailed} text={orderFailureText(detail.error, ORDER_ADMIN_MSG.fetchFailed, ORDER_ADMIN_MSG.fetchError)}>
          <button type="button" className={ui.button} onClick={() => void detail.refetch()}>
            {ORDER_ADMIN_MSG.tryAgain}
          </button>
        </EmptyState>
      </>
    );
  }

  const order = detail.data;
  return (
    <>
      {back}
      <header className={ui.pageHeader}>
        <div>
          <h1 className={ui.title}>{ORDER_ADMIN_MSG.orderTitle(order.orderNumber)}</h1>
          <div className={styles.headerMeta}>
            <OrderStatusBadge status={order.status} method={order.payment.method} />
            <span className={ui.muted}>{ORDER_ADMIN_MSG.placedOn(indianDateTime(order.createdAt))}</span>
          </div>
        </div>
      </header>
      {order.refundDue ? (
        <p className={styles.alert} role="alert">
          {ORDER_ADMIN_MSG.refundDue}
        </p>
      ) : null}
      <div className={styles.detail}>
        <div className={styles.column}>
          <OrderActions order={order} />
          <OrderItems order={order} />
          {canChangeCoupon(order) ? <OrderCouponForm key={order._id} order={order} /> : null}
          <OrderCustomer order={order} />
          <OrderPayments order={order} />
          <OrderDocuments order={order} />
        </div>
        <div className={styles.column}>
          <OrderTimeline events={order.events} method={order.payment.method} />
          <OrderNotes key={`${order._id}:${order.adminNotes}`} orderId={order._id} saved={order.adminNotes} />
        </div>
      </div>
    </>
  );
}
