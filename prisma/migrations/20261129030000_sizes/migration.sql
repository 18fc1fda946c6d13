-- Sizes (issue 42): size sets the owner manages (ring, bangle, length, free size), the sizes a piece
-- is offered in with their own stock, code and (by weight) net weight, and the size on every cart
-- line, order line, inquiry and exchange. Pieces without sizes are untouched: nothing is migrated.

ALTER TYPE "AuditEntity" ADD VALUE 'size_set' AFTER 'product';

CREATE TYPE "SizeSetKind" AS ENUM ('ring', 'bangle', 'length', 'free');

CREATE TABLE "SizeSet" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "kind" "SizeSetKind" NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "SizeSet_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "SizeSet_name_key" ON "SizeSet"("name");

CREATE TABLE "Size" (
    "id" TEXT NOT NULL,
    "setId" TEXT NOT NULL,
    "label" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "innerDiameterMm" DECIMAL(6,2),
    "circumferenceMm" DECIMAL(6,2),
    "lengthInches" DECIMAL(5,2),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Size_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "Size_measures_check" CHECK (
      ("innerDiameterMm" IS NULL OR "innerDiameterMm" > 0) AND
      ("circumferenceMm" IS NULL OR "circumferenceMm" > 0) AND
      ("lengthInches" IS NULL OR "lengthInches" > 0))
);
CREATE UNIQUE INDEX "Size_setId_label_key" ON "Size"("setId", "label");
CREATE INDEX "Size_setId_position_idx" ON "Size"("setId", "position");
ALTER TABLE "Size" ADD CONSTRAINT "Size_setId_fkey" FOREIGN KEY ("setId") REFERENCES "SizeSet"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

ALTER TABLE "Product" ADD COLUMN "sizeSetId" TEXT;
CREATE INDEX "Product_sizeSetId_idx" ON "Product"("sizeSetId");
ALTER TABLE "Product" ADD CONSTRAINT "Product_sizeSetId_fkey" FOREIGN KEY ("sizeSetId") REFERENCES "SizeSet"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

CREATE TABLE "ProductSize" (
    "productId" TEXT NOT NULL,
    "sizeId" TEXT NOT NULL,
    "stock" INTEGER NOT NULL DEFAULT 0,
    "sku" TEXT,
    "netWeightMg" INTEGER,
    "pricePaise" BIGINT NOT NULL,
    "sellingPricePaise" BIGINT NOT NULL,
    CONSTRAINT "ProductSize_pkey" PRIMARY KEY ("productId", "sizeId"),
    -- The last piece of a size cannot go twice: stock never goes below zero, whatever the code does.
    CONSTRAINT "ProductSize_stock_check" CHECK ("stock" >= 0),
    CONSTRAINT "ProductSize_sku_check" CHECK ("sku" IS NULL OR "sku" = UPPER("sku")),
    CONSTRAINT "ProductSize_prices_check" CHECK ("pricePaise" >= 0 AND "sellingPricePaise" >= 0 AND "sellingPricePaise" <= "pricePaise"),
    CONSTRAINT "ProductSize_weight_check" CHECK ("netWeightMg" IS NULL OR "netWeightMg" > 0)
);
CREATE UNIQUE INDEX "ProductSize_sku_key" ON "ProductSize"("sku");
CREATE INDEX "ProductSize_sizeId_stock_idx" ON "ProductSize"("sizeId", "stock");
ALTER TABLE "ProductSize" ADD CONSTRAINT "ProductSize_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "ProductSize" ADD CONSTRAINT "ProductSize_sizeId_fkey" FOREIGN KEY ("sizeId") REFERENCES "Size"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- A sized piece's stock is the sum of its sizes' stock, in the same statement as any change to them,
-- so every reader of Product.stock (listings, the in-stock filter, the dashboard) stays right.
CREATE FUNCTION "ProductSize_sum_stock"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  affected TEXT;
BEGIN
  FOR affected IN
    SELECT DISTINCT id FROM (
      SELECT NEW."productId" AS id WHERE TG_OP <> 'DELETE'
      UNION ALL
      SELECT OLD."productId" WHERE TG_OP <> 'INSERT'
    ) AS changed
  LOOP
    UPDATE "Product" SET "stock" = COALESCE((SELECT SUM("stock") FROM "ProductSize" WHERE "productId" = affected), 0)
    WHERE "id" = affected AND "stock" IS DISTINCT FROM COALESCE((SELECT SUM("stock") FROM "ProductSize" WHERE "productId" = affected), 0);
  END LOOP;
  RETURN NULL;
END;
$$;
CREATE TRIGGER "ProductSize_sum_stock"
  AFTER INSERT OR DELETE OR UPDATE OF "stock", "productId" ON "ProductSize"
  FOR EACH ROW EXECUTE FUNCTION "ProductSize_sum_stock"();

-- Cart lines: one per piece and size; null (no size) counts as one value, so a piece without sizes
-- still has one line per customer.
ALTER TABLE "CartItem" ADD COLUMN "sizeId" TEXT;
DROP INDEX "CartItem_customerId_productId_key";
CREATE UNIQUE INDEX "CartItem_customerId_productId_sizeId_key" ON "CartItem"("customerId", "productId", "sizeId") NULLS NOT DISTINCT;
CREATE INDEX "CartItem_sizeId_idx" ON "CartItem"("sizeId");
ALTER TABLE "CartItem" ADD CONSTRAINT "CartItem_sizeId_fkey" FOREIGN KEY ("sizeId") REFERENCES "Size"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "OrderLine"
  ADD COLUMN "sizeId" TEXT,
  ADD COLUMN "sizeLabel" TEXT,
  ADD COLUMN "sizeSku" TEXT;

ALTER TABLE "InquiryProduct" ADD COLUMN "sizeLabel" TEXT;

ALTER TABLE "ReturnLine"
  ADD COLUMN "exchangeSizeId" TEXT,
  ADD COLUMN "exchangeSizeLabel" TEXT;
