"use client";

import { useEffect, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { APP_TOAST_MS } from "@/lib/constants";
import { href } from "@/lib/links";
import { MSG } from "@/lib/messages/shop";
import { toast } from "@/lib/toast";
import { ACCOUNT_API, callAccountApi } from "@/lib/api/account";
import { userFromAnswer } from "./user-from-answer";
import { callbackFromLocation } from "./callback-url";
import { completeSignIn } from "./complete-sign-in";
import styles from "./auth.module.css";

/** The query flag next-auth brings the shopper back with, so this page can finish the sign-in. */
const RETURN_FLAG = "google";

/**
 * 'Continue with Google' (storefront §2.12), shown only when Google is configured. It goes through
 * next-auth's Google provider: next-auth/react is loaded on the click only (no cost to the page
 * otherwise), and Google sends the shopper back to /login?google=1, where <GoogleReturn> reads
 * the session (GET /api/user/me) and finishes like a password login: toast, user, merge, callbackUrl.
 */
export function GoogleSignInButton() {
  const [busy, setBusy] = useState(false);

  async function start() {
    if (busy) return;
    setBusy(true);
    try {
      const { signIn } = await import("next-auth/react");
      const back = new URLSearchParams({ [RETURN_FLAG]: "1", callbackUrl: callbackFromLocation() });
      await signIn("google", { callbackUrl: `${href.login()}?${back.toString()}` });
    } catch {
      setBusy(false);
      toast.error(MSG.googleFailed, { duration: APP_TOAST_MS });
    }
  }

  return (
    <button type="button" className={`btn ${styles.google}`} onClick={start} disabled={busy} aria-busy={busy}>
      <GoogleLogo />
      {busy ? MSG.authenticating : MSG.googleSignIn}
    </button>
  );
}

/** Finishes a Google sign-in when next-auth has sent the shopper back here (or reports its error). */
export function GoogleReturn() {
  const router = useRouter();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const query = new URLSearchParams(window.location.search);
    if (query.has("error")) {
      toast.error(MSG.googleFailed, { duration: APP_TOAST_MS });
      return;
    }
    if (query.get(RETURN_FLAG) !== "1") return;
    void (async () => {
      const answer = await callAccountApi(ACCOUNT_API.me);
      const user = answer.ok ? userFromAnswer(answer.body) : null;
      if (!user) return toast.error(MSG.googleFailed, { duration: APP_TOAST_MS });
      await completeSignIn(user, MSG.loggedIn, MSG.loginWelcome, (path) => router.replace(path));
    })();
  }, [router]);
  return null;
}

function GoogleLogo() {
  return (
    <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path fill="#EA4335" d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.9 6.1C12.5 13.6 17.8 9.5 24 9.5z" />
      <path fill="#4285F4" d="M46.5 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.7c-.6 3-2.3 5.5-4.8 7.2l7.7 6c4.5-4.2 6.9-10.3 6.9-17.7z" />
      <path fill="#FBBC05" d="M10.6 28.6c-.5-1.4-.8-3-.8-4.6s.3-3.2.8-4.6l-7.9-6.1C1 16.6 0 20.2 0 24s1 7.4 2.7 10.7l7.9-6.1z" />
      <path fill="#34A853" d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.7-6c-2.1 1.4-4.9 2.3-8.2 2.3-6.2 0-11.5-4.1-13.4-9.9l-7.9 6.1C6.6 42.6 14.6 48 24 48z" />
    </svg>
  );
}
