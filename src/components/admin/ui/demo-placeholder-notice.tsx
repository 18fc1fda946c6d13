import { AdminLink } from "@/components/admin/ui/admin-link";
import type { DemoPlaceholder } from "@/lib/admin/demo-placeholders";
import { SETTINGS_MSG as M } from "@/lib/admin/settings-messages";
import styles from "./demo-placeholder-notice.module.css";

/** The dashboard's and Settings' warning while the shop's contact or GSTIN is still the demo's (none otherwise). */
export function DemoPlaceholderNotice({ fields, onSettings = false }: { fields: readonly DemoPlaceholder[]; /** On Settings itself: "below", and no link. */ onSettings?: boolean }) {
  if (fields.length === 0) return null;
  return (
    <div className={styles.notice} role="status" data-testid="demo-placeholders">
      <p className={styles.heading}>{M.demoHeading}</p>
      <p>{M.demoWarning(fields.map((field) => M.demoFields[field] ?? field), onSettings)}</p>
      {!onSettings ? (
        <p>
          <AdminLink href="/admin/settings">{M.demoSettingsLink}</AdminLink>
        </p>
      ) : null}
    </div>
  );
}
