import { AdminLink } from "@/components/admin/ui/admin-link";
import ui from "@/components/admin/ui/admin-ui.module.css";
import orders from "@/components/admin/orders/orders.module.css";
import { RETURN_ADMIN_MSG } from "@/lib/admin/return-admin-messages";
import type { AdminReturnRowJSON } from "@/lib/types/returns";
import { indianDateTime, paiseText } from "./return-format";
import { ReturnStatusBadge } from "./return-status-badge";

/** The requests as a table on wide screens and one card per request on phones (the CSS does the switch). */
export function ReturnTable({ rows }: { rows: AdminReturnRowJSON[] }) {
  return (
    <div className={`${ui.tableWrap} ${ui.cardsOnPhone}`}>
      <table className={`${ui.table} ${orders.table}`}>
        <thead>
          <tr>
            <th scope="col">{RETURN_ADMIN_MSG.colRequest}</th>
            <th scope="col">{RETURN_ADMIN_MSG.colCustomer}</th>
            <th scope="col">{RETURN_ADMIN_MSG.colDate}</th>
            <th scope="col">{RETURN_ADMIN_MSG.colPieces}</th>
            <th scope="col">{RETURN_ADMIN_MSG.colValue}</th>
            <th scope="col">{RETURN_ADMIN_MSG.colStatus}</th>
            <th scope="col">
              <span className="sr-only">{RETURN_ADMIN_MSG.view}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">
                <span>
                  <span className={orders.number}>{row.number}</span>
                  <br />
                  <span className={ui.muted}>
                    {RETURN_ADMIN_MSG.kindLabels[row.kind]} · {RETURN_ADMIN_MSG.orderLink(row.orderNumber)}
                  </span>
                </span>
              </th>
              <td data-label={RETURN_ADMIN_MSG.colCustomer}>
                <span>
                  {row.customerName}
                  <br />
                  <span className={ui.muted}>{RETURN_ADMIN_MSG.reasonLabels[row.reason]}</span>
                  {row.refundTo ? (
                    <>
                      <br />
                      <span className={ui.muted}>{row.refundTo}</span>
                    </>
                  ) : null}
                </span>
              </td>
              <td data-label={RETURN_ADMIN_MSG.colDate}>{indianDateTime(row.createdAt)}</td>
              <td data-label={RETURN_ADMIN_MSG.colPieces}>{row.pieces}</td>
              <td data-label={RETURN_ADMIN_MSG.colValue} className={orders.money}>
                {paiseText(row.valuePaise)}
              </td>
              <td data-label={RETURN_ADMIN_MSG.colStatus}>
                <ReturnStatusBadge status={row.status} />
              </td>
              <td>
                <AdminLink className={ui.button} href={`/admin/returns/${encodeURIComponent(row.id)}`} aria-label={RETURN_ADMIN_MSG.viewRequest(row.number)}>
                  {RETURN_ADMIN_MSG.view}
                </AdminLink>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
