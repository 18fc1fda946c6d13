-- Issue 40: a cash-on-delivery return asks where the refund should go (a UPI ID, or a bank account's
-- IFSC and number). Kept on the request only until the refund is recorded (or the request rejected).
ALTER TABLE "ReturnRequest"
  ADD COLUMN "payoutUpi" TEXT,
  ADD COLUMN "payoutIfsc" TEXT,
  ADD COLUMN "payoutAccount" TEXT;
