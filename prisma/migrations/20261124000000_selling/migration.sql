-- Selling: order history rows, payment links and refunds on payments, GST invoices with
-- consecutive numbers, counters for order and invoice numbers, and the seller's details.
ALTER TYPE "PaymentStatus" ADD VALUE 'refunded';

CREATE TYPE "PaymentKind" AS ENUM ('checkout', 'payment_link');

-- Order
ALTER TABLE "Order" ADD COLUMN "paymentLinkId" TEXT;
ALTER TABLE "Order" ADD COLUMN "refundDue" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "Order" ADD COLUMN "courierName" TEXT;
ALTER TABLE "Order" ADD COLUMN "trackingNumber" TEXT;
CREATE UNIQUE INDEX "Order_paymentLinkId_key" ON "Order"("paymentLinkId");
CREATE INDEX "Order_refundDue_idx" ON "Order"("refundDue");

CREATE TABLE "OrderEvent" (
    "id" TEXT NOT NULL,
    "orderId" TEXT NOT NULL,
    "status" "OrderStatus" NOT NULL,
    "actor" TEXT NOT NULL DEFAULT 'system',
    "note" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OrderEvent_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "OrderEvent_orderId_createdAt_idx" ON "OrderEvent"("orderId", "createdAt");
ALTER TABLE "OrderEvent" ADD CONSTRAINT "OrderEvent_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Payment
ALTER TABLE "Payment" ADD COLUMN "kind" "PaymentKind" NOT NULL DEFAULT 'checkout';
ALTER TABLE "Payment" ALTER COLUMN "razorpayOrderId" DROP NOT NULL;
ALTER TABLE "Payment" ADD COLUMN "paymentLinkId" TEXT;
ALTER TABLE "Payment" ADD COLUMN "failureReason" TEXT;
ALTER TABLE "Payment" ADD COLUMN "refundId" TEXT;
ALTER TABLE "Payment" ADD COLUMN "refundedAt" TIMESTAMP(3);
CREATE UNIQUE INDEX "Payment_paymentLinkId_key" ON "Payment"("paymentLinkId");
CREATE UNIQUE INDEX "Payment_refundId_key" ON "Payment"("refundId");

-- Invoice
CREATE TABLE "Invoice" (
    "id" TEXT NOT NULL,
    "orderId" TEXT NOT NULL,
    "number" TEXT NOT NULL,
    "financialYear" TEXT NOT NULL,
    "sequence" INTEGER NOT NULL,
    "seller" JSONB NOT NULL,
    "taxRateBps" INTEGER NOT NULL,
    "placeOfSupply" TEXT NOT NULL,
    "issuedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Invoice_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "Invoice_orderId_key" ON "Invoice"("orderId");
CREATE UNIQUE INDEX "Invoice_number_key" ON "Invoice"("number");
CREATE UNIQUE INDEX "Invoice_financialYear_sequence_key" ON "Invoice"("financialYear", "sequence");
ALTER TABLE "Invoice" ADD CONSTRAINT "Invoice_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Counter
CREATE TABLE "Counter" (
    "key" TEXT NOT NULL,
    "value" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "Counter_pkey" PRIMARY KEY ("key")
);

-- SiteSettings: the seller's details
ALTER TABLE "SiteSettings" ADD COLUMN "legalName" TEXT NOT NULL DEFAULT '';
ALTER TABLE "SiteSettings" ADD COLUMN "address" TEXT NOT NULL DEFAULT '';
ALTER TABLE "SiteSettings" ADD COLUMN "state" TEXT NOT NULL DEFAULT '';
ALTER TABLE "SiteSettings" ADD COLUMN "gstin" TEXT NOT NULL DEFAULT '';
ALTER TABLE "SiteSettings" ADD COLUMN "gstRateBps" INTEGER NOT NULL DEFAULT 300;
ALTER TABLE "SiteSettings" ADD COLUMN "businessHours" TEXT NOT NULL DEFAULT '';
ALTER TABLE "SiteSettings" ADD COLUMN "grievanceOfficerName" TEXT NOT NULL DEFAULT '';
ALTER TABLE "SiteSettings" ADD COLUMN "grievanceOfficerContact" TEXT NOT NULL DEFAULT '';
