"use client";

import { useEffect, useId, useRef, useState } from "react";
import Link from "next/link";
import { toast } from "@/lib/toast";
import { useCart } from "@/hooks/use-cart";
import { APP_TOAST_MS, QUANTITY_CHOICES } from "@/lib/constants";
import { href } from "@/lib/links";
import { CATALOGUE_MSG } from "@/lib/messages/catalogue";
import { SHELL_MSG } from "@/lib/messages/shell";
import { SIZE_MSG } from "@/lib/messages/sizes";
import { chooseQuantity, purchaseProblem } from "@/lib/purchase-rules";
import type { ProductColor } from "@/lib/types/catalogue";
import type { CartLineKey } from "@/lib/types/local-cart";
import { addToCart as addCartLine, setCartColor, setCartQty } from "@/hooks/sync-actions";
import { chooseSize, useChosenSize } from "./chosen-size";
import { type PickerSize, SizePicker } from "./size-picker";
import { sizeByLabel, sizePricesDiffer } from "./size-text";
import styles from "./purchase-panel.module.css";

/** What the panel needs of a product: a few fields, so the page sends no more than that to the browser. */
export interface PurchaseProduct {
  id: string;
  name: string;
  sellingPricePaise: number;
  stock: number;
  inStock: boolean;
  colors: ProductColor[];
  /** Sold by size (issue 42): the sizes offered in the set's order, each with its stock and price; [] for none. */
  sizes: PickerSize[];
}

/** The detail page's extras: the size guide link, the order request button, and `?size=` read from the URL. */
export interface PurchaseExtras {
  guideHref?: string | null;
  orderRequest?: { href: string; label: string; className: string };
  /** Choose the size named in the page URL's `?size=` (by label) on load, and keep the URL on the chosen size. */
  sizeInUrl?: boolean;
}

/**
 * Availability, colour, quantity and 'Add to Cart' for one product (storefront §2.9, §5): the
 * detail page and Quick View both use this, so the rules live once (src/lib/purchase-rules.ts).
 *
 * Once the product is in the cart the button reads 'Added to Cart' and is aria-disabled (a
 * disabled button would drop keyboard focus to the page); colour and quantity then show the cart
 * line and change it directly. For a logged-in customer each change also goes to the server, with
 * its quantity and colour (src/hooks/sync-actions.ts); a refusal is undone and its msg shown (spec §8).
 * `children` go in the button row (the detail page's wishlist button).
 */
