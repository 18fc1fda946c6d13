"use client";

import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { ImagePlaceholder } from "@/components/product/image-placeholder";
import { type UserCartJSON, cartLineKey, productsById, readUserCart, sizeOfLine, stateCartText } from "@/lib/api/cart";
import { callApi, syncPaths } from "@/lib/api/client";
import type { SubmittedOrder } from "@/lib/api/order-request";
import { APP_TOAST_MS, CART_ORDER_DRAFT_KEY } from "@/lib/constants";
import { formatRupees } from "@/lib/format";
import { THUMB_WIDTHS, optimizedSources } from "@/lib/image-sources";
import { href } from "@/lib/links";
import { CART_MSG } from "@/lib/messages/cart";
import { ORDER_REQUEST_MSG } from "@/lib/messages/order-request";
import { type OrderLineInput, maxOrderQty } from "@/lib/schemas/order-fields";
import type { ProductJSON } from "@/lib/types/catalogue-json";
import { toast } from "@/lib/toast";
import { type DraftLine, parseCartDraft } from "./cart-draft";
import { OrderRequestForm } from "./order-request-form";
import { OrderRequestProblem } from "./order-request-problem";
import { OrderRequestSuccess } from "./order-request-success";
import { cartStore } from "@/stores/cart-store";
import styles from "./order-request.module.css";

/** The line's picture: 64 px (imageSizes 96/128/192 cover 1×–3×). */
const THUMB_SIZES = "64px";

interface SummaryLine {
  pId: string;
  product: ProductJSON | null;
  qty: number;
  colorId: string | null;
  colorName: string | null;
  /** The Size's id and label of a sized piece's line (issue 42), else null. */
  sizeId: string | null;
  sizeLabel: string | null;
  /** Deleted, switched off or sold out since it went into the cart: left out of the request. */
  unavailable: boolean;
  lineTotalPaise: number;
}

type State =
  | { kind: "loading" }
  | { kind: "missing" }
  | { kind: "failed"; draft: DraftLine[] }
  | { kind: "ready"; lines: SummaryLine[]; offers: { name: string; discountPaise: number }[]; discountPaise: number; coupon: string | null }
  | { kind: "sent"; order: SubmittedOrder };

/**
 * The draft's lines at the server's prices and stock (never the browser's): what can be ordered, and
 * what no longer can. A sized piece's line takes its size's stock and price (issue 42); a size the
 * piece no longer offers is unavailable.
 */
function summarize(draft: DraftLine[], cart: UserCartJSON): SummaryLine[] {
  const products = productsById(cart);
  return draft.map((line) => {
    const product = products.get(line.pId) ?? null;
    const size = product ? sizeOfLine(product, line.size) : undefined;
    const max = !product || size === undefined ? 0 : size ? maxOrderQty(size.quantity, product.inStock) : maxOrderQty(product.quantity, product.inStock);
    const qty = Math.min(line.qty, Math.max(max, 1));
    const color = product?.colors.find((c) => c._id === line.color) ?? null;
    const unavailable = max === 0;
    return {
      pId: line.pId,
      product,
      qty,
      colorId: color?._id ?? null,
      colorName: color?.name ?? null,
      sizeId: size?._id ?? null,
      sizeLabel: size?.label ?? null,
      unavailable,
      lineTotalPaise: unavailable || !product ? 0 : (size ? size.total_price_paise : product.total_price_paise) * qty,
    };
  });
}

/**
 * The order request for the whole cart (back office §2): the lines the cart page left under
 * cartOrderData (ids, quantities, colours; no prices), priced by the public cart quote, beside the
 * form. No draft, or one that cannot be read: 'No cart data found' and back to /cart. After a
 * successful request the draft is cleared (the cart itself stays until the shopper changes it).
 */
