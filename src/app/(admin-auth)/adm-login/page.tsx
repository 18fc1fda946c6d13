import type { Metadata } from "next";
import { AdminLoginForm } from "@/components/admin/auth/admin-login-form";
import { PasskeySignIn } from "@/components/admin/auth/passkey-sign-in";
import styles from "@/components/admin/auth/admin-auth.module.css";
import { ADMIN_AUTH_MSG } from "@/lib/admin/auth-messages";

export const metadata: Metadata = { title: "Login" };

/** /adm-login (back office §2 Admin login, 'Admin Portal'). */
export default function AdminLoginPage() {
  return (
    <div className={styles.card}>
      <p className={styles.brand}>Silver Aura</p>
      <h1 className={styles.title}>{ADMIN_AUTH_MSG.portalTitle}</h1>
      <p className={styles.intro}>{ADMIN_AUTH_MSG.portalIntro}</p>
      <AdminLoginForm />
      <PasskeySignIn />
    </div>
  );
}
