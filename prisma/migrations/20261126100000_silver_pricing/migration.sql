-- A silver jeweller's pricing (issue 21): pieces priced by weight from the owner's silver rate,
-- the purity grade and the hallmark (HUID) of every piece, and the history of the rate.

CREATE TYPE "PricingMode" AS ENUM ('fixed', 'by_weight');
CREATE TYPE "MakingChargeKind" AS ENUM ('per_gram', 'percent');
ALTER TYPE "AuditEntity" ADD VALUE 'silver_rate' BEFORE 'order';

ALTER TABLE "Product"
  ADD COLUMN "pricingMode" "PricingMode" NOT NULL DEFAULT 'fixed',
  ADD COLUMN "purity" INTEGER NOT NULL DEFAULT 925,
  ADD COLUMN "huid" TEXT,
  ADD COLUMN "netWeightMg" INTEGER,
  ADD COLUMN "makingChargeKind" "MakingChargeKind",
  ADD COLUMN "makingChargeValue" INTEGER,
  ADD COLUMN "otherChargesPaise" INTEGER NOT NULL DEFAULT 0,
  -- What the app checks is also what the database holds.
  ADD CONSTRAINT "Product_purity_check" CHECK ("purity" IN (800, 835, 900, 925, 970, 990)),
  ADD CONSTRAINT "Product_huid_check" CHECK ("huid" IS NULL OR "huid" ~ '^[A-Z0-9]{6}$'),
  ADD CONSTRAINT "Product_by_weight_check" CHECK (
    "pricingMode" = 'fixed'
    OR ("netWeightMg" > 0 AND "makingChargeKind" IS NOT NULL AND "makingChargeValue" >= 0)
  ),
  ADD CONSTRAINT "Product_other_charges_check" CHECK ("otherChargesPaise" >= 0);

CREATE INDEX "Product_pricingMode_idx" ON "Product"("pricingMode");

CREATE TABLE "SilverRate" (
    "id" TEXT NOT NULL,
    "paisePerGram" INTEGER NOT NULL,
    "setAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "adminId" TEXT,
    "setBy" TEXT NOT NULL,
    CONSTRAINT "SilverRate_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "SilverRate_paisePerGram_check" CHECK ("paisePerGram" > 0)
);

CREATE INDEX "SilverRate_setAt_idx" ON "SilverRate"("setAt" DESC);

ALTER TABLE "SilverRate" ADD CONSTRAINT "SilverRate_adminId_fkey" FOREIGN KEY ("adminId") REFERENCES "Admin"("id") ON DELETE SET NULL ON UPDATE CASCADE;