export function CartOrderRequest() {
  const uid = useId();
  const router = useRouter();
  const [state, setState] = useState<State>({ kind: "loading" });
  const started = useRef(false);

  const price = useCallback(async (draft: DraftLine[]) => {
    setState({ kind: "loading" });
    try {
      // The cart's coupon (issue 44): priced with it, and sent with the request.
      if (!cartStore.getState().hydrated) await cartStore.persist.rehydrate();
      const coupon = cartStore.getState().coupon;
      const stateCart = stateCartText(draft.map(({ pId, qty, color, size }) => ({ pId, qty: Math.min(qty, 5), color, size })));
      const envelope = await callApi(syncPaths.quoteCart(), { body: { state_cart: stateCart, ...(coupon ? { coupon_code: coupon } : {}) } });
      const cart = readUserCart(envelope);
      if (!cart) throw new Error("no cart in the answer");
      const applied = cart.coupon?.applied && cart.coupon.code === coupon ? coupon : null;
      const offers = (cart.offers ?? []).map((offer) => ({ name: offer.code ? `${offer.name} (${offer.code})` : offer.name, discountPaise: offer.discount_paise }));
      setState({ kind: "ready", lines: summarize(draft, cart), offers, discountPaise: cart.discount_paise ?? 0, coupon: applied });
    } catch {
      setState({ kind: "failed", draft });
    }
  }, []);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    let raw: string | null = null;
    try {
      raw = window.localStorage.getItem(CART_ORDER_DRAFT_KEY);
    } catch {
      // Storage blocked: the same as no draft.
    }
    const draft = parseCartDraft(raw);
    if (!draft) {
      setState({ kind: "missing" });
      toast.error(ORDER_REQUEST_MSG.noCartData, { duration: APP_TOAST_MS });
      router.replace(href.cart());
      return;
    }
    void price(draft);
  }, [price, router]);

  if (state.kind === "sent") return <OrderRequestSuccess order={state.order} />;
  if (state.kind === "loading" || state.kind === "missing") return <OrderRequestLoading label={state.kind === "missing" ? ORDER_REQUEST_MSG.noCartData : CART_MSG.cartLoading} />;
  if (state.kind === "failed") {
    return (
      <div className={styles.panel} data-order-request="failed">
        <p role="alert">{CART_MSG.cartPricesUnavailable}</p>
        <div className={styles.panelActions}>
          <button type="button" className="btn btn-dark" onClick={() => void price(state.draft)}>
            Try again
          </button>
        </div>
      </div>
    );
  }

  const orderable = state.lines.filter((line) => !line.unavailable);
  if (orderable.length === 0) {
    return (
      <OrderRequestProblem
        title={ORDER_REQUEST_MSG.orderRequestNothingToOrder}
        text={ORDER_REQUEST_MSG.orderRequestLineUnavailable}
        links={[
          { href: href.cart(), label: ORDER_REQUEST_MSG.orderRequestBackToCart, primary: true },
          { href: href.products(), label: CART_MSG.browseProducts },
        ]}
      />
    );
  }
  // A sized piece's line names its size (`sizeId`, issue 42); the server checks and prices it.
  const lines: OrderLineInput[] = orderable.map((line) => ({
    product_id: line.pId,
    quantity: line.qty,
    color_id: line.colorId,
    ...(line.sizeId ? { sizeId: line.sizeId } : {}),
  }));
  const totalPaise = orderable.reduce((sum, line) => sum + line.lineTotalPaise, 0) - state.discountPaise;
  const count = orderable.reduce((n, line) => n + line.qty, 0);

  function submitted(order: SubmittedOrder) {
    try {
      window.localStorage.removeItem(CART_ORDER_DRAFT_KEY);
    } catch {
      // Storage blocked: nothing was kept there either.
    }
    // The request holds the coupon now: the cart no longer carries it.
    if (state.kind === "ready" && state.coupon) cartStore.getState().setCoupon(null);
    setState({ kind: "sent", order });
  }

  return (
    <div className={styles.layout} data-order-request="cart">
      <section className={`${styles.card} ${styles.summary}`} aria-labelledby={`${uid}-summary`}>
        <h2 id={`${uid}-summary`} className={styles.cardTitle}>
          {CART_MSG.orderSummary} <span className={styles.note}>({count === 1 ? "1 item" : `${count} items`})</span>
        </h2>
        <ul role="list" className={styles.lines}>
          {state.lines.map((line) => (
            <SummaryRow key={cartLineKey({ pId: line.pId, size: line.sizeId })} line={line} />
          ))}
        </ul>
        <dl className={styles.totals}>
          {state.offers.map((offer, i) => (
            <div key={`${offer.name}|${i}`} data-testid="offer-line">
              <dt>{offer.name}</dt>
              <dd>−{formatRupees(offer.discountPaise)}</dd>
            </div>
          ))}
          <div>
            <dt>Shipping</dt>
            <dd className={styles.free}>{CART_MSG.shippingFree}</dd>
          </div>
          <div className={styles.grand}>
            <dt>Total</dt>
            <dd data-testid="order-total">{formatRupees(totalPaise)}</dd>
          </div>
        </dl>
      </section>

      <section className={`${styles.card} ${styles.formCard}`}>
        <OrderRequestForm lines={lines} fromCart onSubmitted={submitted} couponCode={state.coupon} />
      </section>
    </div>
  );
}

function SummaryRow({ line }: { line: SummaryLine }) {
  const { product } = line;
  const image = product?.images[0]?.url ?? product?.image?.url ?? null;
  const name = product?.name ?? ORDER_REQUEST_MSG.orderRequestLineUnavailable;
  return (
    <li className={styles.line} data-order-line={line.pId} data-unavailable={line.unavailable || undefined}>
      <div className={styles.picture}>
        {image ? (
          // eslint-disable-next-line @next/next/no-img-element -- a plain <img>: see src/lib/image-sources.ts
          <img {...optimizedSources(image, THUMB_WIDTHS)} sizes={THUMB_SIZES} alt="" className="cover-fill" loading="lazy" decoding="async" />
        ) : <ImagePlaceholder className={styles.thumbPlaceholder} label={name} size={24} />}
      </div>
      <div className={styles.lineText}>
        <span className={styles.lineName}>{name}</span>
        {product ? (
          <span className={styles.lineMeta}>
            {[product.code, line.sizeLabel ? CART_MSG.sizeLine(line.sizeLabel) : null, line.colorName, `Qty ${line.qty}`].filter(Boolean).join(" · ")}
          </span>
        ) : null}
        {line.unavailable && product ? <span className={styles.unavailable}>{ORDER_REQUEST_MSG.orderRequestLineUnavailable}</span> : null}
      </div>
      <span className={styles.lineTotal}>{line.unavailable ? "—" : formatRupees(line.lineTotalPaise)}</span>
    </li>
  );
}

/** While the draft is read and priced: calm blocks where the summary and the form will be. */
export function OrderRequestLoading({ label = CART_MSG.cartLoading }: { label?: string }) {
  return (
    <div className={styles.layout} role="status" data-order-request="loading">
      <span className="sr-only">{label}</span>
      <span className={`skeleton ${styles.skeletonBlock} ${styles.summary}`} aria-hidden="true" />
      <span className={`skeleton ${styles.skeletonBlock} ${styles.skeletonTall} ${styles.formCard}`} aria-hidden="true" />
    </div>
  );
}
