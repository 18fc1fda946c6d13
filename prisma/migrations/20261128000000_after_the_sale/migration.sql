-- After the sale (issue 22): returns and exchanges with GST credit notes, verified reviews, and
-- order updates on WhatsApp. Order gains its delivery time (the return window counts from it) and
-- the shopper's WhatsApp opt-in; Product keeps its published reviews' count and star sum.

ALTER TYPE "AuditEntity" ADD VALUE 'return_request' BEFORE 'inquiry';
ALTER TYPE "AuditEntity" ADD VALUE 'review' BEFORE 'inquiry';

CREATE TYPE "ReturnKind" AS ENUM ('return', 'exchange');
CREATE TYPE "ReturnStatus" AS ENUM ('requested', 'approved', 'rejected', 'picked_up', 'received', 'refunded', 'exchanged');
CREATE TYPE "ReturnReason" AS ENUM ('damaged', 'wrong_item', 'not_as_described', 'size_or_fit', 'changed_mind', 'other');
CREATE TYPE "ReviewStatus" AS ENUM ('pending', 'published', 'hidden');
CREATE TYPE "NotificationChannel" AS ENUM ('whatsapp');
CREATE TYPE "NotificationStatus" AS ENUM ('pending', 'sent', 'failed');

ALTER TABLE "Order"
  ADD COLUMN "deliveredAt" TIMESTAMP(3),
  ADD COLUMN "whatsappOptIn" BOOLEAN NOT NULL DEFAULT false;

-- Orders delivered before this migration: their delivery time is their delivered step's.
UPDATE "Order" o SET "deliveredAt" = e."at"
FROM (SELECT "orderId", MAX("createdAt") AS "at" FROM "OrderEvent" WHERE "status" = 'delivered' GROUP BY "orderId") e
WHERE o."id" = e."orderId" AND o."status" = 'delivered';

ALTER TABLE "Product"
  ADD COLUMN "reviewCount" INTEGER NOT NULL DEFAULT 0,
  ADD COLUMN "ratingSum" INTEGER NOT NULL DEFAULT 0,
  ADD CONSTRAINT "Product_reviews_check" CHECK ("reviewCount" >= 0 AND "ratingSum" >= "reviewCount" AND "ratingSum" <= 5 * "reviewCount");

CREATE TABLE "ReturnRequest" (
    "id" TEXT NOT NULL,
    "number" TEXT NOT NULL,
    "orderId" TEXT NOT NULL,
    "kind" "ReturnKind" NOT NULL,
    "status" "ReturnStatus" NOT NULL DEFAULT 'requested',
    "reason" "ReturnReason" NOT NULL,
    "details" TEXT NOT NULL DEFAULT '',
    "rejectionReason" TEXT,
    "refundPaise" INTEGER,
    "refundMethod" TEXT,
    "refundReference" TEXT,
    "exchangeOrderId" TEXT,
    "requestedBy" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "ReturnRequest_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "ReturnRequest_refund_check" CHECK ("refundPaise" IS NULL OR "refundPaise" > 0)
);
CREATE UNIQUE INDEX "ReturnRequest_number_key" ON "ReturnRequest"("number");
CREATE UNIQUE INDEX "ReturnRequest_exchangeOrderId_key" ON "ReturnRequest"("exchangeOrderId");
CREATE INDEX "ReturnRequest_status_createdAt_idx" ON "ReturnRequest"("status", "createdAt" DESC);
CREATE INDEX "ReturnRequest_createdAt_idx" ON "ReturnRequest"("createdAt" DESC);
CREATE INDEX "ReturnRequest_orderId_idx" ON "ReturnRequest"("orderId");
ALTER TABLE "ReturnRequest" ADD CONSTRAINT "ReturnRequest_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "ReturnRequest" ADD CONSTRAINT "ReturnRequest_exchangeOrderId_fkey" FOREIGN KEY ("exchangeOrderId") REFERENCES "Order"("id") ON DELETE SET NULL ON UPDATE CASCADE;

