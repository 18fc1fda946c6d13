"use client";

import { useCallback, useEffect, useId, useRef, useState } from "react";
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { usePricedCart } from "@/components/cart/use-priced-cart";
import { useCartHydrated, useCartLines } from "@/hooks/use-cart";
import { useStoredUser, useUserHydrated } from "@/hooks/use-user";
import type { PaymentItem } from "@/lib/api/checkout";
import { APP_TOAST_MS } from "@/lib/constants";
import { href } from "@/lib/links";
import { CART_MSG } from "@/lib/messages/cart";
import { CHECKOUT_MSG } from "@/lib/messages/checkout";
import { CHECKOUT_FIELDS, type CheckoutField, type CheckoutInput, EMPTY_CHECKOUT } from "@/lib/schemas/checkout-fields";
import { toast } from "@/lib/toast";
import type { StoredUser } from "@/stores/user-store";
import { CheckoutFields } from "./checkout-fields";
import { CheckoutSummary } from "./checkout-summary";
import { PostalCodePromise } from "./postal-code-promise";
import { useDeliveryPromise } from "./use-delivery-promise";
import type { PayUpdate } from "./pay-flow";
import type { PlacedCodOrder } from "@/lib/api/cod";
import { codOptionFor } from "@/lib/cod-option";
import type { CheckoutForm } from "@/lib/schemas/checkout";
import { PaymentChoice, type PaymentChoiceValue } from "./payment-choice";
import { WhatsAppOptIn } from "./whatsapp-opt-in";
import { aboveCardLimit, CardLimitNotice } from "./card-limit-notice";
import styles from "./checkout.module.css";

/** The schema (with zod) is its own chunk: fetched when the shopper first focuses the form. */
const loadSchema = () => import("@/lib/schemas/checkout");
/** The payment code (API calls, Razorpay's script loader): only when the shopper presses Pay. */
const loadPayFlow = () => import("./pay-flow");
/** Placing a cash-on-delivery order, and the panel that confirms it: only when the shopper presses Place order. */
const loadCodPlaced = () => import("./cod-placed");
const loadCodFlow = () => {
  void loadCodPlaced();
  return import("./cod-flow");
};
const CodPlaced = dynamic(() => loadCodPlaced().then((m) => m.CodPlaced), { ssr: false });

/** How long 'Payment successful!' shows before the confirmation page. */
const SUCCESS_PAUSE_MS = 1500;

type Status = { kind: "idle" } | { kind: "processing" } | { kind: "cancelled" } | { kind: "error"; message: string } | { kind: "success"; orderNumber: string; paymentId: string };
type Errors = Partial<Record<CheckoutField, string>>;

/**
 * /checkout's body (back office §2 Checkout, §4 'Payment status', §7, §8). The lines are priced by
 * the server as on /cart (src/components/cart/use-priced-cart.tsx).
 */
export function CheckoutView() {
  const lines = useCartLines();
  const cartReady = useCartHydrated();
  const user = useStoredUser();
  const userReady = useUserHydrated();
  const ready = cartReady && userReady;
  const { pricer, ...priced } = usePricedCart(lines, user, ready);

  // The form and the summary's frame render at once (in the first HTML too), so nothing below
  // them moves when local storage has been read; until then the summary's lines are a skeleton
  // and Pay waits. The signed-in customer's details fill the form when they are known.
  return (
    <>
      <Checkout user={user} ready={ready} empty={ready && lines.length === 0} {...priced} />
      {pricer}
    </>
  );
}

/** The signed-in customer's name, e-mail and phone (back office §6: checkout prefills from the signed-in user). */
function prefilled(user: StoredUser | null): CheckoutInput {
  return user ? { ...EMPTY_CHECKOUT, name: user.name, email: user.email, contact: user.phone ?? "" } : EMPTY_CHECKOUT;
}

