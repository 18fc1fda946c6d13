import "server-only";
import type { Prisma, PrismaClient } from "@/generated/prisma/client";

/** The Prisma client or a transaction's client: functions that can run inside a caller's transaction take either. */
export type DbClient = PrismaClient | Prisma.TransactionClient;
