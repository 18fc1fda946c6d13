import "server-only";
import { z } from "zod";
import { type Carrier, NOT_SERVED, type Serviceability, type ServiceabilityQuery } from "./carrier-types";
import type { ZoneMatch } from "./local-table";
import { serviceabilityOf } from "./local-carrier";

// Shiprocket, a courier aggregator: its serviceability API says which couriers carry a parcel from
// the shop's pickup PIN to a PIN, in how many days and whether they collect cash. Documented at
// apidocs.shiprocket.in: POST /v1/external/auth/login { email, password } → { token } (a bearer
// token valid for 10 days), then GET /v1/external/courier/serviceability/?pickup_postcode=
// &delivery_postcode=&weight=<kg>&cod=<0|1> → { status: 200, data: { available_courier_companies:
// [{ courier_name, estimated_delivery_days, cod, blocked, ... }], recommended_courier_company_id } },
// or { status: 404, message } when no courier serves the PIN.
//
// The owner's table still decides first: a PIN it blocks stays blocked whatever the courier says,
// and a zone without cash on delivery keeps it off. When Shiprocket is slow (3 s) or fails, the
// answer comes from the owner's table, with one warning in the log.

export interface ShiprocketConfig {
  email: string;
  password: string;
  /** https://apiv2.shiprocket.in, or a test's fake. */
  apiBase: string;
  pickupPincode: string;
  timeoutMs?: number;
}

export const SHIPROCKET_TIMEOUT_MS = 3000;
/** A parcel of jewellery when the weight is not known: Shiprocket's smallest slab. */
const DEFAULT_WEIGHT_KG = 0.5;
/** Shiprocket's tokens last 10 days; ours is renewed a day early when the token does not say. */
const TOKEN_LIFE_MS = 9 * 24 * 60 * 60 * 1000;
/** Courier answers are kept this long per PIN (a PIN's couriers change seldom; the dates are worked out per call). */
const ANSWER_LIFE_MS = 15 * 60 * 1000;
const ANSWERS_KEPT = 1000;

const ZLogin = z.object({ token: z.string().min(1) });

const ZCourier = z.object({
  courier_name: z.string(),
  estimated_delivery_days: z.union([z.string(), z.number()]),
  cod: z.union([z.number(), z.boolean()]).optional(),
  blocked: z.number().optional(),
  courier_company_id: z.number().optional(),
});

const ZServiceability = z.object({
  status: z.number().optional(),
  data: z
    .object({
      available_courier_companies: z.array(z.unknown()).default([]),
      recommended_courier_company_id: z.number().nullish(),
    })
    .optional(),
});

/** "3", 3 or "3 - 4" → { min, max }; null for anything else. */
export function transitOf(days: string | number): { min: number; max: number } | null {
  const match = /^\s*(\d{1,2})\s*(?:-\s*(\d{1,2})\s*)?$/.exec(String(days));
  if (!match) return null;
  const min = Number(match[1]);
  const max = Number(match[2] ?? match[1]);
  return max >= min ? { min, max } : null;
}

/** Shiprocket's answer as the shop's: the recommended courier (else the fastest) sets the latest day, the fastest the earliest. */
export function readServiceability(body: unknown): Serviceability {
  const parsed = ZServiceability.parse(body);
  if (parsed.status === 404 || !parsed.data) return NOT_SERVED;
  const couriers = parsed.data.available_courier_companies.flatMap((raw) => {
    const courier = ZCourier.safeParse(raw);
    if (!courier.success || courier.data.blocked === 1) return [];
    const transit = transitOf(courier.data.estimated_delivery_days);
    return transit ? [{ ...courier.data, transit }] : [];
  });
  if (couriers.length === 0) return NOT_SERVED;
  const fastest = couriers.reduce((best, c) => (c.transit.min < best.transit.min ? c : best));
  const chosen = couriers.find((c) => c.courier_company_id !== undefined && c.courier_company_id === parsed.data?.recommended_courier_company_id) ?? fastest;
  return {
    serviceable: true,
    transitDays: { min: Math.min(fastest.transit.min, chosen.transit.min), max: chosen.transit.max },
    codAvailable: couriers.some((c) => c.cod === 1 || c.cod === true),
    zone: chosen.courier_name,
    courierName: chosen.courier_name,
  };
}

