-- The back office's order list (GET /api/order/all, issue 14): its search matches a substring of
-- the order number, the customer's name or e-mail (ILIKE '%...%'), which a B-tree cannot serve;
-- trigram GIN indexes (pg_trgm, migration 20261122000000_search) keep it fast at 50,000+ orders.
-- A status filter sorted by total reads (status, totalPaise) in order.

-- CreateIndex
CREATE INDEX "Order_orderNumber_trgm_idx" ON "Order" USING GIN ("orderNumber" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "Order_customerName_trgm_idx" ON "Order" USING GIN ("customerName" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "Order_customerEmail_trgm_idx" ON "Order" USING GIN ("customerEmail" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "Order_status_totalPaise_idx" ON "Order" ("status", "totalPaise");
