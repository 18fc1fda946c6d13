import "server-only";
import { paiseToRupees } from "@/lib/format";
import type { AdminOrderDetailJSON, AdminOrderEventJSON, AdminOrderJSON, AdminOrderPaymentJSON } from "@/lib/schemas/admin-order";
import type { Order } from "@/lib/types/order";
import { orderOfferJSON } from "@/lib/json/order";

// The back office's order JSON: the spec's Order (read) (back office §6: _id, customer {fullname,
// email, phoneNumber, shippingAddress}, products, totalAmount in rupees, payment {method,
// paymentLink}) with what the owner also needs (courier, tracking, refund due, line snapshots).

export function adminOrderJSON(order: Order): AdminOrderJSON {
  return {
    _id: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    source: order.source,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    customer: {
      fullname: order.contact.name,
      email: order.contact.email,
      phoneNumber: order.contact.phone,
      shippingAddress: {
        street: order.address.street,
        line2: order.address.line2 ?? null,
        city: order.address.city,
        state: order.address.state,
        pincode: order.address.pincode,
        country: order.address.country,
      },
    },
    // The lines' snapshots: what was ordered, at what price, even if the product changed or went.
    products: order.lines.map((line) => ({
      product_id: line.productId ? { _id: line.productId, name: line.productName } : null,
      name: line.productName,
      code: line.productCode,
      color: line.colorName,
      size: line.sizeLabel,
      sizeSku: line.sizeSku,
      quantity: line.quantity,
      unitPrice: paiseToRupees(line.unitPricePaise),
      totalPrice: paiseToRupees(line.linePricePaise),
    })),
    totalAmount: paiseToRupees(order.totalPaise),
    payment: { method: order.paymentMethod, paymentLink: order.paymentLink, codFee: paiseToRupees(order.codFeePaise) },
    customerNotes: order.customerNotes,
    courierName: order.courierName,
    trackingNumber: order.trackingNumber,
    refundDue: order.refundDue,
  };
}

export interface AdminOrderPaymentRow {
  id: string;
  kind: "checkout" | "payment_link" | "cod";
  status: "created" | "paid" | "failed" | "refunded";
  amountPaise: number;
  razorpayOrderId: string | null;
  paymentLinkId: string | null;
  razorpayPaymentId: string | null;
  refundId: string | null;
  refundedAt: Date | null;
  failureReason: string | null;
  createdAt: Date;
}

export function adminOrderPaymentJSON(payment: AdminOrderPaymentRow): AdminOrderPaymentJSON {
  return {
    _id: payment.id,
    kind: payment.kind,
    status: payment.status,
    amount: paiseToRupees(payment.amountPaise),
    razorpayOrderId: payment.razorpayOrderId,
    paymentLinkId: payment.paymentLinkId,
    razorpayPaymentId: payment.razorpayPaymentId,
    refundId: payment.refundId,
    refundedAt: payment.refundedAt?.toISOString() ?? null,
    failureReason: payment.failureReason,
    createdAt: payment.createdAt.toISOString(),
  };
}

export interface AdminOrderDocumentRows {
  invoice: { number: string; issuedAt: Date } | null;
  creditNotes: Array<{ number: string; issuedAt: Date; amountPaise: number; returnId: string }>;
}

export function adminOrderDetailJSON(
  input: { order: Order; adminNotes: string; payments: AdminOrderPaymentRow[]; events: AdminOrderEventJSON[] } & AdminOrderDocumentRows,
): AdminOrderDetailJSON {
  const { order, invoice, creditNotes } = input;
  return {
    ...adminOrderJSON(order),
    adminNotes: input.adminNotes,
    payments: input.payments.map(adminOrderPaymentJSON),
    events: input.events,
    invoice: invoice ? { number: invoice.number, issuedAt: invoice.issuedAt.toISOString(), url: `/api/admin/orders/${order.id}/invoice` } : null,
    creditNotes: creditNotes.map((note) => ({
      number: note.number,
      issuedAt: note.issuedAt.toISOString(),
      amount: paiseToRupees(note.amountPaise),
      url: `/api/admin/returns/${note.returnId}/credit-note`,
    })),
    offers: order.offers.map(orderOfferJSON),
  };
}
