-- The owner's numbers and shoppers who come back (issue 45): each invoice's and credit note's
-- figures kept for the reports and the GST return (filled by src/server/reports/document-figures.ts),
-- filed GSTR-1 months, marketing consent and its record, cart reminders, back-in-stock alerts, and
-- mails sent through the notification queue (channel email). Amounts are paise in BIGINT.

ALTER TYPE "AuditEntity" ADD VALUE 'gst_filing';
ALTER TYPE "NotificationChannel" ADD VALUE 'email';

ALTER TABLE "Invoice"
    ADD COLUMN "grossPaise" BIGINT,
    ADD COLUMN "discountPaise" BIGINT,
    ADD COLUMN "taxablePaise" BIGINT,
    ADD COLUMN "cgstPaise" BIGINT,
    ADD COLUMN "sgstPaise" BIGINT,
    ADD COLUMN "igstPaise" BIGINT,
    ADD COLUMN "quantity" INTEGER;
CREATE INDEX "Invoice_issuedAt_idx" ON "Invoice"("issuedAt");

ALTER TABLE "CreditNote"
    ADD COLUMN "taxablePaise" BIGINT,
    ADD COLUMN "cgstPaise" BIGINT,
    ADD COLUMN "sgstPaise" BIGINT,
    ADD COLUMN "igstPaise" BIGINT,
    ADD COLUMN "quantity" INTEGER;
CREATE INDEX "CreditNote_issuedAt_idx" ON "CreditNote"("issuedAt");

CREATE TABLE "GstFiling" (
    "month" TEXT NOT NULL,
    "filedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "filedById" TEXT,
    "figures" JSONB NOT NULL,
    CONSTRAINT "GstFiling_pkey" PRIMARY KEY ("month"),
    CONSTRAINT "GstFiling_month" CHECK ("month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);

CREATE TYPE "ConsentChannel" AS ENUM ('email', 'whatsapp');
CREATE TYPE "ConsentSource" AS ENUM ('signup', 'account', 'alert', 'unsubscribe');

CREATE TABLE "MarketingConsent" (
    "email" TEXT NOT NULL,
    "mail" BOOLEAN NOT NULL DEFAULT false,
    "whatsapp" BOOLEAN NOT NULL DEFAULT false,
    "phone" TEXT,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "MarketingConsent_pkey" PRIMARY KEY ("email"),
    CONSTRAINT "MarketingConsent_email_lower" CHECK ("email" = lower("email"))
);

CREATE TABLE "ConsentEvent" (
    "id" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "channel" "ConsentChannel" NOT NULL,
    "granted" BOOLEAN NOT NULL,
    "source" "ConsentSource" NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ConsentEvent_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "ConsentEvent_email_createdAt_idx" ON "ConsentEvent"("email", "createdAt");

CREATE TABLE "CartReminder" (
    "id" TEXT NOT NULL,
    "customerId" TEXT NOT NULL,
    "cartStartedAt" TIMESTAMP(3) NOT NULL,
    "sentAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "CartReminder_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "CartReminder_customerId_cartStartedAt_key" ON "CartReminder"("customerId", "cartStartedAt");
CREATE INDEX "CartReminder_customerId_sentAt_idx" ON "CartReminder"("customerId", "sentAt" DESC);
ALTER TABLE "CartReminder" ADD CONSTRAINT "CartReminder_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TYPE "StockAlertStatus" AS ENUM ('waiting', 'notified', 'cancelled');

CREATE TABLE "StockAlert" (
    "id" TEXT NOT NULL,
    "productId" TEXT NOT NULL,
    "sizeId" TEXT,
    "email" TEXT NOT NULL,
    "phone" TEXT,
    "customerId" TEXT,
    "status" "StockAlertStatus" NOT NULL DEFAULT 'waiting',
    "notifiedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "StockAlert_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "StockAlert_email_lower" CHECK ("email" = lower("email"))
);
-- One alert per piece, size and address; a piece without sizes has sizeId NULL, so NULLs are one value.
CREATE UNIQUE INDEX "StockAlert_productId_sizeId_email_key" ON "StockAlert"("productId", "sizeId", "email") NULLS NOT DISTINCT;
CREATE INDEX "StockAlert_status_productId_idx" ON "StockAlert"("status", "productId");
CREATE INDEX "StockAlert_email_idx" ON "StockAlert"("email");
CREATE INDEX "StockAlert_sizeId_idx" ON "StockAlert"("sizeId");
CREATE INDEX "StockAlert_customerId_idx" ON "StockAlert"("customerId");
ALTER TABLE "StockAlert" ADD CONSTRAINT "StockAlert_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "StockAlert" ADD CONSTRAINT "StockAlert_sizeId_fkey" FOREIGN KEY ("sizeId") REFERENCES "Size"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "StockAlert" ADD CONSTRAINT "StockAlert_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer"("id") ON DELETE SET NULL ON UPDATE CASCADE;
