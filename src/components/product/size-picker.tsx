"use client";

import type { Ref } from "react";
import { formatRupees } from "@/lib/format";
import { SIZE_MSG } from "@/lib/messages/sizes";
import styles from "./size-picker.module.css";

/** What the picker needs of a size. */
export interface PickerSize {
  id: string;
  label: string;
  stock: number;
  sellingPricePaise: number;
}

/**
 * The size picker (issue 42): a radio group under the legend "Size", one radio per size offered,
 * a sold-out size shown, marked and disabled; each size's price when the prices differ. The
 * server renders it into the product page's HTML (a client leaf of the purchase panel).
 */
export function SizePicker({
  name,
  sizes,
  value,
  onChange,
  showPrices,
  error,
  errorId,
  guideHref,
  groupRef,
}: {
  name: string;
  sizes: readonly PickerSize[];
  value: string | null;
  onChange: (sizeId: string) => void;
  showPrices: boolean;
  error: string | null;
  errorId: string;
  guideHref: string | null;
  groupRef?: Ref<HTMLFieldSetElement>;
}) {
  const chosen = sizes.find((s) => s.id === value);
  return (
    <fieldset
      ref={groupRef}
      className={styles.group}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
      data-size-picker=""
    >
      <legend className={styles.legend}>
        {SIZE_MSG.size}
        {chosen ? <span className={styles.chosen}>: {chosen.label}</span> : null}
      </legend>
      <div className={styles.options}>
        {sizes.map((s) => {
          const soldOut = s.stock < 1;
          return (
            <label key={s.id} className={styles.option} data-sold-out={soldOut || undefined}>
              <input
                type="radio"
                name={name}
                value={s.id}
                checked={value === s.id}
                disabled={soldOut}
                onChange={() => onChange(s.id)}
                className={styles.radio}
              />
              <span className={styles.text}>{s.label}</span>{" "}
              {soldOut ? (
                <span className={styles.note}>{SIZE_MSG.soldOut}</span>
              ) : showPrices ? (
                <span className={styles.note}>{formatRupees(s.sellingPricePaise)}</span>
              ) : null}
            </label>
          );
        })}
      </div>
      {guideHref ? (
        <a href={guideHref} className={styles.guide}>
          {SIZE_MSG.findYourSize}
        </a>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
