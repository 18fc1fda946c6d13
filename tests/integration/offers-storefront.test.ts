import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { offerBoundaryPassed, parseOffersSince } from "../../scripts/maintenance";
import { POST as boundaryRoute } from "@/app/api/offers/boundary/route";
import { db } from "@/server/db";
import { getLiveOffers, readLiveOffersNow } from "@/server/offers/get-live-offers";
import { readNextOfferChange, readOfferBoundaryBetween } from "@/server/offers/offer-boundaries";
import { OFFER_CLOCK_HEADER, offerClockToken } from "@/server/offers/offer-clock";
import { invalidatedTags } from "../support/next-cache-shim";
import { call } from "./accounts-support";

// The storefront's offers (issue 44) on real PostgreSQL: which automatic offers the pages show and
// when the next one starts or ends (in a window of 2031 that no other test uses), and the offer
// clock's route: only this process's token may call it, and it expires the offers tag exactly when
// an automatic offer started or ended since the clock's last call.

const NOW = new Date("2031-03-10T06:30:00.000Z");
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);
const ids: string[] = [];

async function offer(data: { name: string; code?: string; startsAt: Date; endsAt?: Date | null; paused?: boolean; kind?: "percent_pieces" | "percent_making" }) {
  const row = await db.offer.create({
    data: { name: data.name, code: data.code ?? null, kind: data.kind ?? "percent_pieces", percentBps: 1000, startsAt: data.startsAt, endsAt: data.endsAt ?? null, paused: data.paused ?? false },
    select: { id: true },
  });
  ids.push(row.id);
  return row.id;
}

beforeAll(async () => {
  await offer({ name: "Live: 10 % off", startsAt: minutes(-60), endsAt: minutes(90) });
  await offer({ name: "Live making, no end", startsAt: minutes(-10), kind: "percent_making" });
  await offer({ name: "Starts later", startsAt: minutes(30), endsAt: minutes(600) });
  await offer({ name: "Ended", startsAt: minutes(-600), endsAt: minutes(-1) });
  await offer({ name: "Paused", startsAt: minutes(-60), endsAt: minutes(5), paused: true });
  await offer({ name: "A code", code: "SPRING31", startsAt: minutes(-60), endsAt: minutes(3) });
});

afterAll(async () => {
  await db.offer.deleteMany({ where: { id: { in: ids } } });
});

describe("the live automatic offers", () => {
  it("are the started, unended, unpaused automatic ones; the next boundary is the nearest start or end ahead", async () => {
    const live = await readLiveOffersNow(NOW);
    // Only this file's offers (other files running on the same database make their own).
    expect(live.offers.filter((o) => ids.includes(o.id)).map((o) => o.name).sort()).toEqual(["Live making, no end", "Live: 10 % off"]);
    // "Starts later" at +30 min comes before "Live: 10 % off" ends (+90); the paused offer and the code have no say.
    expect(live.nextChangeAt).toEqual(minutes(30));
    expect(live.at).toEqual(NOW);
    expect(typeof live.roundToRupee).toBe("boolean");
    // A live "off making" offer: the cards learn which pieces have making charges (an array, maybe empty here).
    expect(Array.isArray(live.makingProductIds)).toBe(true);
  });

  it("a limited automatic offer that is used up is not shown, and the pages look again in 5 minutes", async () => {
    const id = await offer({ name: "Limited: 1 use", startsAt: minutes(-60), endsAt: minutes(90) });
    await db.offer.update({ where: { id }, data: { totalLimit: 1 } });
    expect((await readLiveOffersNow(NOW)).offers.map((o) => o.name)).toContain("Limited: 1 use");
    const order = await db.order.create({
      data: {
        orderNumber: `OFFER-LIVE-${Date.now()}`,
        customerName: "Asha",
        customerEmail: "asha.limited@example.com",
        customerPhone: "9876500000",
        shipStreet: "1 Road",
        shipCity: "Pune",
        shipState: "Maharashtra",
        shipPincode: "411001",
        totalPaise: 1000,
      },
      select: { id: true },
    });
    await db.offerUse.create({ data: { offerId: id, orderId: order.id, emailKey: "asha.limited@example.com", phoneKey: "9876500000", state: "confirmed", discountPaise: 100 } });
    const live = await readLiveOffersNow(NOW);
    expect(live.offers.map((o) => o.name)).not.toContain("Limited: 1 use");
    expect(live.nextChangeAt).toEqual(minutes(5));
    await db.order.delete({ where: { id: order.id } });
    expect((await readLiveOffersNow(NOW)).offers.map((o) => o.name)).toContain("Limited: 1 use");
    await db.offer.delete({ where: { id } });
    ids.splice(ids.indexOf(id), 1);
  });

  it("an offer's end is exclusive, its start inclusive", async () => {
    expect((await readLiveOffersNow(minutes(90))).offers.map((o) => o.name)).not.toContain("Live: 10 % off");
    expect((await readLiveOffersNow(minutes(30))).offers.map((o) => o.name)).toContain("Starts later");
  });

  it("the cached reader hands out real Dates", async () => {
    const live = await getLiveOffers();
    expect(live.at).toBeInstanceOf(Date);
    for (const o of live.offers) expect(o.startsAt).toBeInstanceOf(Date);
  });

  it("finds the boundaries between two instants, and the next one", async () => {
    // "Ended" ended at −1 min; "Starts later" starts at +30.
    expect(await readOfferBoundaryBetween(minutes(-5), minutes(40))).toEqual(minutes(-1));
    expect(await readOfferBoundaryBetween(minutes(0), minutes(40))).toEqual(minutes(30));
    expect(await readOfferBoundaryBetween(minutes(31), minutes(89))).toBeNull();
    // The paused offer's end (+5) and the code's (+3) are no boundary of the pages.
    expect(await readOfferBoundaryBetween(minutes(0), minutes(29))).toBeNull();
    expect(await readNextOfferChange(minutes(30))).toEqual(minutes(90));
  });
});

