import "server-only";
import type { Prisma } from "@/generated/prisma/client";

// A contact-form message as the back office reads it (the form has no subject: subject is null).

export const adminContactMessageSelect = {
  id: true,
  name: true,
  email: true,
  phone: true,
  message: true,
  read: true,
  createdAt: true,
} as const satisfies Prisma.ContactMessageSelect;

export type AdminContactMessageRow = Prisma.ContactMessageGetPayload<{ select: typeof adminContactMessageSelect }>;

export function adminContactMessageJSON(row: AdminContactMessageRow) {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: null,
    message: row.message,
    read: row.read,
    createdAt: row.createdAt.toISOString(),
  };
}
