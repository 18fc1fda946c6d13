"use client";

import { useEffect, useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { href } from "@/lib/links";
import { ACCOUNT_CONSENT } from "@/lib/marketing/consent-messages";
import { MSG } from "@/lib/messages/shop";
import { SESSION_MSG } from "@/lib/messages/session";
import { MY_REVIEWS_LABEL, reviewLinks } from "@/lib/reviews/links";
import { useStoredUser, useUserHydrated } from "@/hooks/use-user";
import { firstName } from "@/stores/user-store";
import { AccountOrders } from "./account-orders";
import { ChangePasswordForm } from "./change-password-form";
import { DeviceSessions } from "./device-sessions";
import { MarketingPrefs } from "./marketing-prefs";
import sessionStyles from "./device-sessions.module.css";
import { ProfileForm } from "./profile-form";
import { useLogout } from "./use-logout";
import styles from "./account.module.css";

/**
 * /account (issue 7 §2, beyond the old app): the customer's details, a password change, and
 * their orders (AccountOrders). A visitor (nothing stored on this device)
 * is sent to /login and brought back. A stored customer whose session ended elsewhere is cleared
 * by the header's session check (GET /api/user/me) and then offered the login; every call below
 * is checked by the server against the session in any case.
 */
export function AccountDashboard() {
  const router = useRouter();
  const hydrated = useUserHydrated();
  const user = useStoredUser();
  const { logout, busy } = useLogout();
  // Whether a customer was shown here: then a missing user means they just logged out (Logout goes
  // home) or their session ended (the notice below), not a visitor to send to /login.
  const [seenUser, setSeenUser] = useState(false);
  if (user && !seenUser) setSeenUser(true);

  useEffect(() => {
    if (hydrated && !user && !seenUser) router.replace(href.loginThen(href.account()));
  }, [hydrated, user, seenUser, router]);

  if (!hydrated || (!user && !seenUser)) {
    return (
      <p className={styles.loading} role="status">
        {MSG.accountLoading}
      </p>
    );
  }

  if (!user) {
    return (
      <div className={styles.intro}>
        <h1 className={styles.title}>{MSG.accountTitle}</h1>
        <p className={styles.lead}>{MSG.accountSignedOut}</p>
        <Link href={href.loginThen(href.account())} className="btn btn-primary">
          {MSG.signIn}
        </Link>
      </div>
    );
  }

  return (
    <div className={styles.layout}>
      <header className={styles.intro}>
        <p className="eyebrow">{MSG.myAccount}</p>
        <h1 className={styles.title}>{MSG.accountTitle}</h1>
        <p className={styles.lead}>{MSG.accountGreeting(firstName(user))}</p>
        <button type="button" className={`btn btn-outline ${styles.logout}`} onClick={() => void logout()} disabled={busy}>
          {MSG.logout}
        </button>
        <Link href={reviewLinks.write()}>{MY_REVIEWS_LABEL}</Link>
      </header>

      <section className={styles.panel} aria-labelledby="account-profile">
        <h2 id="account-profile" className={styles.panelTitle}>
          {MSG.accountProfile}
        </h2>
        <ProfileForm key={user._id} user={user} />
      </section>

      <section className={styles.panel} aria-labelledby="account-password">
        <h2 id="account-password" className={styles.panelTitle}>
          {MSG.accountChangePassword}
        </h2>
        <ChangePasswordForm key={user._id} />
      </section>

      <section className={styles.panel} aria-labelledby="account-marketing">
        <h2 id="account-marketing" className={styles.panelTitle}>
          {ACCOUNT_CONSENT.title}
        </h2>
        {/* Keyed on the phone too: a phone saved above enables the WhatsApp box. */}
        <MarketingPrefs key={`${user._id}:${user.phone ?? ""}`} userId={user._id} />
      </section>

      <section className={`${styles.panel} ${sessionStyles.panel}`} aria-labelledby="account-sessions">
        <h2 id="account-sessions" className={styles.panelTitle}>
          {SESSION_MSG.sessionsTitle}
        </h2>
        <DeviceSessions key={user._id} />
      </section>

      <section className={`${styles.panel} ${styles.orders}`} aria-labelledby="account-orders">
        <h2 id="account-orders" className={styles.panelTitle}>
          {MSG.accountOrders}
        </h2>
        <AccountOrders key={user._id} />
      </section>
    </div>
  );
}
