import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import type { ReturnRequestJSON } from "@/lib/types/returns";
import type { MoneyAsNumber } from "@/server/db-money";

// What a return request read selects, and how it becomes the shopper's JSON (ReturnRequestJSON).

export const returnRequestSelect = {
  id: true,
  number: true,
  kind: true,
  status: true,
  reason: true,
  details: true,
  rejectionReason: true,
  refundPaise: true,
  createdAt: true,
  updatedAt: true,
  lines: {
    orderBy: { id: "asc" },
    select: {
      orderLineId: true,
      quantity: true,
      exchangeSizeLabel: true,
      orderLine: { select: { productName: true, productCode: true, colorName: true, sizeLabel: true, unitPricePaise: true } },
    },
  },
  photos: { orderBy: [{ sortOrder: "asc" }, { id: "asc" }], select: { url: true } },
  creditNote: { select: { number: true, issuedAt: true, amountPaise: true } },
  exchangeOrder: { select: { id: true, orderNumber: true } },
} as const satisfies Prisma.ReturnRequestSelect;

export type ReturnRequestRow = MoneyAsNumber<Prisma.ReturnRequestGetPayload<{ select: typeof returnRequestSelect }>>;

export function returnRequestJSON(row: ReturnRequestRow): ReturnRequestJSON {
  return {
    id: row.id,
    number: row.number,
    kind: row.kind,
    status: row.status,
    reason: row.reason,
    details: row.details,
    rejectionReason: row.rejectionReason,
    refundPaise: row.refundPaise,
    lines: row.lines.map((line) => ({
      orderLineId: line.orderLineId,
      productName: line.orderLine.productName,
      productCode: line.orderLine.productCode,
      colorName: line.orderLine.colorName,
      quantity: line.quantity,
      sizeLabel: line.orderLine.sizeLabel,
      exchangeSizeLabel: line.exchangeSizeLabel,
    })),
    photos: row.photos.map((photo) => photo.url),
    creditNoteNumber: row.creditNote?.number ?? null,
    exchangeOrderNumber: row.exchangeOrder?.orderNumber ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
