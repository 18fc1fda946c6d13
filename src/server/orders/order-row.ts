import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import type { PriceBreakup } from "@/lib/pricing/by-weight";
import type { Order } from "@/lib/types/order";
import type { MoneyAsNumber } from "@/server/db-money";

// What an order read selects, and how a row becomes the shop's Order type.
export const orderSelect = {
  id: true,
  orderNumber: true,
  status: true,
  source: true,
  customerId: true,
  customerName: true,
  customerEmail: true,
  customerPhone: true,
  shipStreet: true,
  shipLine2: true,
  shipCity: true,
  shipState: true,
  shipPincode: true,
  shipCountry: true,
  totalPaise: true,
  codFeePaise: true,
  discountPaise: true,
  offers: { orderBy: { position: "asc" }, select: { offerId: true, code: true, name: true, kind: true, percentBps: true, amountPaise: true, discountPaise: true, position: true } },
  paymentMethod: true,
  paymentLink: true,
  customerNotes: true,
  refundDue: true,
  courierName: true,
  trackingNumber: true,
  paidAt: true,
  createdAt: true,
  updatedAt: true,
  lines: {
    orderBy: { id: "asc" },
    select: { productId: true, productName: true, productCode: true, colorName: true, sizeId: true, sizeLabel: true, sizeSku: true, quantity: true, unitPricePaise: true, linePricePaise: true, purity: true, huid: true, priceBreakup: true, offerDiscountPaise: true },
  },
} as const satisfies Prisma.OrderSelect;

export type OrderRow = MoneyAsNumber<Prisma.OrderGetPayload<{ select: typeof orderSelect }>>;

export function toOrder(row: OrderRow): Order {
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    status: row.status,
    source: row.source,
    customerId: row.customerId,
    contact: { name: row.customerName, email: row.customerEmail, phone: row.customerPhone },
    address: {
      street: row.shipStreet,
      line2: row.shipLine2,
      city: row.shipCity,
      state: row.shipState,
      pincode: row.shipPincode,
      country: row.shipCountry,
    },
    lines: row.lines.map((line) => ({ ...line, priceBreakup: line.priceBreakup as PriceBreakup | null })),
    totalPaise: row.totalPaise,
    codFeePaise: row.codFeePaise,
    discountPaise: row.discountPaise,
    offers: row.offers,
    paymentMethod: row.paymentMethod,
    paymentLink: row.paymentLink,
    customerNotes: row.customerNotes,
    refundDue: row.refundDue,
    courierName: row.courierName,
    trackingNumber: row.trackingNumber,
    paidAt: row.paidAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
