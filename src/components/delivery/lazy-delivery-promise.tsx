"use client";

import dynamic from "next/dynamic";

/**
 * The delivery promise (date, cash on delivery) for the PIN code box and checkout's postal code. It
 * only shows once an answer is there, so its code loads then, not with the page.
 */
export const LazyDeliveryPromise = dynamic(() => import("./delivery-promise").then((m) => m.DeliveryPromise), { ssr: false });
