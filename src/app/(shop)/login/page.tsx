import type { Metadata } from "next";
import { googleSignInEnabled } from "@/env";
import { AuthCard } from "@/components/account/auth-card";
import { CallbackLink } from "@/components/account/callback-link";
import { GoogleReturn, GoogleSignInButton } from "@/components/account/google-sign-in";
import { LoginForm } from "@/components/account/login-form";
import { href } from "@/lib/links";
import { MSG } from "@/lib/messages/shop";
import { shopPageMetadata } from "@/lib/seo/shop-page-metadata";
import styles from "@/components/account/auth.module.css";

export const metadata: Metadata = shopPageMetadata("login", href.login());

/**
 * Login (storefront §2.12). Static: the form is the only island. Whether Google sign-in is
 * configured is read from the environment when the page is built, like every other setting
 * (src/env.ts); the button and its 'or' are left out entirely without it.
 */
export default function LoginPage() {
  const google = googleSignInEnabled();
  return (
    <AuthCard
      id="login-title"
      title={MSG.loginTitle}
      subtitle={MSG.loginSubtitle}
      links={
        <>
          <p>{MSG.newCustomer}</p>
          <CallbackLink to={href.register()} className={`btn btn-outline ${styles.secondary}`}>
            {MSG.createAccount}
          </CallbackLink>
        </>
      }
    >
      <LoginForm />
      {google ? (
        <>
          <p className={styles.divider}>{MSG.orDivider}</p>
          <GoogleSignInButton />
          <GoogleReturn />
        </>
      ) : null}
    </AuthCard>
  );
}
