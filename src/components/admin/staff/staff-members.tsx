"use client";

import { useState } from "react";
import { ConfirmDialog } from "@/components/admin/ui/confirm-dialog";
import ui from "@/components/admin/ui/admin-ui.module.css";
import { ROLE_LABELS, STAFF_ROLES, type StaffRole } from "@/lib/admin/permissions";
import { STAFF_MSG as M } from "@/lib/admin/staff-messages";
import { type StaffMemberJSON, changeRole, setActive } from "@/lib/api/admin/staff";
import { resetStaffSecondFactor } from "@/lib/api/admin/staff-reset";
import { formatWhen } from "./format-when";
import styles from "./staff.module.css";
import { useStaffChange } from "./use-staff-change";

/** The team: name, e-mail, role (a select), last sign-in, second factor, active; deactivate, and reset a lost second factor, each with a confirm. */
export function StaffMembers({ staff, me }: { staff: StaffMemberJSON[]; me: string }) {
  const { busy, run } = useStaffChange();
  const [deactivating, setDeactivating] = useState<StaffMemberJSON | null>(null);
  const [resetting, setResetting] = useState<StaffMemberJSON | null>(null);

  return (
    <section aria-labelledby="staff-members-heading">
      <div className={styles.sectionHead}>
        <h2 id="staff-members-heading">{M.membersHeading}</h2>
      </div>
      <div className={`${ui.tableWrap} ${ui.cardsOnPhone}`}>
        <table className={ui.table} aria-labelledby="staff-members-heading">
          <thead>
            <tr>
              <th scope="col">{M.inviteNameLabel}</th>
              <th scope="col">{M.inviteEmailLabel}</th>
              <th scope="col">{M.roleLabel}</th>
              <th scope="col">{M.lastSignIn}</th>
              <th scope="col">{M.secondFactor}</th>
              <th scope="col">{M.active}</th>
              <th scope="col">
                <span className={styles.visuallyHidden}>Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {staff.map((member) => (
              <tr key={member._id} data-testid="staff-row">
                <td data-label={M.inviteNameLabel} className={styles.strong}>
                  {member.name} {member._id === me ? <span className={ui.muted}>{M.you}</span> : null}
                </td>
                <td data-label={M.inviteEmailLabel} className={styles.email}>
                  {member.email}
                </td>
                <td data-label={M.roleLabel}>
                  <label className={styles.visuallyHidden} htmlFor={`role-${member._id}`}>
                    {`${M.roleLabel} of ${member.name}`}
                  </label>
                  <select
                    id={`role-${member._id}`}
                    className={styles.roleSelect}
                    value={member.role}
                    disabled={busy !== null}
                    onChange={(event) => void run(`role-${member._id}`, () => changeRole(member._id, event.target.value as StaffRole))}
                  >
                    {STAFF_ROLES.map((role) => (
                      <option key={role} value={role}>
                        {ROLE_LABELS[role]}
                      </option>
                    ))}
                  </select>
                </td>
                <td data-label={M.lastSignIn}>{member.last_sign_in_at ? formatWhen(member.last_sign_in_at) : M.neverSignedIn}</td>
                <td data-label={M.secondFactor}>{member.second_factor ? M.yes : M.no}</td>
                <td data-label={M.active}>
                  <span className={`${styles.badge} ${member.active ? styles.on : styles.off}`}>{member.active ? M.active : M.deactivatedBadge}</span>
                </td>
                <td data-label="Actions" className={styles.actionsCell}>
                  {member._id === me ? null : (
                    <div className={styles.rowActions}>
                      {member.second_factor ? (
                        <button type="button" className={ui.ghost} disabled={busy !== null} onClick={() => setResetting(member)} aria-label={`${M.resetSecondFactor} of ${member.name}`}>
                          {busy === `reset-${member._id}` ? M.resettingSecondFactor : M.resetSecondFactor}
                        </button>
                      ) : null}
                      {member.active ? (
                        <button type="button" className={ui.ghost} disabled={busy !== null} onClick={() => setDeactivating(member)} aria-label={`${M.deactivate} ${member.name}`}>
                          {M.deactivate}
                        </button>
                      ) : (
                        <button type="button" className={ui.button} disabled={busy !== null} onClick={() => void run(`active-${member._id}`, () => setActive(member._id, true))} aria-label={`${M.reactivate} ${member.name}`}>
                          {M.reactivate}
                        </button>
                      )}
                    </div>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ConfirmDialog
        open={deactivating !== null}
        busy={busy !== null}
        title={deactivating ? M.confirmDeactivateTitle(deactivating.name) : ""}
        message={<p>{M.confirmDeactivateBody}</p>}
        confirmLabel={M.deactivate}
        onConfirm={() => {
          const member = deactivating;
          if (!member) return;
          void run(`active-${member._id}`, () => setActive(member._id, false)).then(() => setDeactivating(null));
        }}
        onCancel={() => setDeactivating(null)}
      />
      <ConfirmDialog
        open={resetting !== null}
        busy={busy !== null}
        title={resetting ? M.confirmResetTitle(resetting.name) : ""}
        message={<p>{M.confirmResetBody}</p>}
        confirmLabel={M.resetSecondFactor}
        onConfirm={() => {
          const member = resetting;
          if (!member) return;
          void run(`reset-${member._id}`, () => resetStaffSecondFactor(member._id)).then(() => setResetting(null));
        }}
        onCancel={() => setResetting(null)}
      />
    </section>
  );
}
