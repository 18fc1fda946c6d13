import "server-only";
import { setCustomerSessionCookie } from "@/server/auth/customer-session";
import { createSession } from "@/server/auth/create-session";

/**
 * Signs a customer in on this response: a new Session row (with the browser's User-Agent, for the
 * list on /account) and the session cookie carrying its id. Used by login, registration and
 * Google sign-in; next-auth's Google redirect does the same in its jwt callback (auth-options.ts).
 */
export async function startCustomerSession(
  response: Response,
  { customer, request, remember = true }: { customer: { id: string; sessionVersion: number }; request: Request; remember?: boolean },
): Promise<void> {
  const session = await createSession({ kind: "customer", ownerId: customer.id, userAgent: request.headers.get("user-agent") });
  await setCustomerSessionCookie(response, { customerId: customer.id, sessionVersion: customer.sessionVersion, sessionId: session.id }, { remember });
}
