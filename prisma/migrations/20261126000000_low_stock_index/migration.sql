-- The dashboard's low-stock list (src/server/admin/dashboard/low-stock.ts): active products at or
-- below the threshold, ordered by stock, name and id, read straight from this index.
CREATE INDEX "Product_active_stock_name_id_idx" ON "Product"("active", "stock", "name", "id");
