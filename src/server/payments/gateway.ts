import "server-only";
import { type Env, env } from "@/env";
import { SELL_MSG } from "@/lib/messages/selling";
import { AppError } from "@/server/errors";
import type { PaymentGateway } from "./gateway-types";
import { LOCAL_KEY_SECRET, LOCAL_WEBHOOK_SECRET, localGateway } from "./local-gateway";
import { razorpayGateway } from "./razorpay-gateway";

// The seam between the shop and the payment gateway. Everything that talks to Razorpay goes
// through a PaymentGateway (gateway-types.ts): the SDK-backed one (razorpay-gateway.ts) when
// RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are set, else the local fake (local-gateway.ts) that
// takes test payments on this machine. The fake is never used by a real production server: a
// production server without keys (NODE_ENV=production and not SHOP_LOCAL=1, which `npm start`, the
// e2e tests and the benchmarks set) refuses to take payments with a 503, so no shopper "pays" a fake.

type GatewayEnv = Pick<Env, "NODE_ENV" | "SHOP_LOCAL" | "RAZORPAY_KEY_ID" | "RAZORPAY_KEY_SECRET" | "RAZORPAY_WEBHOOK_SECRET">;

/** Which gateway an environment gets: the real one with keys, the fake outside a real production, else none. */
export function chooseGateway(source: GatewayEnv): "razorpay" | "local" | "unavailable" {
  if (source.RAZORPAY_KEY_ID && source.RAZORPAY_KEY_SECRET) return "razorpay";
  if (source.NODE_ENV !== "production" || source.SHOP_LOCAL) return "local";
  return "unavailable";
}

function unavailable(): AppError {
  console.error("Payments refused: RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are not set on this production server (see .env.example).");
  return new AppError("SERVICE_UNAVAILABLE", SELL_MSG.paymentsUnavailable, { headers: { "Retry-After": "3600" } });
}

/** The gateway for an environment; throws the 503 AppError when it has none. Exported for tests. */
export function createGateway(source: GatewayEnv): PaymentGateway {
  const choice = chooseGateway(source);
  if (choice === "razorpay") return razorpayGateway(source.RAZORPAY_KEY_ID!, source.RAZORPAY_KEY_SECRET!);
  if (choice === "local") return localGateway();
  throw unavailable();
}

let current: PaymentGateway | undefined;

/** The shop's gateway (503 AppError on a production server without Razorpay keys). */
export function paymentGateway(): PaymentGateway {
  current ??= createGateway(env);
  return current;
}

/** Whether this server runs the local fake: its stand-in routes and page answer 404 otherwise. */
export function localGatewayActive(source: GatewayEnv = env): boolean {
  return chooseGateway(source) === "local";
}

/** The key secret: signs Checkout's and the payment link's signatures. */
export function paymentKeySecret(source: GatewayEnv = env): string {
  const choice = chooseGateway(source);
  if (choice === "razorpay") return source.RAZORPAY_KEY_SECRET!;
  if (choice === "local") return LOCAL_KEY_SECRET;
  throw unavailable();
}

/** The webhook secret (the one set on the webhook in Razorpay's dashboard; a fixed one for the fake). */
export function webhookSecret(source: GatewayEnv = env): string {
  if (source.RAZORPAY_WEBHOOK_SECRET) return source.RAZORPAY_WEBHOOK_SECRET;
  const choice = chooseGateway(source);
  if (choice === "local") return LOCAL_WEBHOOK_SECRET;
  if (choice === "razorpay") {
    // Only outside production (src/env.ts requires it there): webhooks cannot be checked.
    console.error("Razorpay webhook refused: RAZORPAY_WEBHOOK_SECRET is not set (see .env.example).");
    throw new AppError("SERVICE_UNAVAILABLE", "Webhooks are not configured on this server.");
  }
  throw unavailable();
}
