"use client";

import { useId, useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { PRICE_BANDS, PRICE_BAND_KEYS, type PriceBand, type ProductSort } from "@/lib/constants";
import { SORT_LABELS } from "@/lib/listing-options";
import { listingQuery, type ListingParams } from "@/lib/links";
import { CATALOGUE_MSG } from "@/lib/messages/catalogue";
import { SIZE_MSG } from "@/lib/messages/sizes";
import styles from "./listing.module.css";

const DESKTOP = "(min-width: 1024px)";

export interface FilterFormValues {
  sort: ProductSort;
  band: PriceBand | null;
  color: string | null;
  inStock: boolean;
  size: string | null;
}

/**
 * The listing's URL for what the form holds. The fields are our own options, and the server reads
 * the URL leniently anyway (src/lib/listing-params.ts), so no validation library ships here.
 */
function formHref(basePath: string, form: HTMLFormElement, sorts: readonly ProductSort[]): string {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === "string" && value !== "" ? value : undefined;
  };
  const sort = text("sort");
  const band = text("band");
  const params: ListingParams = {
    sort: sort && (sorts as readonly string[]).includes(sort) ? (sort as ProductSort) : undefined,
    band: band && (PRICE_BAND_KEYS as readonly string[]).includes(band) ? (band as PriceBand) : undefined,
    color: text("color"),
    inStock: text("stock") === "1",
    size: text("size"),
  };
  return `${basePath}${listingQuery(params)}`;
}

/** The sizes under their sets' names, in the order given. */
function groupBySet(sizes: readonly { label: string; setName: string }[]): [string, string[]][] {
  const groups = new Map<string, string[]>();
  for (const size of sizes) groups.set(size.setName, [...(groups.get(size.setName) ?? []), size.label]);
  return [...groups];
}

/**
 * Sort and filters of a listing (storefront §2.6, §2.7): a plain GET form, so it works without
 * JavaScript ('Apply Filters' submits it). With JavaScript, a desktop applies each change at once;
 * a phone opens the form with 'Filter & Sort' and applies it with 'Apply Filters'. Either way the
 * choices land in the URL, so a filtered list can be shared, and the page stays where it is.
 */
export function FilterForm({
  basePath,
  sorts,
  colors,
  sizes = [],
  values,
}: {
  basePath: string;
  sorts: readonly ProductSort[];
  colors: { slug: string; name: string }[];
  /** The sizes pieces come in (issue 42), each under its set's name. */
  sizes?: { label: string; setName: string }[];
  values: FilterFormValues;
}) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();
  const panelId = useId();

  const apply = (form: HTMLFormElement) => {
    const target = formHref(basePath, form, sorts);
    startTransition(() => router.push(target, { scroll: false }));
  };

  return (
    <div className={styles.filters} data-pending={pending || undefined}>
      <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
        {CATALOGUE_MSG.filterAndSort}
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      {/* Without JavaScript the toggle cannot open the form, so the form shows and the toggle hides. */}
      <noscript>
        <style>{`@media (max-width:1023.98px){.${styles.panel}{display:grid}}.${styles.toggle}{display:none}`}</style>
      </noscript>
      <form
        id={panelId}
        method="get"
        action={basePath}
        className={styles.panel}
        data-open={open || undefined}
        aria-label={CATALOGUE_MSG.filterAndSort}
        onSubmit={(event) => {
          event.preventDefault();
          setOpen(false);
          apply(event.currentTarget);
        }}
        onChange={(event) => {
          // Desktops apply every change at once; phones wait for 'Apply Filters'.
          if (window.matchMedia(DESKTOP).matches) apply(event.currentTarget);
        }}
      >
        <label className={styles.field}>
          Sort by
          <select name="sort" defaultValue={values.sort}>
            {sorts.map((sort) => (
              <option key={sort} value={sort}>
                {SORT_LABELS[sort]}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          Price
          <select name="band" defaultValue={values.band ?? ""}>
            <option value="">Any price</option>
            {PRICE_BAND_KEYS.map((band) => (
              <option key={band} value={band}>
                {PRICE_BANDS[band].label}
              </option>
            ))}
          </select>
        </label>
        {colors.length > 0 ? (
          <label className={styles.field}>
            Colour
            <select name="color" defaultValue={values.color ?? ""}>
              <option value="">Any colour</option>
              {colors.map((color) => (
                <option key={color.slug} value={color.slug}>
                  {color.name}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        {sizes.length > 0 ? (
          <label className={styles.field}>
            {SIZE_MSG.size}
            <select name="size" defaultValue={values.size ?? ""}>
              <option value="">{SIZE_MSG.anySize}</option>
              {groupBySet(sizes).map(([setName, labels]) => (
                <optgroup key={setName} label={setName}>
                  {labels.map((label) => (
                    <option key={label} value={label}>
                      {label}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </label>
        ) : null}
        <label className={styles.check}>
          <input type="checkbox" name="stock" value="1" defaultChecked={values.inStock} />
          In stock only
        </label>
        <button type="submit" className={`btn btn-dark ${styles.apply}`} aria-disabled={pending || undefined}>
          {CATALOGUE_MSG.applyFilters}
        </button>
      </form>
    </div>
  );
}
