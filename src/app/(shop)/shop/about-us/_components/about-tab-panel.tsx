import prose from "@/components/content/prose.module.css";
import type { AboutTab } from "@/lib/content/about";
import styles from "../about.module.css";

/** One tab's panel: its heading and words, with its points (or steps, or a pull quote) beside them. */
export function AboutTabPanel({ tab }: { tab: AboutTab }) {
  const List = tab.ordered ? "ol" : "ul";
  return (
    <div className={styles.panel}>
      <div className={prose.prose}>
        <h3 className={styles.panelTitle}>{tab.heading}</h3>
        {tab.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      {tab.points ? (
        <List role="list" className={tab.ordered ? `${styles.points} ${styles.steps}` : styles.points}>
          {tab.points.map((point) => (
            <li key={point.title} className={styles.point}>
              <h4 className={styles.pointTitle}>{point.title}</h4>
              <p>{point.text}</p>
            </li>
          ))}
        </List>
      ) : null}
      {tab.quote ? (
        <figure className={styles.quote}>
          <blockquote>
            <p>&ldquo;{tab.quote.text}&rdquo;</p>
          </blockquote>
          <figcaption>{tab.quote.by}</figcaption>
        </figure>
      ) : null}
    </div>
  );
}
