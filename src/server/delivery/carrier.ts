import "server-only";
import { type Env, env } from "@/env";
import type { Carrier } from "./carrier-types";
import { cachedMatch, localCarrier } from "./local-carrier";
import type { ZoneMatch } from "./local-table";
import { shiprocketCarrier } from "./shiprocket-carrier";

// The seam between the shop and the couriers, like the payment gateway's (src/server/payments/
// gateway.ts). The PIN check asks a Carrier (carrier-types.ts): the owner's own delivery table
// (local-carrier.ts) by default; Shiprocket's serviceability API (shiprocket-carrier.ts) when
// SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD are set, with the owner's table still deciding blocked
// PINs and standing in when Shiprocket fails.

type CarrierEnv = Pick<Env, "SHIPROCKET_EMAIL" | "SHIPROCKET_PASSWORD" | "SHIPROCKET_API_BASE" | "SHIPROCKET_PICKUP_PINCODE">;

export function chooseCarrier(source: CarrierEnv): "shiprocket" | "local" {
  return source.SHIPROCKET_EMAIL && source.SHIPROCKET_PASSWORD && source.SHIPROCKET_PICKUP_PINCODE ? "shiprocket" : "local";
}

/** The carrier for an environment; exported for tests (which pass an uncached owner's table). */
export function createCarrier(source: CarrierEnv, ownerRule: (pincode: string) => Promise<ZoneMatch | null> = cachedMatch): Carrier {
  if (chooseCarrier(source) === "local") return localCarrier(ownerRule);
  return shiprocketCarrier(
    { email: source.SHIPROCKET_EMAIL!, password: source.SHIPROCKET_PASSWORD!, apiBase: source.SHIPROCKET_API_BASE, pickupPincode: source.SHIPROCKET_PICKUP_PINCODE! },
    ownerRule,
  );
}

let current: Carrier | undefined;

/** The shop's carrier. */
export function deliveryCarrier(): Carrier {
  current ??= createCarrier(env);
  return current;
}
