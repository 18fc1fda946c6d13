import { AdminLink } from "@/components/admin/ui/admin-link";
import { ADMIN_HOME } from "@/lib/admin/admin-pages";
import { STAFF_MSG } from "@/lib/admin/staff-messages";
import ui from "@/components/admin/ui/admin-ui.module.css";
import styles from "./forbidden-notice.module.css";

/** The calm page a role sees at a back-office page it may not open (answered with status 403 by the proxy). */
export function ForbiddenNotice() {
  return (
    <section className={styles.notice} aria-labelledby="forbidden-title">
      <h1 id="forbidden-title" className={styles.title}>
        {STAFF_MSG.forbiddenTitle}
      </h1>
      <p className={styles.body}>{STAFF_MSG.forbiddenBody}</p>
      <AdminLink href={ADMIN_HOME} className={ui.primary}>
        {STAFF_MSG.forbiddenBack}
      </AdminLink>
    </section>
  );
}
