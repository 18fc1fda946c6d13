"use client";

import ui from "@/components/admin/ui/admin-ui.module.css";
import { ROLE_LABELS } from "@/lib/admin/permissions";
import { STAFF_MSG as M } from "@/lib/admin/staff-messages";
import { type PendingInviteJSON, resendInvite, revokeInvite } from "@/lib/api/admin/staff";
import { formatWhen } from "./format-when";
import styles from "./staff.module.css";
import { useStaffChange } from "./use-staff-change";

/** The invitations waiting: e-mail, name, role, sent, expires (marked when past); resend or revoke. */
export function StaffInvites({ invites }: { invites: PendingInviteJSON[] }) {
  const { busy, run } = useStaffChange();
  return (
    <section aria-labelledby="staff-invites-heading">
      <div className={styles.sectionHead}>
        <h2 id="staff-invites-heading">{M.invitesHeading}</h2>
      </div>
      {invites.length === 0 ? (
        <p className={ui.muted}>{M.noInvites}</p>
      ) : (
        <div className={`${ui.tableWrap} ${ui.cardsOnPhone}`}>
          <table className={ui.table} aria-labelledby="staff-invites-heading">
            <thead>
              <tr>
                <th scope="col">{M.inviteEmailLabel}</th>
                <th scope="col">{M.inviteNameLabel}</th>
                <th scope="col">{M.roleLabel}</th>
                <th scope="col">{M.sentAt}</th>
                <th scope="col">{M.expiresAt}</th>
                <th scope="col">
                  <span className={styles.visuallyHidden}>Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {invites.map((invite) => {
                const expired = invite.expired;
                return (
                  <tr key={invite._id} data-testid="invite-row">
                    <td data-label={M.inviteEmailLabel} className={`${styles.strong} ${styles.email}`}>
                      {invite.email}
                    </td>
                    <td data-label={M.inviteNameLabel}>{invite.name}</td>
                    <td data-label={M.roleLabel}>{ROLE_LABELS[invite.role]}</td>
                    <td data-label={M.sentAt}>{formatWhen(invite.sent_at)}</td>
                    <td data-label={M.expiresAt}>{expired ? <span className={styles.expired}>{M.expired}</span> : formatWhen(invite.expires_at)}</td>
                    <td data-label="Actions">
                      <div className={styles.rowActions}>
                        <button type="button" className={ui.button} disabled={busy !== null} onClick={() => void run(`resend-${invite._id}`, () => resendInvite(invite._id))} aria-label={`${M.resend} the invitation to ${invite.email}`}>
                          {M.resend}
                        </button>
                        <button type="button" className={ui.ghost} disabled={busy !== null} onClick={() => void run(`revoke-${invite._id}`, () => revokeInvite(invite._id))} aria-label={`${M.revoke} the invitation to ${invite.email}`}>
                          {M.revoke}
                        </button>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
