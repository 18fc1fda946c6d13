"use client";

import Image from "next/image";
import { AdminLink } from "@/components/admin/ui/admin-link";
import { StatusBadge, StatusText } from "@/components/admin/ui/status-badge";
import ui from "@/components/admin/ui/admin-ui.module.css";
import cardsUi from "@/components/admin/ui/cards.module.css";
import type { AdminProductJSON } from "@/lib/admin/product-json-types";
import { PRODUCT_MSG } from "@/lib/admin/product-messages";
import { PRODUCT_SIZE_MSG } from "@/lib/admin/size-messages";
import { formatRupees2, rupeesToPaise } from "@/lib/format";
import { href } from "@/lib/links";
import styles from "./products.module.css";

// The two views of the product list (back office §2 Products: grid or table; the table turns into
// cards on small screens). Both offer the same actions: the status badge, Edit, Delete and Info.

export interface ProductActions {
  /** The product whose status change is on its way. */
  busyId: string | null;
  onToggle: (product: AdminProductJSON) => void;
  onDelete: (product: AdminProductJSON) => void;
  /** The role may change the catalogue (issue 43); otherwise the list is read-only. */
  canEdit: boolean;
}

const rupees = (value: number) => formatRupees2(rupeesToPaise(value));

/** The selling price, and the original struck through when a discount applies. */
function Price({ product }: { product: AdminProductJSON }) {
  const discounted = product.discount > 0 && product.total_price < product.price;
  return (
    <span className={styles.price}>
      <strong>{rupees(product.total_price)}</strong>
      {discounted ? (
        <>
          {" "}
          <s aria-label={PRODUCT_MSG.originalPrice(rupees(product.price))}>{rupees(product.price)}</s>{" "}
          <span className={ui.muted}>{PRODUCT_MSG.percentOff(product.discount)}</span>
        </>
      ) : null}
    </span>
  );
}

/** How the piece is priced ("Fixed", "By weight · 12.5 g") and its purity grade, small. */
function Pricing({ product }: { product: AdminProductJSON }) {
  const grams = product.netWeight === null ? "" : product.netWeight.toLocaleString("en-IN", { maximumFractionDigits: 3 });
  return (
    <span className={styles.pricing}>
      <span>{product.pricingMode === "by_weight" ? PRODUCT_MSG.pricingByWeightShort(grams) : PRODUCT_MSG.pricingFixedShort}</span>
      <span>{PRODUCT_MSG.purityShort(product.purity)}</span>
    </span>
  );
}

function Thumb({ product, size }: { product: AdminProductJSON; size: "card" | "row" }) {
  const image = product.images[0];
  return (
    <div className={`${cardsUi.imageBox} ${size === "card" ? styles.cardImage : styles.thumb}`}>
      {image ? (
        <Image src={image.url} alt={PRODUCT_MSG.imageAlt(product.name)} fill sizes={size === "card" ? "(min-width: 768px) 280px, 92vw" : "96px"} />
      ) : (
        <span>{PRODUCT_MSG.noImage}</span>
      )}
    </div>
  );
}

function RowActions({ product, actions }: { product: AdminProductJSON; actions: ProductActions }) {
  return (
    <div className={styles.rowActions}>
      {actions.canEdit ? (
        <>
          <AdminLink className={ui.button} href={`/admin/products/edit/${encodeURIComponent(product._id)}`} aria-label={PRODUCT_MSG.editLabel(product.name)}>
            {PRODUCT_MSG.edit}
          </AdminLink>
          <button type="button" className={ui.ghost} onClick={() => actions.onDelete(product)} aria-label={PRODUCT_MSG.deleteLabel(product.name)}>
            {PRODUCT_MSG.delete}
          </button>
        </>
      ) : null}
      <a className={ui.ghost} href={href.product(product._id)} target="_blank" rel="noopener" aria-label={PRODUCT_MSG.infoLabel(product.name)}>
        {PRODUCT_MSG.info}
      </a>
    </div>
  );
}

