-- Staff and the door (issue 43): roles for the shop's team, invitations, a second factor (an
-- authenticator app with recovery codes, or passkeys), the browsers each admin signed in from, and
-- the owner's choices (who must give a second factor, a manager's refund limit). Every admin that
-- exists today becomes an owner: until now each of them could do everything.

ALTER TYPE "AuditEntity" ADD VALUE 'staff';

CREATE TYPE "StaffRole" AS ENUM ('owner', 'manager', 'orders', 'writer');
CREATE TYPE "TwoFactorPolicy" AS ENUM ('everyone', 'owners_managers');

ALTER TABLE "Admin"
    ADD COLUMN "role" "StaffRole" NOT NULL DEFAULT 'owner',
    ADD COLUMN "lastSignInAt" TIMESTAMP(3),
    ADD COLUMN "totpSecret" TEXT,
    ADD COLUMN "totpEnabledAt" TIMESTAMP(3),
    ADD COLUMN "totpLastStep" INTEGER,
    ADD COLUMN "webauthnUserId" TEXT;
CREATE UNIQUE INDEX "Admin_webauthnUserId_key" ON "Admin"("webauthnUserId");

ALTER TABLE "Session" ADD COLUMN "secondFactorAt" TIMESTAMP(3);

ALTER TABLE "SiteSettings"
    ADD COLUMN "twoFactorPolicy" "TwoFactorPolicy" NOT NULL DEFAULT 'owners_managers',
    ADD COLUMN "managerRefundLimitPaise" BIGINT NOT NULL DEFAULT 1000000,
    ADD CONSTRAINT "SiteSettings_managerRefundLimitPaise_check" CHECK ("managerRefundLimitPaise" >= 0);

ALTER TABLE "AuditLog" ADD COLUMN "actorRole" "StaffRole";

CREATE TABLE "StaffInvite" (
    "id" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "role" "StaffRole" NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "usedAt" TIMESTAMP(3),
    "revokedAt" TIMESTAMP(3),
    "invitedById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "StaffInvite_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "StaffInvite_tokenHash_key" ON "StaffInvite"("tokenHash");
CREATE INDEX "StaffInvite_email_idx" ON "StaffInvite"("email");
CREATE INDEX "StaffInvite_createdAt_idx" ON "StaffInvite"("createdAt" DESC);
ALTER TABLE "StaffInvite" ADD CONSTRAINT "StaffInvite_invitedById_fkey" FOREIGN KEY ("invitedById") REFERENCES "Admin"("id") ON DELETE SET NULL ON UPDATE CASCADE;

CREATE TABLE "AdminRecoveryCode" (
    "id" TEXT NOT NULL,
    "adminId" TEXT NOT NULL,
    "codeHash" TEXT NOT NULL,
    "usedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "AdminRecoveryCode_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "AdminRecoveryCode_adminId_idx" ON "AdminRecoveryCode"("adminId");
ALTER TABLE "AdminRecoveryCode" ADD CONSTRAINT "AdminRecoveryCode_adminId_fkey" FOREIGN KEY ("adminId") REFERENCES "Admin"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "Passkey" (
    "id" TEXT NOT NULL,
    "adminId" TEXT NOT NULL,
    "publicKey" BYTEA NOT NULL,
    "counter" INTEGER NOT NULL DEFAULT 0,
    "transports" TEXT[],
    "deviceType" TEXT NOT NULL,
    "backedUp" BOOLEAN NOT NULL DEFAULT false,
    "name" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastUsedAt" TIMESTAMP(3),
    CONSTRAINT "Passkey_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "Passkey_adminId_idx" ON "Passkey"("adminId");
ALTER TABLE "Passkey" ADD CONSTRAINT "Passkey_adminId_fkey" FOREIGN KEY ("adminId") REFERENCES "Admin"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "AuthChallenge" (
    "id" TEXT NOT NULL,
    "adminId" TEXT,
    "purpose" TEXT NOT NULL,
    "challenge" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "AuthChallenge_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "AuthChallenge_expiresAt_idx" ON "AuthChallenge"("expiresAt");

CREATE TABLE "AdminDevice" (
    "id" TEXT NOT NULL,
    "adminId" TEXT NOT NULL,
    "deviceHash" TEXT NOT NULL,
    "userAgent" TEXT,
    "firstSeenAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastSeenAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "AdminDevice_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "AdminDevice_adminId_deviceHash_key" ON "AdminDevice"("adminId", "deviceHash");
ALTER TABLE "AdminDevice" ADD CONSTRAINT "AdminDevice_adminId_fkey" FOREIGN KEY ("adminId") REFERENCES "Admin"("id") ON DELETE CASCADE ON UPDATE CASCADE;
