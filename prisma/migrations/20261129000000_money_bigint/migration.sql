-- Money as 64-bit integers (issue 40, part 1): every column holding paise becomes bigint, so an
-- amount above ₹2.15 crore (2^31 paise) no longer overflows. ALTER COLUMN ... TYPE bigint widens
-- every existing value exactly (int → bigint is lossless); indexes, defaults and CHECK constraints
-- on these columns are rebuilt by PostgreSQL with the table. Weights (netWeightMg) stay integer.

ALTER TABLE "Product"
  ALTER COLUMN "pricePaise" TYPE BIGINT,
  ALTER COLUMN "sellingPricePaise" TYPE BIGINT,
  ALTER COLUMN "makingChargeValue" TYPE BIGINT,
  ALTER COLUMN "otherChargesPaise" TYPE BIGINT;

ALTER TABLE "SilverRate"
  ALTER COLUMN "paisePerGram" TYPE BIGINT;

ALTER TABLE "Order"
  ALTER COLUMN "totalPaise" TYPE BIGINT,
  ALTER COLUMN "codFeePaise" TYPE BIGINT;

ALTER TABLE "OrderLine"
  ALTER COLUMN "unitPricePaise" TYPE BIGINT,
  ALTER COLUMN "linePricePaise" TYPE BIGINT;

ALTER TABLE "Payment"
  ALTER COLUMN "amountPaise" TYPE BIGINT;

ALTER TABLE "ReturnRequest"
  ALTER COLUMN "refundPaise" TYPE BIGINT;

ALTER TABLE "CreditNote"
  ALTER COLUMN "amountPaise" TYPE BIGINT;

ALTER TABLE "DeliverySettings"
  ALTER COLUMN "codFeePaise" TYPE BIGINT,
  ALTER COLUMN "codLimitPaise" TYPE BIGINT;
