"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { formatWhen } from "@/components/admin/staff/format-when";
import ui from "@/components/admin/ui/admin-ui.module.css";
import { STAFF_MSG as M } from "@/lib/admin/staff-messages";
import { failureText } from "@/lib/admin/failure-text";
import { ADMIN_LOGIN_PATH } from "@/lib/api/admin/client";
import { ADMIN_SESSIONS_KEY, endAdminSession, endOtherAdminSessions, fetchAdminSessions } from "@/lib/api/admin/staff";
import { toast } from "@/lib/toast";
import styles from "./sessions-section.module.css";

/**
 * /admin/account's signed-in devices (issue 43), as customers have theirs on /account: each browser
 * signed in as this staff member, this one first, with "Sign out this device" and "Sign out
 * everywhere else". Signing out this very device goes to the sign-in page.
 */
export function SessionsSection() {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: ADMIN_SESSIONS_KEY, queryFn: ({ signal }) => fetchAdminSessions(signal) });
  const [busy, setBusy] = useState<string | null>(null);

  async function change(key: string, action: () => Promise<string>, current = false) {
    setBusy(key);
    try {
      toast.success(await action());
      if (current) return window.location.assign(ADMIN_LOGIN_PATH);
    } catch (error) {
      toast.error(failureText(error, "Client side error."));
    } finally {
      setBusy(null);
      await queryClient.invalidateQueries({ queryKey: ADMIN_SESSIONS_KEY });
    }
  }

  const sessions = query.data ?? [];
  return (
    <section className={styles.section} aria-labelledby="admin-sessions-heading">
      <h2 id="admin-sessions-heading" className={styles.heading}>
        {M.sessionsHeading}
      </h2>
      <p className={ui.muted}>{M.sessionsIntro}</p>
      {query.isPending ? (
        <p className={ui.muted}>Loading...</p>
      ) : query.isError ? (
        <p role="alert" className={ui.formError}>
          {failureText(query.error, M.sessionsLoadFailed)}{" "}
          <button type="button" className={ui.button} onClick={() => void query.refetch()}>
            {M.tryAgain}
          </button>
        </p>
      ) : (
        <>
          <ul className={styles.list}>
            {sessions.map((session) => (
              <li key={session._id} className={styles.item} data-testid="admin-session">
                <div>
                  <p className={styles.device}>
                    {session.device} {session.current ? <span className={styles.current}>{M.thisDevice}</span> : null}
                  </p>
                  <p className={styles.times}>
                    {M.signedInAt} {formatWhen(session.created_at)} · {M.lastActive} {formatWhen(session.last_seen_at)}
                  </p>
                </div>
                <button
                  type="button"
                  className={ui.ghost}
                  disabled={busy !== null}
                  onClick={() => void change(session._id, () => endAdminSession(session._id), session.current)}
                  aria-label={`${M.signOutDevice}: ${session.device}${session.current ? ` (${M.thisDevice})` : ""}`}
                >
                  {busy === session._id ? M.signingOut : M.signOutDevice}
                </button>
              </li>
            ))}
          </ul>
          {sessions.length > 1 ? (
            <div>
              <button type="button" className={ui.button} disabled={busy !== null} onClick={() => void change("others", endOtherAdminSessions)}>
                {busy === "others" ? M.signingOut : M.signOutOthers}
              </button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