describe("POST /api/offers/boundary (the offer clock's call)", () => {
  const body = (checkedAt: Date) => ({ checked_at: checkedAt.toISOString() });

  it("refuses anyone without this process's token", async () => {
    offerClockToken();
    expect((await call(boundaryRoute, { body: body(new Date()) })).status).toBe(403);
    expect((await call(boundaryRoute, { body: body(new Date()), headers: { [OFFER_CLOCK_HEADER]: "not-the-token" } })).status).toBe(403);
  });

  it("expires the offers tag when an automatic offer started since the last call, and says the next boundary", async () => {
    const now = Date.now();
    const id = await offer({ name: "Just started", startsAt: new Date(now - 2_000), endsAt: new Date(now + 3_600_000) });
    try {
      invalidatedTags.length = 0;
      const headers = { [OFFER_CLOCK_HEADER]: offerClockToken() };
      const told = await call(boundaryRoute, { body: body(new Date(now - 10_000)), headers });
      expect(told.status).toBe(200);
      expect(told.body).toMatchObject({ status: 1, expired: true });
      expect(invalidatedTags).toContain("offers");
      const next = new Date(String(told.body?.next_change_at));
      expect(next.getTime()).toBeLessThanOrEqual(now + 3_600_000);

      // Called again from where it read up to: nothing passed, nothing expired.
      invalidatedTags.length = 0;
      const again = await call(boundaryRoute, { body: body(new Date(String(told.body?.checked_at))), headers });
      expect(again.body).toMatchObject({ status: 1, expired: false });
      expect(invalidatedTags).not.toContain("offers");
    } finally {
      await db.offer.delete({ where: { id } });
    }
  });

  it("answers 400 to a call without checked_at", async () => {
    const result = await call(boundaryRoute, { body: {}, headers: { [OFFER_CLOCK_HEADER]: offerClockToken() } });
    expect(result.status).toBe(400);
  });
});

describe("npm run maintenance -- offers (hosts without the clock)", () => {
  it("finds an automatic offer's start or end in the last minutes, and nothing else", async () => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      // "Starts later" starts at +30 min: seen from +31 with a 2-minute look-back, not from +33.
      expect(await offerBoundaryPassed(client, 2, minutes(31))).toEqual(minutes(30));
      expect(await offerBoundaryPassed(client, 2, minutes(33))).toBeNull();
      // The code's end (+3) and the paused offer's (+5) are none of the pages' business.
      expect(await offerBoundaryPassed(client, 2, minutes(5))).toBeNull();
    } finally {
      await client.end();
    }
    expect(parseOffersSince([])).toBe(2);
    expect(parseOffersSince(["--since", "10"])).toBe(10);
    expect(() => parseOffersSince(["--since", "0"])).toThrow();
  });
});