export function shiprocketCarrier(config: ShiprocketConfig, ownerRule: (pincode: string) => Promise<ZoneMatch | null>): Carrier {
  const base = config.apiBase.replace(/\/+$/, "");
  const timeoutMs = config.timeoutMs ?? SHIPROCKET_TIMEOUT_MS;
  let token: { value: string; expiresAt: number } | null = null;
  const answers = new Map<string, { value: Serviceability; expiresAt: number }>();

  async function login(signal: AbortSignal): Promise<string> {
    if (token && token.expiresAt > Date.now()) return token.value;
    const response = await fetch(`${base}/v1/external/auth/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ email: config.email, password: config.password }),
      signal,
    });
    if (!response.ok) throw new Error(`login answered HTTP ${response.status}`);
    const { token: value } = ZLogin.parse(await response.json());
    token = { value, expiresAt: tokenExpiry(value) };
    return value;
  }

  async function ask(pincode: string, query: ServiceabilityQuery): Promise<Serviceability> {
    const cod = query.codAmountPaise !== undefined ? "1" : "0";
    const weight = query.weightGrams && query.weightGrams > 0 ? query.weightGrams / 1000 : DEFAULT_WEIGHT_KG;
    const key = `${pincode}:${cod}:${weight}`;
    const kept = answers.get(key);
    if (kept && kept.expiresAt > Date.now()) return kept.value;

    const signal = AbortSignal.timeout(timeoutMs);
    const bearer = await login(signal);
    const search = new URLSearchParams({ pickup_postcode: config.pickupPincode, delivery_postcode: pincode, weight: String(weight), cod });
    const response = await fetch(`${base}/v1/external/courier/serviceability/?${search.toString()}`, {
      headers: { Authorization: `Bearer ${bearer}`, Accept: "application/json" },
      signal,
    });
    if (response.status === 401) token = null; // logged in again on the next call
    const body: unknown = await response.json().catch(() => null);
    // "No courier serves this PIN" is a 404 with Shiprocket's own JSON; any other failure is not an answer.
    const notServed = response.status === 404 && typeof body === "object" && body !== null && "status" in body && body.status === 404;
    if (!response.ok && !notServed) throw new Error(`serviceability answered HTTP ${response.status}`);
    const value = readServiceability(body);
    if (answers.size >= ANSWERS_KEPT) answers.clear();
    answers.set(key, { value, expiresAt: Date.now() + ANSWER_LIFE_MS });
    return value;
  }

  return {
    name: "shiprocket",
    async serviceability(pincode, query = {}) {
      const rule = await ownerRule(pincode);
      if (rule && !rule.zone) return NOT_SERVED; // the owner blocks it: the owner wins
      let courier: Serviceability;
      try {
        courier = await ask(pincode, query);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        console.warn(`Shiprocket serviceability for ${pincode} failed (${reason}); answered from the delivery table.`);
        return serviceabilityOf(rule);
      }
      if (!courier.serviceable) return courier;
      // A zone the owner keeps without cash on delivery stays without it.
      return rule?.zone && !rule.zone.codAvailable ? { ...courier, codAvailable: false } : courier;
    },
  };
}

/** When a JWT says it expires (a minute early), else TOKEN_LIFE_MS from now. */
function tokenExpiry(jwt: string): number {
  try {
    const payload = JSON.parse(Buffer.from(jwt.split(".")[1] ?? "", "base64url").toString("utf8")) as { exp?: unknown };
    if (typeof payload.exp === "number") return payload.exp * 1000 - 60_000;
  } catch {
    // Not a JWT: the documented lifetime.
  }
  return Date.now() + TOKEN_LIFE_MS;
}
