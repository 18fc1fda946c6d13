"use client";

import { useEffect, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { clearAfterLogout } from "@/hooks/clear-after-logout";
import { ApiError } from "@/lib/api/client";
import { listMySessions, signOutEverywhere, signOutSession } from "@/lib/api/sessions";
import { APP_TOAST_MS } from "@/lib/constants";
import type { DeviceSessionJSON } from "@/lib/json/device-session";
import { href } from "@/lib/links";
import { MSG } from "@/lib/messages/shop";
import { SESSION_MSG } from "@/lib/messages/session";
import { toast } from "@/lib/toast";
import { formatDateTime } from "@/components/track-order/format-date-time";
import styles from "./device-sessions.module.css";

type State = { kind: "loading" } | { kind: "error" } | { kind: "ready"; sessions: DeviceSessionJSON[] };


const failure = (error: unknown) => (error instanceof ApiError && error.httpStatus !== 0 && error.msg ? error.msg : `${MSG.clientError} ${MSG.clientErrorHint}`);

/**
 * "Where you're signed in" on /account (issue 15): the customer's live sessions (GET
 * /api/user/sessions), each with its device in plain words, when it signed in and was last active,
 * and "This device" on this one. "Sign out of this device" ends another device's session; "Sign
 * out everywhere" ends all of them, this one too, and goes to the login. A 401 on any call means
 * this session has already ended: the device forgets the customer (the dashboard then says so).
 */
export function DeviceSessions() {
  const router = useRouter();
  const [state, setState] = useState<State>({ kind: "loading" });
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState("");
  const everywhere = useRef<HTMLButtonElement>(null);
  const focusEverywhere = useRef(false);

  // After "Sign out of this device" the button that had the focus is gone: the focus goes to the
  // next thing a keyboard user would reach, once it is enabled again.
  useEffect(() => {
    if (!focusEverywhere.current || busy !== null) return;
    focusEverywhere.current = false;
    everywhere.current?.focus();
  });

  useEffect(() => {
    const controller = new AbortController();
    listMySessions(controller.signal).then(
      (sessions) => setState({ kind: "ready", sessions }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.httpStatus === 401) return clearAfterLogout();
        setState({ kind: "error" });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  async function signOutOne(session: DeviceSessionJSON) {
    if (busy) return;
    setBusy(session._id);
    try {
      const msg = (await signOutSession(session._id)) || SESSION_MSG.sessionsSignedOutDevice;
      setNotice(msg);
      toast.success(msg, { duration: APP_TOAST_MS });
    } catch (error) {
      if (error instanceof ApiError && error.httpStatus === 401) return clearAfterLogout();
      toast.error(failure(error), { duration: APP_TOAST_MS });
      // A 404: that session had ended meanwhile; drop it from the list all the same.
      if (!(error instanceof ApiError && error.httpStatus === 404)) return;
    } finally {
      setBusy(null);
    }
    setState((current) => (current.kind === "ready" ? { kind: "ready", sessions: current.sessions.filter((s) => s._id !== session._id) } : current));
    focusEverywhere.current = true;
  }

  async function signOutAll() {
    if (busy) return;
    setBusy("all");
    try {
      await signOutEverywhere();
    } catch (error) {
      if (!(error instanceof ApiError && error.httpStatus === 401)) {
        setBusy(null);
        toast.error(failure(error), { duration: APP_TOAST_MS });
        return;
      }
    }
    clearAfterLogout();
    toast.success(SESSION_MSG.sessionsSignedOutEverywhere, { duration: APP_TOAST_MS });
    router.push(href.login());
  }

  return (
    <div className={styles.wrap}>
      <p className={styles.muted}>{SESSION_MSG.sessionsLead}</p>
      {state.kind === "loading" ? (
        <p className={styles.muted} role="status">
          {SESSION_MSG.sessionsLoading}
        </p>
      ) : null}
      {state.kind === "error" ? (
        <>
          <p className={styles.error} role="alert">
            {SESSION_MSG.sessionsFailed}
          </p>
          <button type="button" className="btn btn-outline" onClick={() => setAttempt((n) => n + 1)}>
            {SESSION_MSG.sessionsRetry}
          </button>
        </>
      ) : null}
      {state.kind === "ready" ? (
        <ul className={styles.list} aria-label={SESSION_MSG.sessionsTitle}>
          {state.sessions.map((session) => (
            <li key={session._id} className={`${styles.item} ${session.current ? styles.current : ""}`}>
              <p className={styles.head}>
                <span className={styles.device}>{session.device}</span>
                {session.current ? <span className={styles.badge}>{SESSION_MSG.sessionsThisDevice}</span> : null}
              </p>
              <p className={styles.times}>
                <span>{SESSION_MSG.sessionsSignedInAt(formatDateTime(session.created_at))}</span>
                <span>{SESSION_MSG.sessionsLastActiveAt(formatDateTime(session.last_seen_at))}</span>
              </p>
              {session.current ? null : (
                <button
                  type="button"
                  className={`btn btn-outline ${styles.action}`}
                  aria-label={SESSION_MSG.sessionsSignOutDeviceLabel(session.device, formatDateTime(session.last_seen_at))}
                  onClick={() => void signOutOne(session)}
                  disabled={busy !== null}
                >
                  {busy === session._id ? SESSION_MSG.sessionsSigningOut : SESSION_MSG.sessionsSignOutDevice}
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.everywhere}>
        <button ref={everywhere} type="button" className="btn btn-primary" onClick={() => void signOutAll()} disabled={busy !== null} aria-describedby="sessions-everywhere-hint">
          {busy === "all" ? SESSION_MSG.sessionsSigningOut : SESSION_MSG.sessionsSignOutEverywhere}
        </button>
        <p id="sessions-everywhere-hint" className={styles.muted}>
          {SESSION_MSG.sessionsSignOutEverywhereHint}
        </p>
      </div>
      <p className="sr-only" role="status">
        {notice}
      </p>
    </div>
  );
}
