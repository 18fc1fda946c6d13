-- Delivery promise by PIN code and cash on delivery (issue 21, parts 3 and 4): the owner's delivery
-- settings, zones and PIN rules; a COD order's fee, the promised date, the owner's confirmation step
-- and the payment collected on delivery.

ALTER TYPE "OrderStatus" ADD VALUE 'confirmed' BEFORE 'shipped';
ALTER TYPE "PaymentMethod" ADD VALUE 'cod';
ALTER TYPE "PaymentKind" ADD VALUE 'cod';
ALTER TYPE "AuditEntity" ADD VALUE 'delivery' BEFORE 'order';

ALTER TABLE "Order"
  ADD COLUMN "codFeePaise" INTEGER NOT NULL DEFAULT 0,
  ADD COLUMN "promisedBy" DATE,
  ADD CONSTRAINT "Order_codFeePaise_check" CHECK ("codFeePaise" >= 0);

CREATE INDEX "Order_paymentMethod_customerPhone_idx" ON "Order"("paymentMethod", "customerPhone");
CREATE INDEX "Order_paymentMethod_shipPincode_idx" ON "Order"("paymentMethod", "shipPincode");

CREATE TABLE "DeliverySettings" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "dispatchDaysMin" INTEGER NOT NULL DEFAULT 2,
    "dispatchDaysMax" INTEGER NOT NULL DEFAULT 3,
    "codEnabled" BOOLEAN NOT NULL DEFAULT true,
    "codFeePaise" INTEGER NOT NULL DEFAULT 4900,
    "codLimitPaise" INTEGER NOT NULL DEFAULT 2000000,
    "codOpenOrdersLimit" INTEGER NOT NULL DEFAULT 2,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "DeliverySettings_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "DeliverySettings_dispatch_check" CHECK ("dispatchDaysMin" >= 0 AND "dispatchDaysMax" >= "dispatchDaysMin" AND "dispatchDaysMax" <= 30),
    CONSTRAINT "DeliverySettings_cod_check" CHECK ("codFeePaise" >= 0 AND "codLimitPaise" >= 0 AND "codOpenOrdersLimit" >= 1)
);

CREATE TABLE "DeliveryZone" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "transitDaysMin" INTEGER NOT NULL,
    "transitDaysMax" INTEGER NOT NULL,
    "codAvailable" BOOLEAN NOT NULL DEFAULT true,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "DeliveryZone_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "DeliveryZone_transit_check" CHECK ("transitDaysMin" >= 0 AND "transitDaysMax" >= "transitDaysMin" AND "transitDaysMax" <= 30)
);

CREATE UNIQUE INDEX "DeliveryZone_name_key" ON "DeliveryZone"("name");

CREATE TABLE "DeliveryPin" (
    "id" TEXT NOT NULL,
    "prefix" TEXT NOT NULL,
    "zoneId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "DeliveryPin_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "DeliveryPin_prefix_check" CHECK ("prefix" ~ '^[1-9][0-9]{0,5}$')
);

CREATE UNIQUE INDEX "DeliveryPin_prefix_key" ON "DeliveryPin"("prefix");
CREATE INDEX "DeliveryPin_zoneId_idx" ON "DeliveryPin"("zoneId");

ALTER TABLE "DeliveryPin" ADD CONSTRAINT "DeliveryPin_zoneId_fkey" FOREIGN KEY ("zoneId") REFERENCES "DeliveryZone"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
