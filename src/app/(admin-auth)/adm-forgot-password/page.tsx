import type { Metadata } from "next";
import { AdminResetForm } from "@/components/admin/auth/admin-reset-form";
import styles from "@/components/admin/auth/admin-auth.module.css";
import { ADMIN_AUTH_MSG } from "@/lib/admin/auth-messages";

export const metadata: Metadata = { title: "Reset Password" };

/** /adm-forgot-password (back office §2 Admin reset password). */
export default function AdminForgotPasswordPage() {
  return (
    <div className={styles.card}>
      <p className={styles.brand}>Silver Aura</p>
      <h1 className={styles.title}>{ADMIN_AUTH_MSG.resetTitle}</h1>
      <p className={styles.intro}>{ADMIN_AUTH_MSG.resetIntro}</p>
      <AdminResetForm />
    </div>
  );
}
