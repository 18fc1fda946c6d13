-- Back office (issue 13): admins that can be switched off and whose sessions end when their
-- password changes, storage keys beside every stored file's URL (so the server deletes what it
-- stored, never what a browser names), the low-stock threshold of the dashboard, and the audit log.

ALTER TABLE "Admin" ADD COLUMN "active" BOOLEAN NOT NULL DEFAULT true;
ALTER TABLE "Admin" ADD COLUMN "sessionVersion" INTEGER NOT NULL DEFAULT 0;

ALTER TABLE "Category" ADD COLUMN "imageKey" TEXT;
ALTER TABLE "Product" ADD COLUMN "videoKey" TEXT;
ALTER TABLE "BlogPost" ADD COLUMN "coverKey" TEXT;

ALTER TABLE "SiteSettings" ADD COLUMN "lowStockThreshold" INTEGER NOT NULL DEFAULT 3;

-- Admin list views: all products (active or not) by name, newest first, by category.
CREATE INDEX "Product_active_createdAt_idx" ON "Product"("active", "createdAt" DESC);

CREATE TYPE "AuditEntity" AS ENUM ('product', 'category', 'color', 'blog_post', 'settings', 'order', 'inquiry', 'contact_message', 'customer', 'admin');

CREATE TABLE "AuditLog" (
    "id" TEXT NOT NULL,
    "adminId" TEXT,
    "actor" TEXT NOT NULL,
    "entity" "AuditEntity" NOT NULL,
    "entityId" TEXT,
    "action" TEXT NOT NULL,
    "summary" TEXT NOT NULL,
    "changes" JSONB,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AuditLog_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "AuditLog_createdAt_idx" ON "AuditLog"("createdAt" DESC);
CREATE INDEX "AuditLog_entity_entityId_createdAt_idx" ON "AuditLog"("entity", "entityId", "createdAt" DESC);
CREATE INDEX "AuditLog_adminId_idx" ON "AuditLog"("adminId");

ALTER TABLE "AuditLog" ADD CONSTRAINT "AuditLog_adminId_fkey" FOREIGN KEY ("adminId") REFERENCES "Admin"("id") ON DELETE SET NULL ON UPDATE CASCADE;