/** The stock; a piece sold by size also shows each size's ("12: 3 · 14: 0"). */
function Stock({ product }: { product: AdminProductJSON }) {
  const quantity = product.quantity;
  return (
    <span className={styles.stock}>
      <span className={quantity > 0 ? undefined : styles.outOfStock}>{PRODUCT_MSG.stock(quantity)}</span>
      {product.sizes.length > 0 ? <span className={styles.sizeStock}>{PRODUCT_SIZE_MSG.stockPerSize(product.sizes.map((size) => `${size.label}: ${size.stock}`))}</span> : null}
    </span>
  );
}

export function ProductGrid({ products, actions }: { products: AdminProductJSON[]; actions: ProductActions }) {
  return (
    <ul className={`${ui.cards} ${styles.list}`} role="list">
      {products.map((product) => (
        <li key={product._id} className={ui.card}>
          <Thumb product={product} size="card" />
          <div className={cardsUi.cardTitle}>
            <h2>{product.name}</h2>
            {actions.canEdit ? (
              <StatusBadge active={product.status} name={product.name} busy={actions.busyId === product._id} onToggle={() => actions.onToggle(product)} />
            ) : (
              <StatusText active={product.status} />
            )}
          </div>
          <span className={styles.code}>{product.code}</span>
          <span className={ui.muted}>{product.category_id.name}</span>
          <Price product={product} />
          <Pricing product={product} />
          <Stock product={product} />
          <RowActions product={product} actions={actions} />
        </li>
      ))}
    </ul>
  );
}

export function ProductTable({ products, actions }: { products: AdminProductJSON[]; actions: ProductActions }) {
  return (
    <div className={`${ui.tableWrap} ${ui.cardsOnPhone}`}>
      <table className={`${ui.table} ${styles.table}`}>
        <thead>
          <tr>
            <th scope="col">{PRODUCT_MSG.imageColumn}</th>
            <th scope="col">{PRODUCT_MSG.nameLabel}</th>
            <th scope="col">{PRODUCT_MSG.codeLabel}</th>
            <th scope="col">{PRODUCT_MSG.categoryLabel}</th>
            <th scope="col">{PRODUCT_MSG.priceColumn}</th>
            <th scope="col">{PRODUCT_MSG.pricingColumn}</th>
            <th scope="col">{PRODUCT_MSG.stockColumn}</th>
            <th scope="col">{PRODUCT_MSG.statusColumn}</th>
            <th scope="col">{PRODUCT_MSG.actionsColumn}</th>
          </tr>
        </thead>
        <tbody>
          {products.map((product) => (
            <tr key={product._id}>
              <td data-label={PRODUCT_MSG.imageColumn}>
                <Thumb product={product} size="row" />
              </td>
              <th scope="row" data-label={PRODUCT_MSG.nameLabel}>
                {product.name}
              </th>
              <td data-label={PRODUCT_MSG.codeLabel} className={styles.code}>
                {product.code}
              </td>
              <td data-label={PRODUCT_MSG.categoryLabel}>{product.category_id.name}</td>
              <td data-label={PRODUCT_MSG.priceColumn}>
                <Price product={product} />
              </td>
              <td data-label={PRODUCT_MSG.pricingColumn}>
                <Pricing product={product} />
              </td>
              <td data-label={PRODUCT_MSG.stockColumn}>
                <Stock product={product} />
              </td>
              <td data-label={PRODUCT_MSG.statusColumn}>
                {actions.canEdit ? (
                  <StatusBadge active={product.status} name={product.name} busy={actions.busyId === product._id} onToggle={() => actions.onToggle(product)} />
                ) : (
                  <StatusText active={product.status} />
                )}
              </td>
              <td data-label={PRODUCT_MSG.actionsColumn}>
                <RowActions product={product} actions={actions} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
