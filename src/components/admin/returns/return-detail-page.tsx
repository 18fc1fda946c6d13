"use client";

import { AdminLink } from "@/components/admin/ui/admin-link";
import { useParams } from "next/navigation";
import { useQuery } from "@tanstack/react-query";
import { EmptyState, Loading } from "@/components/admin/ui/empty-state";
import ui from "@/components/admin/ui/admin-ui.module.css";
import orders from "@/components/admin/orders/orders.module.css";
import { RETURN_ADMIN_MSG } from "@/lib/admin/return-admin-messages";
import { indianDateTime } from "./return-format";
import { ReturnActions } from "./return-actions";
import { ReturnHistory, ReturnOrder, ReturnPayout, ReturnPieces, ReturnReasonSection } from "./return-sections";
import { ReturnStatusBadge } from "./return-status-badge";
import { fetchAdminReturn, returnFailureText, returnKey } from "@/lib/api/admin/returns";

/** /admin/returns/{id}: the request's pieces, reason and photos, its order, its history, and the moves allowed now. */
export function ReturnDetailPage() {
  const params = useParams<{ id: string }>();
  const id = typeof params.id === "string" ? params.id : "";
  const detail = useQuery({ queryKey: returnKey(id), queryFn: ({ signal }) => fetchAdminReturn(id, signal), enabled: id !== "" });

  const back = (
    <AdminLink className={orders.back} href="/admin/returns">
      ← {RETURN_ADMIN_MSG.backToReturns}
    </AdminLink>
  );
  if (detail.isPending) {
    return (
      <>
        {back}
        <Loading text={RETURN_ADMIN_MSG.loadingRequest} />
      </>
    );
  }
  if (detail.isError) {
    return (
      <>
        {back}
        <EmptyState title={RETURN_ADMIN_MSG.requestFailed} text={returnFailureText(detail.error, RETURN_ADMIN_MSG.fetchFailed, RETURN_ADMIN_MSG.fetchError)}>
          <button type="button" className={ui.button} onClick={() => void detail.refetch()}>
            {RETURN_ADMIN_MSG.tryAgain}
          </button>
        </EmptyState>
      </>
    );
  }

  const request = detail.data;
  return (
    <>
      {back}
      <header className={ui.pageHeader}>
        <div>
          <h1 className={ui.title}>{RETURN_ADMIN_MSG.requestTitle(request.number)}</h1>
          <div className={orders.headerMeta}>
            <ReturnStatusBadge status={request.status} />
            <span className={ui.muted}>
              {RETURN_ADMIN_MSG.kindLabels[request.kind]} · {RETURN_ADMIN_MSG.requestedOn(indianDateTime(request.createdAt))}
            </span>
          </div>
        </div>
      </header>
      <div className={orders.detail}>
        <div className={orders.column}>
          <ReturnActions request={request} />
          <ReturnPieces request={request} />
          {request.refundPayout ? <ReturnPayout payout={request.refundPayout} /> : null}
          <ReturnReasonSection request={request} />
        </div>
        <div className={orders.column}>
          <ReturnOrder request={request} />
          <ReturnHistory history={request.history} />
        </div>
      </div>
    </>
  );
}
