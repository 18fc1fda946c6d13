import ui from "@/components/admin/ui/admin-ui.module.css";
import { PRICING_MSG as M } from "@/lib/admin/pricing-messages";
import { formatRate, formatWhen } from "./rate-format";
import type { SilverRateEntry } from "@/lib/api/admin/silver-rate";
import { SilverRateForm } from "./silver-rate-form";
import styles from "./silver-rate.module.css";

/** Today's rate (when and by whom it was set) and the form that sets a new one. */
export function SilverRateToday({ current }: { current: SilverRateEntry | null }) {
  return (
    <section className={ui.section} aria-labelledby="silver-rate-today-heading">
      <h2 id="silver-rate-today-heading" className={styles.heading}>
        {M.todayHeading}
      </h2>
      {current ? (
        <div className={styles.today} data-testid="silver-rate-today">
          <p className={styles.todayRate}>
            <span className={styles.todayValue}>{formatRate(current.paisePerGram)}</span> <span className={ui.muted}>{M.perGram}</span>
          </p>
          <p className={ui.muted}>
            {M.setAtBy} <time dateTime={current.setAt}>{formatWhen(current.setAt)}</time> {M.setBy} {current.setBy}
          </p>
        </div>
      ) : (
        <p className={ui.muted} data-testid="silver-rate-today">
          {M.noRate}
        </p>
      )}
      {/* A new rate remounts the form with it (as /admin/settings does with its saved row). */}
      <SilverRateForm key={current?.setAt ?? "none"} currentPaise={current?.paisePerGram} />
    </section>
  );
}
