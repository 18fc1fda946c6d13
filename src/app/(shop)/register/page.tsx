import type { Metadata } from "next";
import { AuthCard } from "@/components/account/auth-card";
import { CallbackLink } from "@/components/account/callback-link";
import { RegisterForm } from "@/components/account/register-form";
import { href } from "@/lib/links";
import { MSG } from "@/lib/messages/shop";
import { shopPageMetadata } from "@/lib/seo/shop-page-metadata";
import styles from "@/components/account/auth.module.css";

export const metadata: Metadata = shopPageMetadata("register", href.register());

/** Register (storefront §2.13). Static; the form is the only island. */
export default function RegisterPage() {
  return (
    <AuthCard
      id="register-title"
      title={MSG.registerTitle}
      subtitle={MSG.registerSubtitle}
      links={
        <>
          <p>{MSG.haveAccount}</p>
          <CallbackLink to={href.login()} className={`btn btn-outline ${styles.secondary}`}>
            {MSG.signIn}
          </CallbackLink>
        </>
      }
    >
      <RegisterForm />
    </AuthCard>
  );
}
