"use client";

import Link from "next/link";
import { useState } from "react";
import { NO_MATCHING_QUESTIONS, matchesQuery } from "@/lib/content/faq-search";
import { href } from "@/lib/links";
import { Accordion, type AccordionItem } from "./accordion";
import styles from "./faq-search.module.css";

export interface FaqEntry extends AccordionItem {
  /** The question and answer as normalized text (faqSearchText), what the search looks in. */
  searchText: string;
}

/**
 * The FAQ's search box and accordion. Filters as the shopper types; the result count and the
 * empty state are announced politely. Without JavaScript the box hides and every question shows.
 */
export function FaqSearch({ items }: { items: readonly FaqEntry[] }) {
  const [query, setQuery] = useState("");
  const shown = items.filter((item) => matchesQuery(item.searchText, query));
  const filtering = query.trim() !== "";

  return (
    <div className={styles.faq}>
      <div role="search" className={styles.search}>
        <label htmlFor="faq-search" className={styles.label}>
          Search questions
        </label>
        <input
          id="faq-search"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Try “shipping” or “tarnish”"
          autoComplete="off"
          spellCheck={false}
          maxLength={100}
          className={styles.input}
        />
      </div>

      <div role="status" className={styles.status}>
        {filtering && shown.length > 0 ? (
          <p className={styles.count}>
            {shown.length} of {items.length} questions
          </p>
        ) : null}
        {shown.length === 0 ? (
          <div className={styles.empty}>
            <p className={styles.emptyTitle}>{NO_MATCHING_QUESTIONS}</p>
            <p>
              Try another word, or <Link href={href.contact()}>ask us directly</Link>.
            </p>
          </div>
        ) : null}
      </div>

      {/* Kept mounted while nothing matches, so open answers stay open when the search clears. */}
      <div hidden={shown.length === 0}>
        <Accordion items={shown} idPrefix="faq" headingLevel={2} />
      </div>
    </div>
  );
}
