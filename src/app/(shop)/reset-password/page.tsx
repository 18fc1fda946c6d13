import type { Metadata } from "next";
import { AuthCard } from "@/components/account/auth-card";
import { ResetPasswordForm } from "@/components/account/reset-password-form";
import { MSG } from "@/lib/messages/shop";

export const metadata: Metadata = {
  title: "Reset Password",
  description: "Set a new password for your account.",
  // A personal one-time link: never indexed, and its token never sent on as a referrer.
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

/** The reset page the e-mailed link opens (/reset-password?token=…). Static; the token is read in the browser. */
export default function ResetPasswordPage() {
  return (
    <AuthCard id="reset-title" title={MSG.resetTitle} subtitle={MSG.resetSubtitle}>
      <ResetPasswordForm />
    </AuthCard>
  );
}
