"use client";

import { AdminLink } from "@/components/admin/ui/admin-link";
import { useParams } from "next/navigation";
import { useId, useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { statusFailure } from "@/components/admin/inquiries/status-failure";
import { ConfirmDialog } from "@/components/admin/ui/confirm-dialog";
import { EmptyState } from "@/components/admin/ui/empty-state";
import { PageHeader } from "@/components/admin/ui/page-header";
import { StatusText } from "@/components/admin/ui/status-badge";
import ui from "@/components/admin/ui/admin-ui.module.css";
import { failureText } from "@/lib/admin/failure-text";
import { CUSTOMERS_KEY, type AdminCustomerJSON, changeCustomerStatus, customerKey, fetchCustomer } from "@/lib/api/admin/people";
import { CUSTOMER_MSG } from "@/lib/admin/people-messages";
import { formatDate, formatRupees2, rupeesToPaise } from "@/lib/format";
import { toast } from "@/lib/toast";
import { CustomerAvatar } from "./customer-avatar";
import { CustomerOrders } from "./customer-orders";
import styles from "./customers.module.css";
import { Spinner } from "./spinner";

/** /admin/users/{id}: the customer, their newest orders, and Activate / Deactivate (with a confirmation). */
export function CustomerDetailPage() {
  // Read here, in the browser: the server page reads no request data and stays static.
  const params = useParams<{ id: string }>();
  const id = params.id ?? "";
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  // Per instance: Next keeps pages the admin has left in the document (hidden).
  const headingId = useId();
  const query = useQuery({ queryKey: customerKey(id), queryFn: ({ signal }) => fetchCustomer(id, signal), enabled: id !== "" });

  const status = useMutation({
    mutationFn: (customer: AdminCustomerJSON) => changeCustomerStatus(customer._id, !customer.status),
    onSuccess: (msg, customer) => toast.success(msg || (customer.status ? CUSTOMER_MSG.deactivated : CUSTOMER_MSG.activated)),
    onError: (error) => toast.error(statusFailure(error, CUSTOMER_MSG)),
    onSettled: () => {
      setConfirming(false);
      void queryClient.invalidateQueries({ queryKey: CUSTOMERS_KEY });
    },
  });

  if (query.isPending) return <Spinner text={CUSTOMER_MSG.loading} />;
  if (query.isError) {
    return (
      <>
        <AdminLink className={styles.back} href="/admin/users">
          {CUSTOMER_MSG.back}
        </AdminLink>
        <EmptyState title={CUSTOMER_MSG.fetchFailed} text={failureText(query.error, CUSTOMER_MSG.clientError)}>
          <button type="button" className={ui.button} onClick={() => void query.refetch()}>
            {CUSTOMER_MSG.tryAgain}
          </button>
        </EmptyState>
      </>
    );
  }

  const { customer, orders } = query.data;
  return (
    <div className={styles.detail}>
      <AdminLink className={styles.back} href="/admin/users">
        {CUSTOMER_MSG.back}
      </AdminLink>
      <PageHeader title={customer.name}>
        {customer.status ? (
          <button type="button" className={ui.danger} onClick={() => setConfirming(true)} disabled={status.isPending} aria-label={CUSTOMER_MSG.deactivateLabel(customer.name)}>
            {CUSTOMER_MSG.deactivate}
          </button>
        ) : (
          <button type="button" className={ui.primary} onClick={() => status.mutate(customer)} disabled={status.isPending} aria-label={CUSTOMER_MSG.activateLabel(customer.name)}>
            {CUSTOMER_MSG.activate}
          </button>
        )}
      </PageHeader>
      <section className={ui.section} aria-labelledby={`${headingId}-details`}>
        <h2 id={`${headingId}-details`}>{CUSTOMER_MSG.details}</h2>
        <div className={styles.profile}>
          <CustomerAvatar name={customer.name} large />
          <StatusText active={customer.status} />
        </div>
        <dl className={styles.facts}>
          <div>
            <dt>{CUSTOMER_MSG.email}</dt>
            <dd>
              <a href={`mailto:${customer.email}`}>{customer.email}</a>
            </dd>
          </div>
          <div>
            <dt>{CUSTOMER_MSG.phone}</dt>
            <dd>{customer.phone ?? "—"}</dd>
          </div>
          <div>
            <dt>{CUSTOMER_MSG.joined}</dt>
            <dd>
              <time dateTime={customer.createdAt}>{formatDate(customer.createdAt)}</time>
            </dd>
          </div>
          <div>
            <dt>{CUSTOMER_MSG.orders}</dt>
            <dd>{customer.ordersCount}</dd>
          </div>
        </dl>
      </section>
      <CustomerOrders orders={orders} total={customer.ordersCount} headingId={`${headingId}-orders`} money={(rupees) => formatRupees2(rupeesToPaise(rupees))} />
      <ConfirmDialog
        open={confirming}
        title={CUSTOMER_MSG.deactivateTitle}
        message={CUSTOMER_MSG.deactivateConfirm(customer.name)}
        confirmLabel={CUSTOMER_MSG.deactivate}
        busy={status.isPending}
        onConfirm={() => status.mutate(customer)}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
