import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { parseEnv } from "@/env";
import { chooseCarrier, createCarrier } from "@/server/delivery/carrier";
import { checkDelivery } from "@/server/delivery/check-delivery";
import { matchPincode } from "@/server/delivery/local-table";
import { shiprocketCarrier } from "@/server/delivery/shiprocket-carrier";
import { FAKE_EMAIL, FAKE_PASSWORD, type FakeShiprocket, startFakeShiprocket } from "../support/fake-shiprocket";
import { clearDeliveryTable, useDemoDeliveryTable } from "./delivery-support";

// The carrier seam (issue 21) with a fake Shiprocket on 127.0.0.1 (tests/support/fake-shiprocket.ts):
// no request leaves the machine. The owner's table is the demo shop's, in the real database.

const THURSDAY_MORNING = new Date("2026-11-26T04:30:00Z");
const PICKUP = "302001";

let fake: FakeShiprocket;

beforeAll(async () => {
  await useDemoDeliveryTable();
  fake = await startFakeShiprocket({
    "560001": {
      couriers: [
        { courier_company_id: 10, courier_name: "Delhivery Surface", estimated_delivery_days: "5", cod: 1 },
        { courier_company_id: 24, courier_name: "Xpressbees Air", estimated_delivery_days: "2", cod: 1 },
        { courier_company_id: 33, courier_name: "Blocked Express", estimated_delivery_days: "1", cod: 1, blocked: 1 },
      ],
      recommended: 24,
    },
    "781001": { couriers: [{ courier_company_id: 10, courier_name: "Delhivery Surface", estimated_delivery_days: "6 - 7", cod: 1 }] },
    "110001": { notServed: true },
    "400001": { fail: 500 },
    "500001": { delayMs: 1500, couriers: [{ courier_company_id: 10, courier_name: "Slow", estimated_delivery_days: "2", cod: 1 }] },
    // Served by the courier, blocked by the owner.
    "744301": { couriers: [{ courier_company_id: 10, courier_name: "Island Post", estimated_delivery_days: "9", cod: 1 }] },
  });
});

afterAll(async () => {
  await fake.close();
  await clearDeliveryTable();
});

afterEach(() => vi.restoreAllMocks());

const keys = () => ({ SHIPROCKET_EMAIL: FAKE_EMAIL, SHIPROCKET_PASSWORD: FAKE_PASSWORD, SHIPROCKET_API_BASE: fake.baseUrl, SHIPROCKET_PICKUP_PINCODE: PICKUP });
const shiprocket = (timeoutMs?: number) =>
  timeoutMs === undefined
    ? createCarrier(parseEnv(keys()), matchPincode)
    : shiprocketCarrier({ email: FAKE_EMAIL, password: FAKE_PASSWORD, apiBase: fake.baseUrl, pickupPincode: PICKUP, timeoutMs }, matchPincode);

describe("choosing the carrier", () => {
  it("is the owner's table without keys, Shiprocket with them", () => {
    expect(chooseCarrier(parseEnv({}))).toBe("local");
    expect(createCarrier(parseEnv({}), matchPincode).name).toBe("local");
    expect(chooseCarrier(parseEnv(keys()))).toBe("shiprocket");
    expect(shiprocket().name).toBe("shiprocket");
  });

  it("validates the keys at start", () => {
    expect(() => parseEnv({ SHIPROCKET_EMAIL: FAKE_EMAIL })).toThrow(/SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD go together/);
    expect(() => parseEnv({ SHIPROCKET_EMAIL: FAKE_EMAIL, SHIPROCKET_PASSWORD: "x" })).toThrow(/SHIPROCKET_PICKUP_PINCODE is required/);
    expect(() => parseEnv({ ...keys(), SHIPROCKET_PICKUP_PINCODE: "30200" })).toThrow(/SHIPROCKET_PICKUP_PINCODE must be a 6-digit PIN code/);
    expect(() => parseEnv({ ...keys(), SHIPROCKET_EMAIL: "not-an-email" })).toThrow(/SHIPROCKET_EMAIL/);
    expect(parseEnv({}).SHIPROCKET_API_BASE).toBe("https://apiv2.shiprocket.in");
  });
});

