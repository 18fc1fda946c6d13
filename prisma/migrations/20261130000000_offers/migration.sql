-- Offers (issue 44): coupon codes and automatic (festival) offers, what each order got from them,
-- and each order's use of an offer, held at order creation so a limited code is never over-spent
-- (src/server/offers/offer-uses.ts). Every amount is paise in BIGINT (src/server/db-money.ts).

ALTER TYPE "AuditEntity" ADD VALUE 'offer';

CREATE TYPE "OfferKind" AS ENUM ('percent_pieces', 'fixed_cart', 'percent_making');
CREATE TYPE "OfferScope" AS ENUM ('all', 'categories', 'pieces');
CREATE TYPE "OfferUseState" AS ENUM ('held', 'confirmed', 'released');

CREATE TABLE "Offer" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "code" TEXT,
    "kind" "OfferKind" NOT NULL,
    "percentBps" INTEGER,
    "amountPaise" BIGINT,
    "scope" "OfferScope" NOT NULL DEFAULT 'all',
    "startsAt" TIMESTAMP(3) NOT NULL,
    "endsAt" TIMESTAMP(3),
    "minCartPaise" BIGINT NOT NULL DEFAULT 0,
    "firstOrderOnly" BOOLEAN NOT NULL DEFAULT false,
    "totalLimit" INTEGER,
    "perCustomerLimit" INTEGER,
    "stackable" BOOLEAN NOT NULL DEFAULT false,
    "paused" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "Offer_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "Offer_code_upper" CHECK ("code" IS NULL OR ("code" = upper("code") AND "code" ~ '^[A-Z0-9_-]{3,32}$')),
    CONSTRAINT "Offer_value" CHECK (
        ("kind" = 'fixed_cart' AND "amountPaise" > 0 AND "percentBps" IS NULL)
        OR ("kind" <> 'fixed_cart' AND "percentBps" BETWEEN 1 AND 10000 AND "amountPaise" IS NULL)),
    CONSTRAINT "Offer_window" CHECK ("endsAt" IS NULL OR "endsAt" > "startsAt"),
    CONSTRAINT "Offer_minCart" CHECK ("minCartPaise" >= 0),
    CONSTRAINT "Offer_limits" CHECK (coalesce("totalLimit", 1) > 0 AND coalesce("perCustomerLimit", 1) > 0)
);
-- Codes are stored upper-case (the CHECK), so this unique index makes them unique case-insensitively.
CREATE UNIQUE INDEX "Offer_code_key" ON "Offer"("code");
CREATE INDEX "Offer_startsAt_endsAt_idx" ON "Offer"("startsAt", "endsAt");
CREATE INDEX "Offer_createdAt_idx" ON "Offer"("createdAt" DESC);