export function PurchasePanel({ product, children, extras = {} }: { product: PurchaseProduct; children?: React.ReactNode; extras?: PurchaseExtras }) {
  const uid = useId();
  const ids = {
    colorLegend: `${uid}-color`,
    colorError: `${uid}-color-error`,
    sizeError: `${uid}-size-error`,
    qty: `${uid}-qty`,
    qtyMessage: `${uid}-qty-message`,
    stock: `${uid}-stock`,
  };
  const colorGroup = useRef<HTMLFieldSetElement>(null);
  const sizeGroup = useRef<HTMLFieldSetElement>(null);

  // Sold by size: the chosen size is shared with the price and breakup beside the panel. A piece in
  // one size (in stock) has it chosen from the first render, like a piece in one colour.
  const sized = product.sizes.length > 0;
  const onlySize = product.sizes.length === 1 && (product.sizes[0]?.stock ?? 0) > 0 ? (product.sizes[0]?.id ?? null) : null;
  const sharedSize = useChosenSize(product.id);
  const sizeId = sharedSize ?? onlySize;
  const size = product.sizes.find((s) => s.id === sizeId) ?? null;
  const [sizeError, setSizeError] = useState<string | null>(null);
  // The line of this piece in this size (the same piece in two sizes is two lines).
  const line = useCart((state) => state.data.find((l) => l.pId === product.id && (l.size ?? null) === (sized ? sizeId : null)));
  const inCart = line !== undefined;
  // A piece in one colour has nothing to choose: that colour is picked from the first render (the
  // server's HTML too), so 'Please select a color.' never asks for the obvious.
  const onlyColor = product.colors.length === 1 ? (product.colors[0]?.id ?? null) : null;
  const [pickedColor, setPickedColor] = useState<string | null>(onlyColor);
  const [pickedQty, setPickedQty] = useState(1);
  const [colorError, setColorError] = useState<string | null>(null);
  const [qtyMessage, setQtyMessage] = useState<string | null>(null);
  // Said to screen readers after adding: the toast may sit outside a modal (Quick View), where it is not announced.
  const [announcement, setAnnouncement] = useState("");

  const color = inCart ? line.color : pickedColor;
  const qty = inCart ? line.qty : pickedQty;
  // Quantity caps per size: the chosen size's stock (before a choice, the piece's).
  const stock = size ? size.stock : product.stock;
  const { sizeInUrl = false } = extras;
  // The line the panel changes once in the cart: the piece in the chosen size (issue 42: the cart
  // store keys a line by piece and size, and its actions take { pId, size }, or the bare id of a
  // piece without sizes).
  const lineRef: string | CartLineKey = sized ? { pId: product.id, size: sizeId } : product.id;

  // `?size=12` chooses size 12 when the page opens (an unknown or sold-out label is ignored).
  useEffect(() => {
    if (!sizeInUrl || !sized) return;
    const wanted = sizeByLabel(product.sizes, new URLSearchParams(window.location.search).get("size"));
    if (wanted && wanted.stock > 0) chooseSize(product.id, wanted.id);
  }, [sizeInUrl, sized, product.id, product.sizes]);

  function pickSize(id: string) {
    setSizeError(null);
    const next = product.sizes.find((s) => s.id === id);
    if (!next) return;
    chooseSize(product.id, id);
    if (pickedQty > next.stock) setPickedQty(Math.max(1, chooseQuantity(pickedQty, next.stock).qty));
    setQtyMessage(null);
    if (sizeInUrl) {
      // The URL names the size, so it can be shared; the canonical stays the product's URL.
      const url = new URL(window.location.href);
      url.searchParams.set("size", next.label);
      window.history.replaceState(window.history.state, "", url);
    }
  }

  /** A sized piece without a chosen size: say so, and take the shopper to the picker. */
  function askForSize(): boolean {
    if (!sized || size) return false;
    setSizeError(SIZE_MSG.selectSize);
    toast.error(SIZE_MSG.selectSize, { duration: APP_TOAST_MS });
    sizeGroup.current?.querySelector<HTMLInputElement>("input:not(:disabled)")?.focus();
    return true;
  }
  const hasColors = product.colors.length > 0;
  const selectedColorName = product.colors.find((c) => c.id === color)?.name;

  function pickColor(id: string) {
    setColorError(null);
    if (inCart) setCartColor(lineRef, id, { notify: true });
    else setPickedColor(id);
  }

  function pickQty(value: number) {
    const choice = chooseQuantity(value, stock, product.inStock);
    setQtyMessage(choice.message);
    if (inCart) setCartQty(lineRef, choice.qty, stock, { notify: true });
    else setPickedQty(choice.qty);
  }

  function addToCart() {
    if (inCart) return;
    if (askForSize()) return;
    const problem = purchaseProblem({
      inStock: product.inStock,
      stock,
      colorIds: product.colors.map((c) => c.id),
      color,
      qty,
    });
    if (problem?.field === "color") {
      setColorError(problem.message);
      // Take the shopper to the choice that is missing: the chosen swatch, else the first one.
      const group = colorGroup.current;
      (group?.querySelector<HTMLInputElement>("input:checked") ?? group?.querySelector<HTMLInputElement>("input"))?.focus();
      return;
    }
    if (problem?.field === "qty") {
      setQtyMessage(problem.message);
      return;
    }
    if (problem) return; // out of stock: the button is disabled anyway
    addCartLine(
      { pId: product.id, qty, color, size: size?.id ?? null, pricePaise: size?.sellingPricePaise ?? product.sellingPricePaise },
      { withChoice: true, notify: true },
    );
    toast.success(CATALOGUE_MSG.addedToCartToast, { duration: APP_TOAST_MS });
    setAnnouncement(CATALOGUE_MSG.addedToCartToast);
  }

  return (
    <div className={styles.panel} data-purchase-panel="">
      <p id={ids.stock} className={product.inStock ? styles.inStock : styles.outOfStock} data-in-stock={product.inStock}>
        <span className={styles.dot} aria-hidden="true" />
        {product.inStock ? CATALOGUE_MSG.inStock : CATALOGUE_MSG.outOfStock}
      </p>
      {!product.inStock ? <p className={styles.outMessage}>{SHELL_MSG.itemOutOfStock}</p> : null}

      {hasColors ? (
        <fieldset
          ref={colorGroup}
          className={styles.colors}
          aria-describedby={colorError ? ids.colorError : undefined}
          aria-invalid={colorError ? true : undefined}
        >
          <legend id={ids.colorLegend} className={styles.label}>
            Color
            {selectedColorName ? <span className={styles.chosen}>: {selectedColorName}</span> : null}
          </legend>
          <div className={styles.swatches}>
            {product.colors.map((c) => (
              <label key={c.id} className={styles.swatch}>
                <input
                  type="radio"
                  name={`${uid}-color`}
                  value={c.id}
                  checked={color === c.id}
                  onChange={() => pickColor(c.id)}
                  className={styles.radio}
                />
                <span className={styles.chip} style={{ "--swatch": c.hex } as React.CSSProperties} aria-hidden="true" />
                <span>{c.name}</span>
              </label>
            ))}
          </div>
          {colorError ? (
            <p id={ids.colorError} role="alert" className={styles.error}>
              {colorError}
            </p>
          ) : null}
        </fieldset>
      ) : null}

      {sized ? (
        <SizePicker
          name={`${uid}-size`}
          sizes={product.sizes}
          value={sizeId}
          onChange={pickSize}
          showPrices={sizePricesDiffer(product.sizes)}
          error={sizeError}
          errorId={ids.sizeError}
          guideHref={extras.guideHref ?? null}
          groupRef={sizeGroup}
        />
      ) : null}

      <div className={styles.qtyRow}>
        <label htmlFor={ids.qty} className={styles.label}>
          Quantity
        </label>
        <select
          id={ids.qty}
          className={styles.select}
          value={qty}
          disabled={!product.inStock}
          aria-describedby={qtyMessage ? ids.qtyMessage : undefined}
          onChange={(event) => pickQty(Number(event.target.value))}
        >
          {QUANTITY_CHOICES.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </div>
      {qtyMessage && product.inStock ? (
        <p id={ids.qtyMessage} role="alert" className={styles.error}>
          {qtyMessage}
        </p>
      ) : null}

      <div className={styles.actions}>
        {product.inStock ? (
          <button
            type="button"
            className={`btn btn-dark ${styles.cart}`}
            aria-disabled={inCart}
            data-in-cart={inCart}
            onClick={addToCart}
          >
            {inCart ? CATALOGUE_MSG.detailAddedToCart : CATALOGUE_MSG.addToCart}
          </button>
        ) : (
          <button type="button" className={`btn ${styles.cart}`} disabled aria-describedby={ids.stock}>
            {CATALOGUE_MSG.addToCart}
          </button>
        )}
        {children}
      </div>
      {extras.orderRequest ? (
        <Link
          href={size ? `${extras.orderRequest.href}?${new URLSearchParams({ size: size.label }).toString()}` : extras.orderRequest.href}
          className={extras.orderRequest.className}
          prefetch={false}
          onClick={(event) => {
            if (askForSize()) event.preventDefault();
          }}
        >
          {extras.orderRequest.label}
        </Link>
      ) : null}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {inCart ? (
        <p className={styles.viewCart}>
          <Link href={href.cart()}>View cart</Link>
        </p>
      ) : null}
    </div>
  );
}