describe("the Shiprocket carrier", () => {
  it("answers a served PIN from the couriers: the recommended one's days, cash if any courier collects it", async () => {
    const carrier = shiprocket();
    expect(await carrier.serviceability("560001")).toEqual({
      serviceable: true,
      transitDays: { min: 2, max: 2 },
      codAvailable: true,
      zone: "Xpressbees Air",
      courierName: "Xpressbees Air",
    });
    const query = fake.requests.find((r) => r.path === "/v1/external/courier/serviceability/" && r.query.get("delivery_postcode") === "560001")!.query;
    expect(Object.fromEntries(query)).toEqual({ pickup_postcode: PICKUP, delivery_postcode: "560001", weight: "0.5", cod: "0" });

    // Through checkDelivery: the owner's dispatch days (2–3) plus the courier's 2 days.
    expect(await checkDelivery("560001", { now: THURSDAY_MORNING, carrier })).toMatchObject({
      serviceable: true,
      zone: "Xpressbees Air",
      deliveryFrom: "2026-12-01",
      deliveryBy: "2026-12-02",
      cod: { available: true },
    });
  });

  it("logs in once and keeps the token", async () => {
    const before = fake.logins();
    const carrier = shiprocket();
    await carrier.serviceability("781001");
    await carrier.serviceability("110001");
    await carrier.serviceability("781001", { codAmountPaise: 250_000, weightGrams: 1200 });
    expect(fake.logins() - before).toBe(1);
    const last = fake.requests.at(-1)!;
    expect(last.query.get("cod")).toBe("1");
    expect(last.query.get("weight")).toBe("1.2");
  });

  it("says not served when no courier serves the PIN, even where the owner's table has a zone", async () => {
    expect(await shiprocket().serviceability("110001")).toMatchObject({ serviceable: false, codAvailable: false, zone: null });
  });

  it("keeps a PIN the owner blocks blocked, without asking Shiprocket", async () => {
    const asked = fake.requests.length;
    expect(await shiprocket().serviceability("744301")).toMatchObject({ serviceable: false });
    expect(fake.requests.slice(asked).some((r) => r.query.get("delivery_postcode") === "744301")).toBe(false);
    expect((await checkDelivery("744301", { carrier: shiprocket() })).serviceable).toBe(false);
  });

  it("keeps cash on delivery off in a zone where the owner has it off", async () => {
    const served = await shiprocket().serviceability("781001");
    expect(served).toMatchObject({ serviceable: true, transitDays: { min: 6, max: 7 }, codAvailable: false, courierName: "Delhivery Surface" });
  });

  it("falls back to the owner's table with one warning when Shiprocket fails or is slow", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(await shiprocket().serviceability("400001")).toEqual({ serviceable: true, transitDays: { min: 2, max: 3 }, codAvailable: true, zone: "Metro cities" });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/Shiprocket serviceability for 400001 failed \(serviceability answered HTTP 500\)/);

    const started = Date.now();
    expect(await shiprocket(300).serviceability("500001")).toMatchObject({ serviceable: true, zone: "Metro cities" }); // Hyderabad: 50
    expect(Date.now() - started).toBeLessThan(1200);
    expect(warn).toHaveBeenCalledTimes(2);

    // Wrong credentials: the login fails, the table answers.
    const wrong = shiprocketCarrier({ email: FAKE_EMAIL, password: "wrong", apiBase: fake.baseUrl, pickupPincode: PICKUP }, matchPincode);
    expect(await wrong.serviceability("560001")).toMatchObject({ serviceable: true, zone: "Metro cities" });
    expect(warn).toHaveBeenCalledTimes(3);
  });
});