function Checkout({ user, ready, empty, view, offers, failed, retry }: { user: StoredUser | null; ready: boolean; empty: boolean } & Omit<ReturnType<typeof usePricedCart>, "pricer">) {
  const id = useId();
  const formId = `${id}-form`;
  const router = useRouter();
  const [values, setValues] = useState<CheckoutInput>(() => prefilled(user));
  // The stored customer arrives after the first render: prefill from it then, unless the shopper
  // has already typed (React's "adjust state when a prop changes" pattern, no effect needed).
  const [prefilledFor, setPrefilledFor] = useState(user);
  const [touched, setTouched] = useState(false);
  if (user !== prefilledFor) {
    setPrefilledFor(user);
    // The postal code may already hold the session's checked PIN (below): it stays.
    if (!touched) setValues((current) => ({ ...prefilled(user), postalCode: current.postalCode }));
  }
  // The delivery promise under the postal code; an empty field takes the session's checked PIN.
  const prefillPin = useCallback((pincode: string) => setValues((current) => (current.postalCode ? current : { ...current, postalCode: pincode })), []);
  const delivery = useDeliveryPromise(values.postalCode, prefillPin);
  // Cash on delivery (issue 21): offered where the PIN's answer allows it and the total with the fee is within the limit.
  const [paymentChoice, setPaymentChoice] = useState<PaymentChoiceValue>("online");
  const [codPlaced, setCodPlaced] = useState<PlacedCodOrder | null>(null);
  // "Send me order updates on WhatsApp" (issue 22): off until ticked.
  const [whatsappOptIn, setWhatsappOptIn] = useState(false);
  // What the pieces cost after the offers (issue 44): the server's discount off the subtotal.
  const payablePaise = view.subtotalPaise - offers.discountPaise;
  const codOption = codOptionFor({ answer: delivery.answer, subtotalPaise: payablePaise });
  const codFeePaise = paymentChoice === "cod" && codOption.kind === "available" ? codOption.feePaise : null;
  // Above Razorpay's per-order limit an online payment is refused (the server refuses it too): the order request instead.
  const overCardLimit = codFeePaise === null && view.priced && aboveCardLimit(payablePaise);
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState("");
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const fields = useRef<Partial<Record<CheckoutField, HTMLElement | null>>>({});
  const statusPanel = useRef<HTMLDivElement>(null);
  const processing = status.kind === "processing";

  // After a verified payment: the confirmation page, once 'Payment successful!' has been seen.
  const successOrder = status.kind === "success" ? status.orderNumber : null;
  useEffect(() => {
    if (successOrder === null) return;
    const timer = window.setTimeout(() => router.replace(href.paymentSuccess(successOrder)), SUCCESS_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [successOrder, router]);

  // Next keeps a left page hidden (React Activity) and shows it again on a later visit; effects are
  // cleaned up on hiding, so that is when a finished payment gives way to a fresh form.
  useEffect(() => () => setStatus((current) => (current.kind === "success" ? { kind: "idle" } : current)), []);

  const refFor = (field: CheckoutField) => (node: HTMLElement | null) => {
    fields.current[field] = node;
  };

  function edit(field: CheckoutField, value: string) {
    setTouched(true);
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
    setProblem("");
  }

  function refuse(found: Errors, message: string) {
    setErrors(found);
    setProblem(message);
    const first = CHECKOUT_FIELDS.find((field) => found[field]);
    if (first) fields.current[first]?.focus();
  }

  function report(update: PayUpdate) {
    if (update.status === "success") {
      setStatus({ kind: "success", orderNumber: update.orderNumber, paymentId: update.paymentId });
      requestAnimationFrame(() => statusPanel.current?.focus());
      return;
    }
    if (update.status === "cancelled") {
      setStatus({ kind: "cancelled" });
      toast.message(CHECKOUT_MSG.paymentCancelled, { duration: APP_TOAST_MS });
      return;
    }
    setStatus({ kind: "error", message: update.message });
    toast.error(update.message, { duration: APP_TOAST_MS });
    // A piece sold out meanwhile (409): show the cart's current stock.
    if (update.conflict) retry();
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!ready || processing || status.kind === "success") return;
    if (empty || view.orderable.length === 0) return setProblem(CART_MSG.cartEmpty);
    if (!view.priced || !offers.fresh || overCardLimit) return;
    let schema: Awaited<ReturnType<typeof loadSchema>>;
    try {
      schema = await loadSchema();
    } catch {
      return setProblem(CHECKOUT_MSG.checkoutConnectionError);
    }
    const parsed = schema.ZCheckoutForm.safeParse(values);
    if (!parsed.success) {
      const found = schema.checkoutErrors(parsed.error);
      return refuse(found, schema.checkoutProblem(found) ?? CHECKOUT_MSG.completeContactDetails);
    }
    // Not delivered to this PIN: said under the field, before any order or payment (the server refuses it too).
    const notDelivered = await delivery.refusalFor(values.postalCode);
    if (notDelivered) return refuse({ postalCode: notDelivered }, notDelivered);
    setErrors({});
    setProblem("");
    setStatus({ kind: "processing" });
    const items: PaymentItem[] = view.orderable.flatMap((line) =>
      line.product
        ? [{ id: line.pId, name: line.product.name, quantity: line.qty, price: line.qty > 0 ? line.lineTotalPaise / line.qty : 0, colorId: line.color, sizeId: line.size }]
        : [],
    );
    if (codFeePaise !== null) return placeCodOrder(parsed.data, items, codFeePaise);
    try {
      const { pay } = await loadPayFlow();
      await pay({ form: parsed.data, whatsappOptIn, items, amountPaise: payablePaise }, report);
    } catch {
      report({ status: "error", message: CHECKOUT_MSG.checkoutConnectionError, conflict: false });
    }
  }

  async function placeCodOrder(form: CheckoutForm, items: PaymentItem[], feePaise: number) {
    try {
      const { placeCod } = await loadCodFlow();
      const outcome = await placeCod({ form, whatsappOptIn, items, amountPaise: payablePaise + feePaise });
      if (outcome.ok) return setCodPlaced(outcome.placed);
      setStatus({ kind: "idle" });
      setProblem(outcome.message);
      if (outcome.conflict) retry();
    } catch {
      setStatus({ kind: "idle" });
      setProblem(CHECKOUT_MSG.checkoutConnectionError);
    }
  }

  if (codPlaced) return <CodPlaced placed={codPlaced} />;

  if (status.kind === "success") {
    return (
      <div ref={statusPanel} tabIndex={-1} className={styles.success} role="status" data-checkout-state="success">
        <span className={styles.tick} aria-hidden="true">
          <svg viewBox="0 0 24 24" width="28" height="28" focusable="false">
            <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </span>
        <h2 className={styles.successTitle}>{CHECKOUT_MSG.paymentSuccessful}</h2>
        <p>
          {CHECKOUT_MSG.checkoutTransactionId}: <strong data-testid="transaction-id">{status.paymentId}</strong>
        </p>
        <h3 className={styles.successSubtitle}>{CHECKOUT_MSG.orderConfirmed}</h3>
        <p>
          {CHECKOUT_MSG.checkoutOrderNumber}: <strong data-testid="order-number">{status.orderNumber}</strong>
        </p>
      </div>
    );
  }

  return (
    <div className={styles.layout} data-checkout-state={ready ? status.kind : "loading"}>
      <form id={formId} className={styles.form} onSubmit={submit} onFocus={() => void loadSchema()} noValidate aria-busy={processing} aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className={styles.formTitle}>
          Your details
        </h2>
        <p className={styles.legendNote}>
          Fields marked <span aria-hidden="true">*</span>
          <span className="sr-only">with a star</span> are required.
        </p>
        <CheckoutFields
          idPrefix={id}
          values={values}
          errors={delivery.refusal && !errors.postalCode ? { ...errors, postalCode: delivery.refusal } : errors}
          disabled={processing}
          onEdit={edit}
          refFor={refFor}
          below={{ postalCode: { id: `${id}-delivery`, node: <PostalCodePromise id={`${id}-delivery`} delivery={delivery} /> } }}
        />
        <WhatsAppOptIn idPrefix={id} checked={whatsappOptIn} disabled={processing} onChange={setWhatsappOptIn} />
        <PaymentChoice idPrefix={id} value={paymentChoice} option={codOption} disabled={processing} onChange={setPaymentChoice} />
      </form>
      {/* The form's message and the payment's outcome sit right above Pay, where the shopper pressed it. */}
      <CheckoutSummary
        view={view}
        ready={ready}
        empty={empty}
        failed={failed}
        retry={retry}
        processing={processing}
        formId={formId}
        codFeePaise={codFeePaise}
        payBlocked={overCardLimit}
        offers={offers}
        notice={
          problem ? (
            <p className={styles.problem} role="alert">
              {problem}
            </p>
          ) : overCardLimit ? (
            <CardLimitNotice view={view} />
          ) : (
            <StatusPanel status={status} />
          )
        }
      />
    </div>
  );
}

function StatusPanel({ status }: { status: Status }) {
  if (status.kind === "error") {
    return (
      <div className={styles.failedPanel} role="alert" aria-labelledby="payment-failed-title">
        <h3 id="payment-failed-title" className={styles.failedTitle}>
          {CHECKOUT_MSG.paymentFailed}
        </h3>
        <p>{status.message}</p>
        <p className={styles.muted}>{CHECKOUT_MSG.checkoutTryAgain}</p>
      </div>
    );
  }
  if (status.kind === "cancelled") {
    return (
      <p className={styles.cancelled} role="status">
        {CHECKOUT_MSG.paymentWindowClosed}
      </p>
    );
  }
  return null;
}
