"use client";

import { useId, useState } from "react";
import Link from "next/link";
import { ImagePlaceholder } from "@/components/product/image-placeholder";
import { removeFromCart, setCartColor, setCartQty } from "@/hooks/sync-actions";
import { type CartViewLine, sizeOfLine } from "@/lib/api/cart";
import { QUANTITY_CHOICES } from "@/lib/constants";
import { formatRupees } from "@/lib/format";
import { THUMB_WIDTHS, optimizedSources } from "@/lib/image-sources";
import { href } from "@/lib/links";
import { CART_MSG } from "@/lib/messages/cart";
import { SHELL_MSG } from "@/lib/messages/shell";
import { chooseQuantity } from "@/lib/purchase-rules";
import styles from "./cart.module.css";

/** The line's picture: 88 px on phones, 112 px from tablets on. */
const THUMB_SIZES = "(min-width: 640px) 112px, 88px";

/**
 * One cart line (storefront §2.10): picture and name linking to the product, code, size ("Size 12",
 * issue 42), colour, the server's price (its size's; struck original when discounted), quantity 1–5
 * capped at the stock (its size's) with the spec's message, the line total and Remove. Every change goes through src/hooks/sync-actions.ts,
 * so a customer's cart follows on the server; a refusal there is undone and its msg shown.
 */
export function CartLineRow({ line }: { line: CartViewLine }) {
  const uid = useId();
  const [message, setMessage] = useState<string | null>(null);
  const { product } = line;
  if (!product) return <CartLineSkeleton />;

  const ids = { qty: `${uid}-qty`, color: `${uid}-color`, message: `${uid}-message` };
  const key = { pId: line.pId, size: line.size };
  const size = sizeOfLine(product, line.size) ?? null;
  // The product page opens with the line's size chosen (`?size=` takes its label).
  const link = size ? `${href.product(product._id)}?size=${encodeURIComponent(size.label)}` : href.product(product._id);
  const image = product.images[0]?.url ?? product.image?.url ?? null;
  const nowPaise = size ? size.total_price_paise : product.total_price_paise;
  const pricePaise = size ? Math.round(size.price * 100) : product.price_paise;
  const discounted = product.discount > 0 && pricePaise > nowPaise;
  const shownMessage = line.soldOut ? null : (message ?? (line.overStock ? SHELL_MSG.purchaseOnly(line.maxQty) : null));

  function pickQty(value: number) {
    const choice = chooseQuantity(value, size ? size.quantity : product!.quantity, product!.inStock);
    setMessage(choice.message);
    setCartQty(key, choice.qty, line.maxQty, { notify: true });
  }

  return (
    <li className={styles.line} data-cart-line={line.pId} data-cart-size={size?.label} data-sold-out={line.soldOut || undefined}>
      <Link href={link} className={styles.thumb} tabIndex={-1} aria-hidden="true">
        {image ? (
          // eslint-disable-next-line @next/next/no-img-element -- a plain <img>: see src/lib/image-sources.ts
          <img {...optimizedSources(image, THUMB_WIDTHS)} sizes={THUMB_SIZES} alt="" className="cover-fill" loading="lazy" decoding="async" />
        ) : (
          <ImagePlaceholder className={styles.thumbPlaceholder} label={product.name} size={28} />
        )}
      </Link>

      <div className={styles.info}>
        <p className={styles.code}>{product.code}</p>
        <h3 className={styles.name}>
          <Link href={link}>{product.name}</Link>
        </h3>
        {size ? (
          <p className={styles.size} data-testid="cart-line-size">
            {CART_MSG.sizeLine(size.label)}
          </p>
        ) : null}
        {product.colors.length > 0 ? (
          <div className={styles.colorRow}>
            <label htmlFor={ids.color} className={styles.fieldLabel}>
              Colour
            </label>
            <select
              id={ids.color}
              className={styles.select}
              value={line.color ?? ""}
              onChange={(event) => setCartColor(key, event.target.value || null, { notify: true })}
            >
              {line.color === null ? <option value="">Choose…</option> : null}
              {product.colors.map((c) => (
                <option key={c._id} value={c._id}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <p className={styles.unitPrice}>
          <span className="sr-only">Price </span>
          <span data-testid="cart-line-price">{formatRupees(nowPaise)}</span>
          {discounted ? (
            <>
              <span className="sr-only">, was </span>
              <s className={styles.original}>{formatRupees(pricePaise)}</s>
              <span className={styles.off}>-{Number(product.discount.toFixed(2))}%</span>
            </>
          ) : null}
        </p>
        {line.priceChange ? (
          <p className={styles.priceChange} data-testid="cart-line-price-change">
            {CART_MSG.cartPriceUpdated(formatRupees(line.priceChange.wasPaise), formatRupees(line.priceChange.nowPaise))}
          </p>
        ) : null}
        {line.soldOut ? <p className={styles.soldOut}>{SHELL_MSG.itemOutOfStock}</p> : null}
      </div>

      <div className={styles.qty}>
        <label htmlFor={ids.qty} className={styles.fieldLabel}>
          Quantity
        </label>
        <select
          id={ids.qty}
          className={styles.select}
          value={line.qty}
          disabled={line.soldOut}
          aria-describedby={shownMessage ? ids.message : undefined}
          onChange={(event) => pickQty(Number(event.target.value))}
        >
          {QUANTITY_CHOICES.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </div>

      <p className={styles.lineTotal}>
        <span className="sr-only">Line total </span>
        <span data-testid="cart-line-total">{line.soldOut ? "—" : formatRupees(line.lineTotalPaise)}</span>
      </p>

      <button type="button" className={styles.remove} onClick={() => removeFromCart(key, { notify: true })}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
        </svg>
        <span>{CART_MSG.removeFromCart}</span>
        <span className="sr-only">
          {" "}
          {product.name}
          {size ? `, ${CART_MSG.sizeLine(size.label)}` : ""}
        </span>
      </button>

      {shownMessage ? (
        <p id={ids.message} role="alert" className={styles.message}>
          {shownMessage}
        </p>
      ) : null}
    </li>
  );
}

/** A line whose price is still on its way, the size of a real one. */
export function CartLineSkeleton() {
  return (
    <li className={styles.line} aria-hidden="true">
      <span className={`${styles.thumb} skeleton`} />
      <div className={styles.info}>
        <span className={`skeleton ${styles.skLine}`} style={{ width: "30%" }} />
        <span className={`skeleton ${styles.skLine}`} style={{ width: "75%", height: 18 }} />
        <span className={`skeleton ${styles.skLine}`} style={{ width: "40%" }} />
      </div>
    </li>
  );
}