CREATE TABLE "OfferCategory" (
    "offerId" TEXT NOT NULL,
    "categoryId" TEXT NOT NULL,
    CONSTRAINT "OfferCategory_pkey" PRIMARY KEY ("offerId", "categoryId")
);
CREATE INDEX "OfferCategory_categoryId_idx" ON "OfferCategory"("categoryId");
ALTER TABLE "OfferCategory" ADD CONSTRAINT "OfferCategory_offerId_fkey" FOREIGN KEY ("offerId") REFERENCES "Offer"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "OfferCategory" ADD CONSTRAINT "OfferCategory_categoryId_fkey" FOREIGN KEY ("categoryId") REFERENCES "Category"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "OfferProduct" (
    "offerId" TEXT NOT NULL,
    "productId" TEXT NOT NULL,
    CONSTRAINT "OfferProduct_pkey" PRIMARY KEY ("offerId", "productId")
);
CREATE INDEX "OfferProduct_productId_idx" ON "OfferProduct"("productId");
ALTER TABLE "OfferProduct" ADD CONSTRAINT "OfferProduct_offerId_fkey" FOREIGN KEY ("offerId") REFERENCES "Offer"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "OfferProduct" ADD CONSTRAINT "OfferProduct_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "OfferProductSize" (
    "offerId" TEXT NOT NULL,
    "productId" TEXT NOT NULL,
    "sizeId" TEXT NOT NULL,
    CONSTRAINT "OfferProductSize_pkey" PRIMARY KEY ("offerId", "productId", "sizeId")
);
CREATE INDEX "OfferProductSize_productId_sizeId_idx" ON "OfferProductSize"("productId", "sizeId");
ALTER TABLE "OfferProductSize" ADD CONSTRAINT "OfferProductSize_offerId_fkey" FOREIGN KEY ("offerId") REFERENCES "Offer"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "OfferProductSize" ADD CONSTRAINT "OfferProductSize_productId_sizeId_fkey" FOREIGN KEY ("productId", "sizeId") REFERENCES "ProductSize"("productId", "sizeId") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "OfferUse" (
    "id" TEXT NOT NULL,
    "offerId" TEXT NOT NULL,
    "orderId" TEXT NOT NULL,
    "customerId" TEXT,
    "emailKey" TEXT NOT NULL,
    "phoneKey" TEXT NOT NULL,
    "state" "OfferUseState" NOT NULL DEFAULT 'held',
    "heldUntil" TIMESTAMP(3),
    "discountPaise" BIGINT NOT NULL,
    "releaseReason" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "confirmedAt" TIMESTAMP(3),
    "releasedAt" TIMESTAMP(3),
    CONSTRAINT "OfferUse_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "OfferUse_discount" CHECK ("discountPaise" >= 0)
);
CREATE UNIQUE INDEX "OfferUse_offerId_orderId_key" ON "OfferUse"("offerId", "orderId");
CREATE INDEX "OfferUse_orderId_idx" ON "OfferUse"("orderId");
CREATE INDEX "OfferUse_offerId_state_idx" ON "OfferUse"("offerId", "state");
CREATE INDEX "OfferUse_offerId_customerId_idx" ON "OfferUse"("offerId", "customerId");
CREATE INDEX "OfferUse_offerId_emailKey_idx" ON "OfferUse"("offerId", "emailKey");
CREATE INDEX "OfferUse_offerId_phoneKey_idx" ON "OfferUse"("offerId", "phoneKey");
ALTER TABLE "OfferUse" ADD CONSTRAINT "OfferUse_offerId_fkey" FOREIGN KEY ("offerId") REFERENCES "Offer"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "OfferUse" ADD CONSTRAINT "OfferUse_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- What an order got: a snapshot, so an edit of the offer never alters a placed order.
CREATE TABLE "OrderOffer" (
    "id" TEXT NOT NULL,
    "orderId" TEXT NOT NULL,
    "offerId" TEXT,
    "code" TEXT,
    "name" TEXT NOT NULL,
    "kind" "OfferKind" NOT NULL,
    "percentBps" INTEGER,
    "amountPaise" BIGINT,
    "discountPaise" BIGINT NOT NULL,
    "position" INTEGER NOT NULL,
    CONSTRAINT "OrderOffer_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "OrderOffer_discount" CHECK ("discountPaise" >= 0)
);
CREATE INDEX "OrderOffer_orderId_idx" ON "OrderOffer"("orderId");
CREATE INDEX "OrderOffer_offerId_idx" ON "OrderOffer"("offerId");
ALTER TABLE "OrderOffer" ADD CONSTRAINT "OrderOffer_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "OrderOffer" ADD CONSTRAINT "OrderOffer_offerId_fkey" FOREIGN KEY ("offerId") REFERENCES "Offer"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- A line's share of the order's offers; linePricePaise keeps its meaning (before offers).
ALTER TABLE "OrderLine" ADD COLUMN "offerDiscountPaise" BIGINT NOT NULL DEFAULT 0,
    ADD CONSTRAINT "OrderLine_offer_discount" CHECK ("offerDiscountPaise" >= 0 AND "offerDiscountPaise" <= "linePricePaise");
-- The sum of the lines' offer discounts (for lists, mails and reports).
ALTER TABLE "Order" ADD COLUMN "discountPaise" BIGINT NOT NULL DEFAULT 0,
    ADD CONSTRAINT "Order_discount" CHECK ("discountPaise" >= 0);
-- What the returned units really paid (their share of the line after offers), set when refunded.
ALTER TABLE "ReturnLine" ADD COLUMN "paidPaise" BIGINT,
    ADD CONSTRAINT "ReturnLine_paid" CHECK ("paidPaise" IS NULL OR "paidPaise" >= 0);