CREATE TABLE "ReturnLine" (
    "id" TEXT NOT NULL,
    "returnId" TEXT NOT NULL,
    "orderLineId" TEXT NOT NULL,
    "quantity" INTEGER NOT NULL,
    CONSTRAINT "ReturnLine_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "ReturnLine_quantity_check" CHECK ("quantity" > 0)
);
CREATE UNIQUE INDEX "ReturnLine_returnId_orderLineId_key" ON "ReturnLine"("returnId", "orderLineId");
CREATE INDEX "ReturnLine_orderLineId_idx" ON "ReturnLine"("orderLineId");
ALTER TABLE "ReturnLine" ADD CONSTRAINT "ReturnLine_returnId_fkey" FOREIGN KEY ("returnId") REFERENCES "ReturnRequest"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "ReturnLine" ADD CONSTRAINT "ReturnLine_orderLineId_fkey" FOREIGN KEY ("orderLineId") REFERENCES "OrderLine"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "ReturnEvent" (
    "id" TEXT NOT NULL,
    "returnId" TEXT NOT NULL,
    "status" "ReturnStatus" NOT NULL,
    "actor" TEXT NOT NULL,
    "note" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ReturnEvent_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "ReturnEvent_returnId_createdAt_idx" ON "ReturnEvent"("returnId", "createdAt");
ALTER TABLE "ReturnEvent" ADD CONSTRAINT "ReturnEvent_returnId_fkey" FOREIGN KEY ("returnId") REFERENCES "ReturnRequest"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "ReturnPhoto" (
    "id" TEXT NOT NULL,
    "returnId" TEXT NOT NULL,
    "storageKey" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "ReturnPhoto_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "ReturnPhoto_returnId_sortOrder_idx" ON "ReturnPhoto"("returnId", "sortOrder");
ALTER TABLE "ReturnPhoto" ADD CONSTRAINT "ReturnPhoto_returnId_fkey" FOREIGN KEY ("returnId") REFERENCES "ReturnRequest"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "CreditNote" (
    "id" TEXT NOT NULL,
    "returnId" TEXT NOT NULL,
    "orderId" TEXT NOT NULL,
    "invoiceId" TEXT,
    "number" TEXT NOT NULL,
    "financialYear" TEXT NOT NULL,
    "sequence" INTEGER NOT NULL,
    "amountPaise" INTEGER NOT NULL,
    "seller" JSONB NOT NULL,
    "taxRateBps" INTEGER NOT NULL,
    "placeOfSupply" TEXT NOT NULL,
    "issuedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "CreditNote_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "CreditNote_amount_check" CHECK ("amountPaise" > 0)
);
CREATE UNIQUE INDEX "CreditNote_returnId_key" ON "CreditNote"("returnId");
CREATE UNIQUE INDEX "CreditNote_number_key" ON "CreditNote"("number");
CREATE UNIQUE INDEX "CreditNote_financialYear_sequence_key" ON "CreditNote"("financialYear", "sequence");
CREATE INDEX "CreditNote_orderId_idx" ON "CreditNote"("orderId");
CREATE INDEX "CreditNote_invoiceId_idx" ON "CreditNote"("invoiceId");
ALTER TABLE "CreditNote" ADD CONSTRAINT "CreditNote_returnId_fkey" FOREIGN KEY ("returnId") REFERENCES "ReturnRequest"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "CreditNote" ADD CONSTRAINT "CreditNote_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "CreditNote" ADD CONSTRAINT "CreditNote_invoiceId_fkey" FOREIGN KEY ("invoiceId") REFERENCES "Invoice"("id") ON DELETE SET NULL ON UPDATE CASCADE;

CREATE TABLE "Review" (
    "id" TEXT NOT NULL,
    "productId" TEXT NOT NULL,
    "customerId" TEXT NOT NULL,
    "orderId" TEXT,
    "rating" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "authorName" TEXT NOT NULL,
    "status" "ReviewStatus" NOT NULL DEFAULT 'pending',
    "reply" TEXT,
    "repliedAt" TIMESTAMP(3),
    "publishedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "Review_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "Review_rating_check" CHECK ("rating" BETWEEN 1 AND 5)
);
CREATE UNIQUE INDEX "Review_productId_customerId_key" ON "Review"("productId", "customerId");
CREATE INDEX "Review_productId_status_createdAt_idx" ON "Review"("productId", "status", "createdAt" DESC);
CREATE INDEX "Review_status_createdAt_idx" ON "Review"("status", "createdAt" DESC);
CREATE INDEX "Review_customerId_idx" ON "Review"("customerId");
ALTER TABLE "Review" ADD CONSTRAINT "Review_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "Review" ADD CONSTRAINT "Review_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "ReviewPhoto" (
    "id" TEXT NOT NULL,
    "reviewId" TEXT NOT NULL,
    "storageKey" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "ReviewPhoto_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "ReviewPhoto_reviewId_sortOrder_idx" ON "ReviewPhoto"("reviewId", "sortOrder");
ALTER TABLE "ReviewPhoto" ADD CONSTRAINT "ReviewPhoto_reviewId_fkey" FOREIGN KEY ("reviewId") REFERENCES "Review"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "Notification" (
    "id" TEXT NOT NULL,
    "dedupeKey" TEXT NOT NULL,
    "orderId" TEXT,
    "channel" "NotificationChannel" NOT NULL DEFAULT 'whatsapp',
    "to" TEXT NOT NULL,
    "template" TEXT NOT NULL,
    "params" JSONB NOT NULL,
    "status" "NotificationStatus" NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastError" TEXT,
    "providerMessageId" TEXT,
    "sentAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "Notification_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "Notification_dedupeKey_key" ON "Notification"("dedupeKey");
CREATE INDEX "Notification_status_nextAttemptAt_idx" ON "Notification"("status", "nextAttemptAt");
CREATE INDEX "Notification_orderId_idx" ON "Notification"("orderId");
CREATE INDEX "Notification_createdAt_idx" ON "Notification"("createdAt" DESC);
ALTER TABLE "Notification" ADD CONSTRAINT "Notification_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE SET NULL ON UPDATE CASCADE;
