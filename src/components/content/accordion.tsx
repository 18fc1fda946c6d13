"use client";

import { useState, type ReactNode } from "react";
import styles from "./accordion.module.css";

export interface AccordionItem {
  /** Stable and URL-safe; with the accordion's idPrefix it names the button and the panel. */
  id: string;
  title: string;
  /** Rendered on the server and kept in the HTML while collapsed, so search engines read it. */
  content: ReactNode;
}

interface Props {
  items: readonly AccordionItem[];
  /** Prefixes the element ids (e.g. "faq" → faq-returns-button, faq-returns-panel). */
  idPrefix: string;
  /** The heading level of each title, to fit the page's outline. */
  headingLevel?: 2 | 3;
  /** Items open at first. */
  defaultOpen?: readonly string[];
}

/**
 * Collapsible sections (WAI-ARIA Authoring Practices, "Accordion"): each title is a real button
 * inside a heading, with aria-expanded and aria-controls naming its panel. Several may be open at
 * once. Without JavaScript every panel shows (accordion.module.css), so nothing is out of reach.
 */
export function Accordion({ items, idPrefix, headingLevel = 2, defaultOpen = [] }: Props) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(defaultOpen));
  const Heading = headingLevel === 2 ? "h2" : "h3";

  function toggle(id: string) {
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }

  return (
    <div className={styles.accordion}>
      {items.map((item) => {
        const expanded = open.has(item.id);
        const buttonId = `${idPrefix}-${item.id}-button`;
        const panelId = `${idPrefix}-${item.id}-panel`;
        return (
          <div key={item.id} className={styles.item}>
            <Heading className={styles.heading}>
              <button
                type="button"
                id={buttonId}
                className={styles.trigger}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
              >
                <span className={styles.title}>{item.title}</span>
                <span className={styles.icon} aria-hidden="true" />
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} className={styles.panel} hidden={!expanded}>
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
