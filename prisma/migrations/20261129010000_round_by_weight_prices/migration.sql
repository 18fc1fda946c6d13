-- Issue 40: the shop's setting "Round by-weight prices to the rupee", on by default. Pieces priced
-- by weight keep their stored price until the next rate change or save (the product page shows
-- no breakup for a price that no longer matches its bill), so the seed and the first rate set
-- after this migration bring them to whole rupees.

ALTER TABLE "SiteSettings" ADD COLUMN "roundByWeightPrices" BOOLEAN NOT NULL DEFAULT true;
