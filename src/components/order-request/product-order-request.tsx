"use client";

import { useId, useRef, useState } from "react";
import type { SubmittedOrder } from "@/lib/api/order-request";
import { formatRupees } from "@/lib/format";
import { CART_MSG } from "@/lib/messages/cart";
import { SHELL_MSG } from "@/lib/messages/shell";
import { orderQtyChoices } from "@/lib/schemas/order-fields";
import type { ProductColor } from "@/lib/types/catalogue";
import { OrderRequestForm } from "./order-request-form";
import type { OrderRequestSize } from "./order-request-size";
import { OrderRequestSuccess } from "./order-request-success";
import styles from "./order-request.module.css";

/** What the page sends to the browser of the product: the few fields the choices need. */
export interface OrderRequestProduct {
  id: string;
  /** What one piece costs now (the server prices the order itself; this is for show). */
  sellingPricePaise: number;
  stock: number;
  colors: ProductColor[];
  /** Sold by size (issue 42): the sizes offered, in the set's order, each with its stock and price; [] for none. */
  sizes: OrderRequestSize[];
}

/**
 * An order request for one product (back office §2): the product's summary (rendered on the
 * server, passed in), its size when it is sold by size (required; `?size=12` chooses it), its
 * colour when it comes in several, a quantity from 1 to min(10, stock of the size), and the form.
 * After a successful request: the success screen.
 */
export function ProductOrderRequest({ product, summary, initialSize = null }: { product: OrderRequestProduct; summary: React.ReactNode; initialSize?: string | null }) {
  const uid = useId();
  const [qty, setQty] = useState(1);
  const [color, setColor] = useState<string | null>(product.colors.length === 1 ? (product.colors[0]?.id ?? null) : null);
  const [colorError, setColorError] = useState<string | null>(null);
  const inStockSizes = product.sizes.filter((s) => s.stock > 0);
  // The size from the URL, or the one size in stock, is chosen from the start (like one colour).
  const [sizeId, setSizeId] = useState<string | null>(initialSize ?? (inStockSizes.length === 1 ? (inStockSizes[0]?.id ?? null) : null));
  const [sizeError, setSizeError] = useState<string | null>(null);
  const [order, setOrder] = useState<SubmittedOrder | null>(null);
  const colorGroup = useRef<HTMLFieldSetElement>(null);
  const sizeSelect = useRef<HTMLSelectElement>(null);
  const size = product.sizes.find((s) => s.id === sizeId) ?? null;
  const choices = orderQtyChoices(size ? size.stock : product.stock);
  const unitPaise = size ? size.sellingPricePaise : product.sellingPricePaise;

  if (order) return <OrderRequestSuccess order={order} />;

  function pickSize(id: string) {
    const next = product.sizes.find((s) => s.id === id) ?? null;
    setSizeId(next?.id ?? null);
    setSizeError(null);
    // The quantity stays what was chosen while the new size has that many.
    if (next) setQty((current) => Math.min(current, Math.max(1, orderQtyChoices(next.stock).length)));
  }

  /** The size first (it comes first on the page), then the colour; the first problem gets the focus. */
  function checkChoices(focus: boolean): boolean {
    const sizeOk = product.sizes.length === 0 || size !== null;
    if (!sizeOk) {
      setSizeError(SHELL_MSG.selectSize);
      if (focus) sizeSelect.current?.focus();
    }
    return checkColor(focus && sizeOk) && sizeOk;
  }

  function checkColor(focus: boolean): boolean {
    if (product.colors.length === 0 || (color !== null && product.colors.some((c) => c.id === color))) return true;
    setColorError(SHELL_MSG.selectColor);
    if (focus) colorGroup.current?.querySelector<HTMLInputElement>("input")?.focus();
    return false;
  }

  return (
    <div className={styles.layout}>
      <section className={`${styles.card} ${styles.summary}`} aria-labelledby={`${uid}-summary`}>
        <h2 id={`${uid}-summary`} className={styles.cardTitle}>
          Your Piece
        </h2>
        {summary}
        <div className={styles.choices}>
          {product.sizes.length > 0 ? (
            <div className={styles.sizeField}>
              <div className={styles.qtyRow}>
                <label htmlFor={`${uid}-size`} className={styles.label}>
                  Size
                  <span className={styles.required} aria-hidden="true">
                    *
                  </span>
                </label>
                <select
                  ref={sizeSelect}
                  id={`${uid}-size`}
                  name="size"
                  required
                  className={styles.qtySelect}
                  value={sizeId ?? ""}
                  aria-invalid={sizeError ? true : undefined}
                  aria-describedby={sizeError ? `${uid}-size-error` : undefined}
                  onChange={(event) => pickSize(event.target.value)}
                >
                  <option value="" disabled>
                    Choose…
                  </option>
                  {product.sizes.map((s) => (
                    <option key={s.id} value={s.id} disabled={s.stock <= 0}>
                      {s.stock > 0 ? s.label : CART_MSG.sizeSoldOut(s.label)}
                    </option>
                  ))}
                </select>
              </div>
              {sizeError ? (
                <p id={`${uid}-size-error`} className="field-error">
                  {sizeError}
                </p>
              ) : null}
            </div>
          ) : null}
          {product.colors.length > 0 ? (
            <fieldset
              ref={colorGroup}
              className={styles.colors}
              aria-invalid={colorError ? true : undefined}
              aria-describedby={colorError ? `${uid}-color-error` : undefined}
            >
              <legend className={styles.label}>
                Colour
                <span className={styles.required} aria-hidden="true">
                  *
                </span>
              </legend>
              <div className={styles.swatches}>
                {product.colors.map((c) => (
                  <label key={c.id} className={styles.swatch}>
                    <input
                      type="radio"
                      name={`${uid}-color`}
                      value={c.id}
                      checked={color === c.id}
                      onChange={() => {
                        setColor(c.id);
                        setColorError(null);
                      }}
                      className={styles.radio}
                    />
                    <span className={styles.chip} style={{ "--swatch": c.hex } as React.CSSProperties} aria-hidden="true" />
                    <span>{c.name}</span>
                  </label>
                ))}
              </div>
              {colorError ? (
                <p id={`${uid}-color-error`} className="field-error">
                  {colorError}
                </p>
              ) : null}
            </fieldset>
          ) : null}
          <div className={styles.qtyRow}>
            <label htmlFor={`${uid}-qty`} className={styles.label}>
              Quantity
            </label>
            <select id={`${uid}-qty`} className={styles.qtySelect} value={qty} onChange={(event) => setQty(Number(event.target.value))}>
              {choices.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </div>
        </div>
        <dl className={styles.totals} aria-live="polite">
          <div>
            <dt>Shipping</dt>
            <dd className={styles.free}>{CART_MSG.shippingFree}</dd>
          </div>
          <div className={styles.grand}>
            <dt>Total</dt>
            <dd data-testid="order-total">{formatRupees(unitPaise * qty)}</dd>
          </div>
        </dl>
      </section>

      <section className={`${styles.card} ${styles.formCard}`}>
        <OrderRequestForm
          lines={[{ product_id: product.id, quantity: qty, color_id: color, ...(size ? { size_id: size.id } : {}) }]}
          checkLines={checkChoices}
          onSubmitted={setOrder}
        />
      </section>
    </div>
  );
}
