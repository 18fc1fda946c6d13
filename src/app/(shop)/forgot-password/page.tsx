import type { Metadata } from "next";
import Link from "next/link";
import { AuthCard } from "@/components/account/auth-card";
import { ForgotPasswordForm } from "@/components/account/forgot-password-form";
import { href } from "@/lib/links";
import { MSG } from "@/lib/messages/shop";
import styles from "@/components/account/auth.module.css";

export const metadata: Metadata = {
  title: "Forgot Password",
  description: "Ask for a link to set a new password for your account.",
  robots: { index: false, follow: true },
};

/** 'Forgot password?' (storefront §2.1: linked from /login). Static; the form is the only island. */
export default function ForgotPasswordPage() {
  return (
    <AuthCard
      id="forgot-title"
      title={MSG.forgotTitle}
      subtitle={MSG.forgotSubtitle}
      links={
        <Link href={href.login()} className={`btn btn-outline ${styles.secondary}`}>
          {MSG.backToLogin}
        </Link>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
