"use client";

import { useEffect, useRef } from "react";
import Link from "next/link";
import type { PlacedCodOrder } from "@/lib/api/cod";
import { COD_CHECKOUT_MSG } from "@/lib/messages/cod-checkout";
import { href } from "@/lib/links";
import { CART_MSG } from "@/lib/messages/cart";
import { CHECKOUT_MSG } from "@/lib/messages/checkout";
import styles from "./checkout.module.css";

/** "+91 98765 43210" from the 10 digits the order keeps. */
const displayPhone = (phone: string) => (/^\d{10}$/.test(phone) ? `+91 ${phone.slice(0, 5)} ${phone.slice(5)}` : phone);

/** After a cash-on-delivery order is placed: its number, the confirmation call to come and what to pay at the door. */
export function CodPlaced({ placed }: { placed: PlacedCodOrder }) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => panel.current?.focus(), []);
  return (
    <div ref={panel} tabIndex={-1} className={styles.success} role="status" data-checkout-state="cod-placed">
      <h2 className={styles.successTitle}>{COD_CHECKOUT_MSG.placedTitle}</h2>
      <p>
        {CHECKOUT_MSG.checkoutOrderNumber}: <strong data-testid="order-number">{placed.orderNumber}</strong>
      </p>
      <p data-testid="cod-call">{COD_CHECKOUT_MSG.placedCall(displayPhone(placed.phone))}</p>
      <p>{COD_CHECKOUT_MSG.placedPay(placed.totalPaise)}</p>
      <p>
        <Link href={href.trackOrder(placed.orderNumber)} className="btn btn-outline" prefetch={false}>
          {CHECKOUT_MSG.paymentSuccessTrackOrder}
        </Link>{" "}
        <Link href={href.home()} className="btn btn-dark">
          {CART_MSG.continueShopping}
        </Link>
      </p>
    </div>
  );
}
