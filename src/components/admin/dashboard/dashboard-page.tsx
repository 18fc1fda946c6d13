"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Spinner } from "@/components/admin/customers/spinner";
import { EmptyState } from "@/components/admin/ui/empty-state";
import { PageHeader } from "@/components/admin/ui/page-header";
import { DemoPlaceholderNotice } from "@/components/admin/ui/demo-placeholder-notice";
import ui from "@/components/admin/ui/admin-ui.module.css";
import { DASHBOARD_KEY, fetchDashboard } from "@/lib/api/admin/dashboard";
import { DASHBOARD_MSG } from "@/lib/admin/dashboard-messages";
import { failureText } from "@/lib/admin/failure-text";
import { Panel, SecondFactorNote, StatCards, SystemOverview } from "./dashboard-cards";
import { CategoriesOverview, LowStock, Notifications, OrdersWaiting, QuickActions, RecentInquiries, RecentUsers, Unread } from "./dashboard-lists";
import { LiveClock } from "./live-clock";
import { SalesChart } from "./sales-chart";
import styles from "./dashboard.module.css";

/**
 * /admin (back office §2 Dashboard, and issue 14's additions): everything at a glance, one call;
 * only the cards of what the signed-in role may use (issue 43: the server sends the others as null).
 */
export function DashboardPage() {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: DASHBOARD_KEY, queryFn: ({ signal }) => fetchDashboard(signal) });
  const data = query.data;

  return (
    <>
      <PageHeader title={DASHBOARD_MSG.title}>
        <button type="button" className={ui.button} onClick={() => void queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY })} disabled={query.isFetching}>
          {DASHBOARD_MSG.refresh}
        </button>
      </PageHeader>
      <LiveClock />
      {query.isPending ? (
        <Spinner text={DASHBOARD_MSG.loading} />
      ) : query.isError || !data ? (
        <EmptyState title={DASHBOARD_MSG.fetchFailed} text={failureText(query.error, DASHBOARD_MSG.clientError)}>
          <button type="button" className={ui.button} onClick={() => void query.refetch()}>
            {DASHBOARD_MSG.tryAgain}
          </button>
        </EmptyState>
      ) : (
        <div className={styles.layout}>
          <DemoPlaceholderNotice fields={data.placeholders ?? []} />
          {data.secondFactorOptional ? <SecondFactorNote /> : null}
          <StatCards counts={data.counts} />
          <div className={styles.columns}>
            {data.sales ? (
              <Panel title={DASHBOARD_MSG.salesTitle} wide>
                <SalesChart days={data.sales} />
              </Panel>
            ) : null}
            {data.waiting || data.unread || data.lowStock ? (
              <Panel title={DASHBOARD_MSG.notifications}>
                <Notifications notifications={data.notifications} />
              </Panel>
            ) : null}
            {data.waiting ? (
              <Panel title={DASHBOARD_MSG.ordersWaitingTitle}>
                <OrdersWaiting waiting={data.waiting} />
              </Panel>
            ) : null}
            {data.unread ? (
              <Panel title={DASHBOARD_MSG.unreadTitle}>
                <Unread unread={data.unread} />
              </Panel>
            ) : null}
            {data.system ? (
              <Panel title={DASHBOARD_MSG.systemOverview}>
                <SystemOverview system={data.system} />
              </Panel>
            ) : null}
            <Panel title={DASHBOARD_MSG.quickActions}>
              <QuickActions role={data.role} />
            </Panel>
            {data.lowStock ? (
              <Panel title={DASHBOARD_MSG.lowStockTitle}>
                <LowStock lowStock={data.lowStock} />
              </Panel>
            ) : null}
            {data.categories ? (
              <Panel title={DASHBOARD_MSG.categoriesOverview}>
                <CategoriesOverview categories={data.categories} />
              </Panel>
            ) : null}
            {data.recentUsers ? (
              <Panel title={DASHBOARD_MSG.recentUsers}>
                <RecentUsers users={data.recentUsers} />
              </Panel>
            ) : null}
            {data.inquiries ? (
              <Panel title={DASHBOARD_MSG.recentInquiries}>
                <RecentInquiries inquiries={data.inquiries} />
              </Panel>
            ) : null}
          </div>
        </div>
      )}
    </>
  );
}
