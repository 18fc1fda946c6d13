import "server-only";
import type { Db, DbTransaction } from "@/server/db";

/** The Prisma client or a transaction's client: functions that can run inside a caller's transaction take either. */
export type DbClient = Db | DbTransaction;
