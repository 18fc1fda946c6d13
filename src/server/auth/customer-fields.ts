import "server-only";

/** What account functions read of a customer: the session's fields (see SessionCustomer). */
export const SESSION_CUSTOMER_FIELDS = { id: true, name: true, email: true, phone: true, sessionVersion: true } as const;

export interface AccountCustomer {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  sessionVersion: number;
}
