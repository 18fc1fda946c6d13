-- Server-side sessions (issue 15): one row per sign-in, its id in the session token. Logout,
-- "Sign out everywhere", a password change or reset revoke rows; idle timeout and absolute
-- lifetime end them. Customers' now, the back office's admins' with the same table later.
CREATE TYPE "SessionKind" AS ENUM ('customer', 'admin');

CREATE TABLE "Session" (
    "id" TEXT NOT NULL,
    "kind" "SessionKind" NOT NULL,
    "customerId" TEXT,
    "adminId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastSeenAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "userAgent" TEXT,
    "revokedAt" TIMESTAMP(3),
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Session_pkey" PRIMARY KEY ("id"),
    -- Exactly one owner, the one its kind names.
    CONSTRAINT "Session_owner_check" CHECK (
        ("kind" = 'customer' AND "customerId" IS NOT NULL AND "adminId" IS NULL)
        OR ("kind" = 'admin' AND "adminId" IS NOT NULL AND "customerId" IS NULL)
    )
);

CREATE INDEX "Session_customerId_idx" ON "Session"("customerId");
CREATE INDEX "Session_adminId_idx" ON "Session"("adminId");
CREATE INDEX "Session_expiresAt_idx" ON "Session"("expiresAt");

ALTER TABLE "Session" ADD CONSTRAINT "Session_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "Session" ADD CONSTRAINT "Session_adminId_fkey" FOREIGN KEY ("adminId") REFERENCES "Admin"("id") ON DELETE CASCADE ON UPDATE CASCADE;
