import type { SilverPurity } from "@/lib/pricing/by-weight";
import { HUID_LOOKUP, purityName, purityNote, purityPercent } from "@/lib/pricing/purity";
import card from "@/components/product/info-card.module.css";
import styles from "./purity-hallmark.module.css";

/**
 * The piece's silver: its BIS grade, how pure that is and what the grade is, and when it carries one
 * the hallmark's HUID with where to check it (issue 21).
 */
export function PurityHallmark({ purity, huid }: { purity: SilverPurity; huid: string | null }) {
  return (
    <section className={card.card} aria-labelledby="purity-hallmark">
      <h2 id="purity-hallmark" className={card.title}>
        Purity and hallmark
      </h2>
      <dl className={styles.list}>
        <div>
          <dt>Purity</dt>
          <dd>
            <span>
              <strong>{purityName(purity)}</strong> — {purityPercent(purity)} pure silver
            </span>
            <span className={card.note}>{purityNote(purity)}</span>
          </dd>
        </div>
        {huid ? (
          <div>
            <dt>BIS hallmark</dt>
            <dd>
              <span>
                HUID: <strong className={styles.huid}>{huid}</strong> — {HUID_LOOKUP}
              </span>
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
