import "server-only";
import { absoluteUrl } from "@/env";
import { href } from "@/lib/links";
import { db } from "@/server/db";
import { sendMail } from "@/server/mail/send-mail";
import { queueReturnWhatsApp } from "@/server/notify/queue-order-whatsapp";
import { readShopContact } from "@/server/site/get-shop-contact";
import { type ReturnMailStep, returnUpdateMail } from "./return-mails";

/**
 * Tells the shopper about a step of their return or exchange request: the e-mail to the address
 * on the order, and the WhatsApp message beside it when the shopper opted in at checkout (once
 * per request and step). Call it after the step's transaction has committed. NEVER throws: a
 * message that cannot be built or sent is logged, and the step stands.
 */
export async function sendReturnUpdate(step: ReturnMailStep, requestId: string): Promise<void> {
  try {
    const row = await db.returnRequest.findUnique({
      where: { id: requestId },
      select: {
        number: true,
        kind: true,
        rejectionReason: true,
        refundPaise: true,
        refundMethod: true,
        orderId: true,
        order: { select: { orderNumber: true, customerName: true, customerEmail: true } },
        lines: { orderBy: { id: "asc" }, select: { quantity: true, exchangeSizeLabel: true, orderLine: { select: { productName: true, productCode: true, sizeLabel: true } } } },
        creditNote: { select: { number: true } },
        exchangeOrder: { select: { orderNumber: true } },
      },
    });
    if (!row) throw new Error("no such request");
    const mail = returnUpdateMail(step, {
      to: row.order.customerEmail,
      customerName: row.order.customerName,
      requestNumber: row.number,
      orderNumber: row.order.orderNumber,
      kind: row.kind,
      lines: row.lines.map((line) => ({ productName: line.orderLine.productName, productCode: line.orderLine.productCode, quantity: line.quantity, sizeLabel: line.orderLine.sizeLabel, exchangeSizeLabel: line.exchangeSizeLabel })),
      rejectionReason: row.rejectionReason,
      refundPaise: row.refundPaise,
      refundMethod: row.refundMethod === "gateway" || row.refundMethod === "bank_transfer" ? row.refundMethod : null,
      creditNoteNumber: row.creditNote?.number ?? null,
      exchangeOrderNumber: row.exchangeOrder?.orderNumber ?? null,
      trackingUrl: absoluteUrl(href.trackOrder(row.order.orderNumber)),
      contact: await readShopContact(),
    });
    // A mail that fails must not keep the WhatsApp message back (which never throws).
    await sendMail(mail).catch((error: unknown) => console.error(`return mail "${step}" for ${row.number} was not sent`, error));
    await queueReturnWhatsApp(step, {
      orderId: row.orderId,
      returnNumber: row.number,
      reason: row.rejectionReason,
      amountPaise: row.refundPaise,
      newOrderNumber: row.exchangeOrder?.orderNumber ?? null,
    });
  } catch (error) {
    console.error(`return update "${step}" for request ${requestId} was not sent`, error);
  }
}
