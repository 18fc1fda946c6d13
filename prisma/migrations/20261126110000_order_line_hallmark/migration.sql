-- An order line keeps the piece's purity, HUID and (priced by weight) its price breakup as they were
-- when the order was placed, for the invoice (issue 21).
ALTER TABLE "OrderLine"
  ADD COLUMN "purity" INTEGER,
  ADD COLUMN "huid" TEXT,
  ADD COLUMN "priceBreakup" JSONB;
