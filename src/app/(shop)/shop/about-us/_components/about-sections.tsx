import { ABOUT_ARTISANS, ABOUT_FACTS, ABOUT_INTRO, ABOUT_TESTIMONIALS, ABOUT_TIMELINE, ABOUT_VALUES } from "@/lib/content/about";
import styles from "../about.module.css";
import { ValueIcon } from "./value-icon";

/** The section heading shared by the About page's parts: a small eyebrow over a serif h2. */
export function SectionHead({ id, eyebrow, title }: { id: string; eyebrow: string; title: string }) {
  return (
    <div className={styles.head}>
      <p className="eyebrow">{eyebrow}</p>
      <h2 id={id} className={styles.headTitle}>
        {title}
      </h2>
    </div>
  );
}

export function AboutIntro() {
  return (
    <section className={`container ${styles.intro}`} aria-labelledby="about-intro">
      <div className={styles.introCopy}>
        <p className="eyebrow">{ABOUT_INTRO.eyebrow}</p>
        <h2 id="about-intro" className={styles.introTitle}>
          {ABOUT_INTRO.heading}
        </h2>
        <p className={styles.lead}>{ABOUT_INTRO.lead}</p>
      </div>
      <dl className={styles.facts}>
        {ABOUT_FACTS.map((fact) => (
          <div key={fact.label} className={styles.fact}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function Timeline() {
  return (
    <section className={`container ${styles.section}`} aria-labelledby="about-timeline">
      <SectionHead id="about-timeline" eyebrow="Our journey" title="Fifteen years at the bench" />
      <ol role="list" className={styles.timeline}>
        {ABOUT_TIMELINE.map((step) => (
          <li key={step.year} className={styles.milestone}>
            <p className={styles.year}>{step.year}</p>
            <h3 className={styles.milestoneTitle}>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function Values() {
  return (
    <section className={styles.band} aria-labelledby="about-values">
      <div className={`container ${styles.section}`}>
        <SectionHead id="about-values" eyebrow="What we stand for" title="Our values" />
        <ul role="list" className={styles.cards}>
          {ABOUT_VALUES.map((value, i) => (
            <li key={value.title} className={styles.card}>
              <ValueIcon index={i} />
              <h3 className={styles.cardTitle}>{value.title}</h3>
              <p>{value.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** "Ramesh Soni" → "RS". */
function initials(name: string): string {
  return name
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join("");
}

export function Artisans() {
  return (
    <section className={`container ${styles.section}`} aria-labelledby="about-artisans">
      <SectionHead id="about-artisans" eyebrow="Our artisans" title="The hands behind every piece" />
      <ul role="list" className={styles.cards}>
        {ABOUT_ARTISANS.map((artisan) => (
          <li key={artisan.name} className={`${styles.card} ${styles.artisan}`}>
            <span className={styles.monogram} aria-hidden="true">
              {initials(artisan.name)}
            </span>
            <h3 className={styles.cardTitle}>{artisan.name}</h3>
            <p className={styles.craft}>{artisan.craft}</p>
            <p>{artisan.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Testimonials() {
  return (
    <section className={styles.band} aria-labelledby="about-testimonials">
      <div className={`container ${styles.section}`}>
        <SectionHead id="about-testimonials" eyebrow="Kind words" title="From our customers" />
        <ul role="list" className={styles.testimonials}>
          {ABOUT_TESTIMONIALS.map((t) => (
            <li key={t.name}>
              <figure className={styles.testimonial}>
                <blockquote>
                  <p>&ldquo;{t.quote}&rdquo;</p>
                </blockquote>
                <figcaption>
                  <span className={styles.testimonialName}>{t.name}</span> · {t.place}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
