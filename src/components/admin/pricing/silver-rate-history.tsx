import ui from "@/components/admin/ui/admin-ui.module.css";
import { PRICING_MSG as M } from "@/lib/admin/pricing-messages";
import { formatRate, formatWhen } from "./rate-format";
import type { SilverRateEntry } from "@/lib/api/admin/silver-rate";
import styles from "./silver-rate.module.css";

/** The last rates, newest first: when, the rate and who set it (one card per rate on a phone). */
export function SilverRateHistory({ history }: { history: SilverRateEntry[] }) {
  return (
    <section className={ui.section} aria-labelledby="silver-rate-history-heading">
      <div>
        <h2 id="silver-rate-history-heading" className={styles.heading}>
          {M.historyHeading}
        </h2>
        <p className={ui.muted}>{history.length > 0 ? M.historyCount(history.length) : M.historyEmpty}</p>
      </div>
      {history.length > 0 ? (
        <div className={`${ui.tableWrap} ${ui.cardsOnPhone}`}>
          <table className={ui.table} aria-labelledby="silver-rate-history-heading">
            <thead>
              <tr>
                <th scope="col">{M.columnDate}</th>
                <th scope="col" className={styles.number}>
                  {M.columnRate}
                </th>
                <th scope="col">{M.columnBy}</th>
              </tr>
            </thead>
            <tbody>
              {history.map((entry, index) => (
                <tr key={`${entry.setAt}-${index}`} data-testid="silver-rate-row">
                  <td data-label={M.columnDate}>
                    <time dateTime={entry.setAt}>{formatWhen(entry.setAt)}</time>
                  </td>
                  <td data-label={M.columnRateShort} className={`${styles.number} ${styles.rate}`}>
                    {formatRate(entry.paisePerGram)}
                  </td>
                  <td data-label={M.columnBy} className={styles.by}>
                    {entry.setBy}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
