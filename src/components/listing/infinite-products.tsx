"use client";

import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { toast } from "@/lib/toast";
import { cardDataFromJSON, type ProductCardData } from "@/components/product/card-data";
import { fetchProductPage } from "@/lib/api/catalogue";
import { OTHER_LISTING_DELAY_MS, OTHER_LISTING_TRIGGER_PX, PRODUCT_LIST_INFINITE_MARGIN_PX } from "@/lib/constants";
import { href, listingQuery, type ListingParams } from "@/lib/links";
import { CATALOGUE_MSG } from "@/lib/messages/catalogue";
import { ListingGrid, ListingSkeleton, type ListingColumns } from "./listing-grid";
import styles from "./listing.module.css";

/**
 * "sentinel": the product list (storefront §4): the next page loads when a marker under the grid
 * comes within 200 px of the view. "bottom": the other listings (§2.7): 500 ms after the shopper
 * is within 1,000 px of the page's bottom.
 */
export type InfiniteMode = "sentinel" | "bottom";

interface Chunk {
  page: number;
  cards: ProductCardData[];
}

type Status = "idle" | "loading" | "error";

const noSubscribe = () => () => {};

/** False in the server render and the first browser render, true once hydrated. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
}

/**
 * Where the pages come from: a listing (GET /api/product with its filters) or a search
 * (GET /api/product/search); both answer the same page shape.
 */
export type ProductSource =
  | {
      kind: "listing";
      /** The API query without `page` (listingApiQuery). */
      apiQuery: string;
      /** The listing's path and its filters, for the plain next-page link. */
      basePath: string;
      linkParams: ListingParams;
    }
  | { kind: "search"; q: string; limit: number };

function pageHref(source: ProductSource, page: number): string {
  if (source.kind === "listing") return `${source.basePath}${listingQuery({ ...source.linkParams, page })}`;
  return href.search(source.q, page);
}

async function fetchPage(source: ProductSource, page: number, signal: AbortSignal): Promise<{ cards: ProductCardData[]; pages: number; total: number }> {
  const result = await fetchProductPage(source, page, signal);
  return { cards: result.prod.map(cardDataFromJSON), pages: result.pages, total: result.total };
}

/**
 * The pages after the server-rendered one. Below the grid the server's HTML has a real
 * 'Next page' link (rel="next") that works without JavaScript; once hydrated it becomes
 * 'Load more products' (for keyboards, and after an error) while scrolling loads pages by itself
 * from the API, rendered with the same card. A failed fetch shows the spec's toast and
 * stops the automatic loading.
 */
export function InfiniteProducts({
  source,
  nextPage,
  pages,
  total,
  seenIds,
  mode,
  columns,
  moreSkeletons,
  showEnd,
}: {
  source: ProductSource;
  nextPage: number;
  pages: number;
  total: number;
  /** Products already on the page: a catalogue change between two fetches must not show one twice. */
  seenIds: string[];
  mode: InfiniteMode;
  columns: ListingColumns;
  moreSkeletons: number;
  /** Show the closing message once everything is shown (the other listings, from their first page). */
  showEnd: boolean;
}) {
  const hydrated = useHydrated();
  const [chunks, setChunks] = useState<Chunk[]>([]);
  const [next, setNext] = useState(nextPage);
  const [pageCount, setPageCount] = useState(pages);
  const [shownTotal, setShownTotal] = useState(total);
  const [status, setStatus] = useState<Status>("idle");
  const busy = useRef(false);
  const seen = useRef<Set<string> | null>(null);
  const controller = useRef<AbortController | null>(null);
  const focusChunk = useRef<number | null>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLDivElement>(null);

  const hasMore = next <= pageCount;

  const load = useCallback(
    async (byHand = false) => {
      if (busy.current || next > pageCount) return;
      busy.current = true;
      seen.current ??= new Set(seenIds);
      controller.current = new AbortController();
      setStatus("loading");
      try {
        const result = await fetchPage(source, next, controller.current.signal);
        const known = seen.current;
        const fresh = result.cards.filter((card) => !known.has(card.id));
        for (const card of fresh) known.add(card.id);
        if (byHand && fresh.length > 0) focusChunk.current = next;
        setChunks((previous) => [...previous, { page: next, cards: fresh }]);
        setPageCount(result.pages);
        setShownTotal(result.total);
        setNext(next + 1);
        setStatus("idle");
      } catch (error) {
        if (controller.current?.signal.aborted) return;
        console.error(error);
        toast.error(CATALOGUE_MSG.clientErrorProducts);
        setStatus("error");
      } finally {
        busy.current = false;
      }
    },
    [source, next, pageCount, seenIds],
  );

  // A page left mid-fetch: drop the answer.
  useEffect(() => () => controller.current?.abort(), []);

  // A keyboard user who asked for more lands on the first new product.
  useEffect(() => {
    const page = focusChunk.current;
    if (page === null) return;
    focusChunk.current = null;
    list.current?.querySelector<HTMLElement>(`[data-chunk="${page}"] h3 a`)?.focus();
  }, [chunks]);

  // Product list: a sentinel 200 px below the view. Re-observed after each page, so a short page
  // that leaves the sentinel in view asks for the next one too.
  useEffect(() => {
    if (mode !== "sentinel" || status !== "idle" || !hasMore) return;
    const target = sentinel.current;
    if (!target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void load();
      },
      { rootMargin: `0px 0px ${PRODUCT_LIST_INFINITE_MARGIN_PX}px 0px` },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [mode, status, hasMore, load]);

  // Other listings: within 1,000 px of the bottom, then a 500 ms delay.
  useEffect(() => {
    if (mode !== "bottom" || status !== "idle" || !hasMore) return;
    let timer: number | undefined;
    const check = () => {
      if (timer !== undefined) return;
      const remaining = document.documentElement.scrollHeight - (window.scrollY + window.innerHeight);
      if (remaining > OTHER_LISTING_TRIGGER_PX) return;
      timer = window.setTimeout(() => {
        timer = undefined;
        void load();
      }, OTHER_LISTING_DELAY_MS);
    };
    check();
    window.addEventListener("scroll", check, { passive: true });
    window.addEventListener("resize", check);
    return () => {
      window.removeEventListener("scroll", check);
      window.removeEventListener("resize", check);
      if (timer !== undefined) window.clearTimeout(timer);
    };
  }, [mode, status, hasMore, load]);

  const nextHref = pageHref(source, next);

  return (
    <div ref={list}>
      {chunks.map((chunk) =>
        chunk.cards.length > 0 ? (
          <div key={chunk.page} data-chunk={chunk.page} className={styles.chunk}>
            <ListingGrid cards={chunk.cards} columns={columns} label={`Page ${chunk.page}`} />
          </div>
        ) : null,
      )}
      {status === "loading" ? <ListingSkeleton count={moreSkeletons} columns={columns} className={styles.chunk} /> : null}
      {hasMore ? (
        <div className={styles.pager}>
          <div ref={sentinel} className={styles.sentinel} aria-hidden="true" />
          {status !== "loading" ? (
            <a
              href={nextHref}
              rel="next"
              className="btn btn-outline"
              onClick={(event) => {
                event.preventDefault();
                void load(true);
              }}
            >
              {hydrated ? "Load more products" : "Next page"}
            </a>
          ) : null}
        </div>
      ) : showEnd && shownTotal > 0 ? (
        <p className={styles.end} role="status">
          {CATALOGUE_MSG.listingEnd(shownTotal)}
        </p>
      ) : null}
    </div>
  );
}
