import { beforeAll, describe, expect, it } from "vitest";
import type { StaffRole } from "@/lib/admin/permissions";
import { OFFER_ADMIN_MSG as M } from "@/lib/messages/offers-admin";
import type { AdminOfferJSON, AdminOfferUseJSON } from "@/lib/schemas/offers";
import { db } from "@/server/db";
import * as listRoute from "@/app/api/admin/offers/route";
import * as oneRoute from "@/app/api/admin/offers/[id]/route";
import { DEMO_CODE_OFFER, DEMO_OFFER_CATEGORY, seedDemoOffers } from "../../prisma/seed/offers";
import { createCategory, createProduct, uniq } from "../support/factories";
import { adminSessionOf, callAsAdmin, createAdmin, type TestAdmin } from "./admin-support";

// The owner's offers (issue 44): /api/admin/offers. Each kind created and read back in paise, basis
// points and UTC instants (the form speaks rupees, percentages and IST); every validation refusal in
// the form's words with a 400; a code taken in any case is a 409; edits rewrite the scope rows and
// leave placed orders' snapshots alone; pause and resume; delete refused once used; every write
// audited; the list's figures from uses in each state; who may call it.

let admin: TestAdmin;
let token: string;
let categoryId: string;
let otherCategoryId: string;
let productId: string;
let sizedProductId: string;
let sizeId: string;

beforeAll(async () => {
  admin = await createAdmin();
  token = await adminSessionOf(admin);
  categoryId = (await createCategory()).id;
  otherCategoryId = (await createCategory()).id;
  productId = (await createProduct({ categoryId })).id;
  const sized = await createProduct({ categoryId });
  sizedProductId = sized.id;
  const set = await db.sizeSet.create({ data: { name: `Rings ${uniq()}`, kind: "ring" } });
  sizeId = (await db.size.create({ data: { setId: set.id, label: "12", position: 0 } })).id;
  await db.productSize.create({ data: { productId: sizedProductId, sizeId, stock: 2, pricePaise: 199_900, sellingPricePaise: 199_900 } });
});

const MISSING_ID = "cmissingmissingmissing0000";
const newCode = () => `T${uniq().toUpperCase().replace(/[^A-Z0-9]/g, "")}`.slice(0, 30);

const form = (fields: Record<string, unknown> = {}) => ({
  name: "Diwali: 20 % off making",
  code: "",
  kind: "percent_making",
  value: "20",
  scope: "all",
  categoryIds: [],
  productIds: [],
  productSizes: [],
  startsAt: "2026-11-01T00:00",
  endsAt: "2026-11-16T00:00",
  minCart: "",
  firstOrderOnly: false,
  totalLimit: "",
  perCustomerLimit: "",
  stackable: false,
  paused: false,
  ...fields,
});

const create = (body: unknown, as = token) => callAsAdmin(listRoute.POST, as, { method: "POST", body });
const list = async () => (await callAsAdmin(listRoute.GET, token, { method: "GET" })).body!.offers as AdminOfferJSON[];
const getOne = (id: string, as = token) => callAsAdmin(oneRoute.GET, as, { method: "GET", params: { id } });
const patch = (id: string, body: unknown, as = token) => callAsAdmin(oneRoute.PATCH, as, { method: "PATCH", params: { id }, body });
const remove = (id: string, as = token) => callAsAdmin(oneRoute.DELETE, as, { method: "DELETE", params: { id } });

async function created(fields: Record<string, unknown> = {}): Promise<AdminOfferJSON> {
  const res = await create(form(fields));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body!.offer as AdminOfferJSON;
}

const auditsOf = (entityId: string) => db.auditLog.findMany({ where: { entity: "offer", entityId }, orderBy: { createdAt: "asc" } });

let orderSeq = 0;
/** An order (as placed) with a use of the offer in `state`, for the figures. */
async function orderWithUse(offerId: string, { state, totalPaise, discountPaise, heldUntil = null }: { state: "held" | "confirmed" | "released"; totalPaise: number; discountPaise: number; heldUntil?: Date | null }) {
  orderSeq += 1;
  const order = await db.order.create({
    data: {
      orderNumber: `OFT-${uniq()}-${orderSeq}`,
      customerName: "Asha Rao",
      customerEmail: `asha.${uniq()}@example.com`,
      customerPhone: "9876543210",
      shipStreet: "1 MG Road",
      shipCity: "Bengaluru",
      shipState: "Karnataka",
      shipPincode: "560001",
      totalPaise,
      discountPaise,
    },
  });
  await db.offerUse.create({ data: { offerId, orderId: order.id, emailKey: order.customerEmail, phoneKey: "9876543210", state, heldUntil, discountPaise } });
  return order;
}

describe("creating each kind", () => {
  it("an automatic 20 % off making, the window read as IST and kept in UTC", async () => {
    const offer = await created({ name: "  Diwali:   20 % off making ", startsAt: "2026-11-01T00:00", endsAt: "2026-11-16T00:00" });
    expect(offer).toMatchObject({ name: "Diwali: 20 % off making", code: null, kind: "percent_making", percentBps: 2000, amountPaise: null, scope: "all", paused: false });
    expect(offer.startsAt).toBe("2026-10-31T18:30:00.000Z");
    expect(offer.endsAt).toBe("2026-11-15T18:30:00.000Z");
    const row = await db.offer.findUniqueOrThrow({ where: { id: offer._id } });
    expect(row.startsAt.toISOString()).toBe("2026-10-31T18:30:00.000Z");
    expect(row.percentBps).toBe(2000);
  });

  it("a code of ₹500 off above ₹5,000, typed in lower case and stored upper-case, with its limits", async () => {
    const code = newCode();
    const offer = await created({ name: "₹500 off", code: ` ${code.toLowerCase()} `, kind: "fixed_cart", value: "500", minCart: "5000", totalLimit: "100", perCustomerLimit: "1", endsAt: "" });
    expect(offer).toMatchObject({ code, kind: "fixed_cart", amountPaise: 50_000, percentBps: null, minCartPaise: 500_000, totalLimit: 100, perCustomerLimit: 1, endsAt: null });
  });

  it("a 12.5 % off pieces for a category, first order only, stackable", async () => {
    const offer = await created({ kind: "percent_pieces", value: "12.5", scope: "categories", categoryIds: [categoryId, categoryId], firstOrderOnly: true, stackable: true });
    expect(offer).toMatchObject({ percentBps: 1250, scope: "categories", firstOrderOnly: true, stackable: true });
    expect(offer.categories.map((entry) => entry._id)).toEqual([categoryId]);
    expect(await db.offerCategory.count({ where: { offerId: offer._id } })).toBe(1);
  });

  it("pieces: a whole piece and one size of another", async () => {
    const offer = await created({ kind: "percent_pieces", value: "10", scope: "pieces", productIds: [productId], productSizes: [{ productId: sizedProductId, sizeId }] });
    expect(offer.products.map((entry) => entry._id)).toEqual([productId]);
    expect(offer.productSizes).toEqual([expect.objectContaining({ productId: sizedProductId, sizeId, sizeLabel: "12" })]);
    expect(await db.offerProductSize.count({ where: { offerId: offer._id } })).toBe(1);
  });

  it("audits the creation in the same transaction, with the admin and their role", async () => {
    const offer = await created({ name: "Audited" });
    const [entry, ...rest] = await auditsOf(offer._id);
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({ action: "create", adminId: admin.id, actorRole: "owner", summary: 'Created offer "Audited" (automatic)' });
    expect((entry!.changes as Record<string, unknown>).percentBps).toEqual([null, 2000]);
  });
});

describe("validation refusals, each a 400 in the form's words", () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ["an empty name", { name: "   " }, M.name],
    ["a name too long", { name: "x".repeat(81) }, M.name],
    ["a code with a space", { code: "DIWALI 500" }, M.code],
    ["a code too short", { code: "ab" }, M.code],
    ["an unknown kind", { kind: "bogo" }, M.kind],
    ["a percentage of 0", { value: "0" }, M.percent],
    ["a percentage above 100", { value: "100.01" }, M.percent],
    ["a percentage with three decimals", { value: "1.005" }, M.percent],
    ["a percentage in hex", { value: "0x14" }, M.percent],
    ["an amount of 0", { kind: "fixed_cart", value: "0" }, M.rupees],
    ["an amount with words", { kind: "fixed_cart", value: "500 rupees" }, M.rupees],
    ["an amount too high", { kind: "fixed_cart", value: "99999999999" }, M.amountTooHigh(1_00_00_000_00)],
    ["an unknown scope", { scope: "some" }, M.scope],
    ["categories without one", { scope: "categories" }, M.categoriesEmpty],
    ["pieces without one", { scope: "pieces" }, M.piecesEmpty],
    ["a malformed category id", { scope: "categories", categoryIds: ["x"] }, M.badId],
    ["no start", { startsAt: "" }, M.startsAt],
    ["a start that is no date", { startsAt: "2026-02-30T10:00" }, M.startsAt],
    ["an end that is no date", { endsAt: "tomorrow" }, M.endsAt],
    ["an end before the start", { startsAt: "2026-11-10T00:00", endsAt: "2026-11-09T23:59" }, M.endsBeforeStart],
    ["an end equal to the start", { startsAt: "2026-11-10T00:00", endsAt: "2026-11-10T00:00" }, M.endsBeforeStart],
    ["a negative minimum", { minCart: "-1" }, M.minCart],
    ["a total limit of 0", { totalLimit: "0" }, M.limit],
    ["a per-customer limit with a fraction", { perCustomerLimit: "1.5" }, M.limit],
    ["first order only as text", { firstOrderOnly: "yes" }, M.flag],
  ];

  it.each(cases)("%s", async (_label, fields, msg) => {
    const before = await db.offer.count();
    const res = await create(form(fields));
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body!.msg).toBe(msg);
    expect(await db.offer.count()).toBe(before);
  });

  it("a body that is not an object", async () => {
    const res = await create([1, 2]);
    expect(res.status).toBe(400);
    expect(res.body!.msg).toBe(M.badBody);
  });

  it("a category, piece or size that does not exist", async () => {
    expect((await create(form({ scope: "categories", categoryIds: [MISSING_ID] }))).body!.msg).toBe(M.categoryGone);
    expect((await create(form({ scope: "pieces", productIds: [MISSING_ID] }))).body!.msg).toBe(M.pieceGone);
    const res = await create(form({ scope: "pieces", productSizes: [{ productId, sizeId }] }));
    expect(res.status).toBe(400);
    expect(res.body!.msg).toBe(M.sizeGone);
  });
});

describe("codes are unique in any case", () => {
  it("refuses a code another offer has, typed in another case, with a 409", async () => {
    const code = newCode();
    await created({ code });
    const res = await create(form({ code: code.toLowerCase() }));
    expect(res.status).toBe(409);
    expect(res.body!.msg).toBe(M.codeTaken);
    expect(await db.offer.count({ where: { code } })).toBe(1);
  });

  it("refuses an edit onto another offer's code, but an offer keeps its own", async () => {
    const first = newCode();
    const second = newCode();
    await created({ code: first });
    const other = await created({ code: second });
    const taken = await patch(other._id, form({ code: first.toLowerCase() }));
    expect(taken.status).toBe(409);
    expect(taken.body!.msg).toBe(M.codeTaken);
    const kept = await patch(other._id, form({ code: second.toLowerCase(), name: "Renamed" }));
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect((kept.body!.offer as AdminOfferJSON).code).toBe(second);
  });
});

describe("editing", () => {
  it("rewrites the offer and its scope rows, audits what changed, and leaves a placed order's snapshot alone", async () => {
    const offer = await created({ scope: "categories", categoryIds: [categoryId] });
    const order = await orderWithUse(offer._id, { state: "confirmed", totalPaise: 90_000, discountPaise: 10_000 });
    await db.orderOffer.create({ data: { orderId: order.id, offerId: offer._id, code: null, name: offer.name, kind: "percent_making", percentBps: 2000, discountPaise: 10_000, position: 0 } });

    const res = await patch(offer._id, form({ name: "Diwali: 30 % off making", value: "30", scope: "categories", categoryIds: [otherCategoryId] }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const edited = res.body!.offer as AdminOfferJSON;
    expect(edited).toMatchObject({ name: "Diwali: 30 % off making", percentBps: 3000 });
    expect(edited.categories.map((entry) => entry._id)).toEqual([otherCategoryId]);
    expect(await db.offerCategory.findMany({ where: { offerId: offer._id }, select: { categoryId: true } })).toEqual([{ categoryId: otherCategoryId }]);

    const snapshot = await db.orderOffer.findFirstOrThrow({ where: { orderId: order.id } });
    expect(snapshot).toMatchObject({ name: "Diwali: 20 % off making", percentBps: 2000, discountPaise: 10_000 });
    expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).totalPaise).toBe(90_000);

    const update = (await auditsOf(offer._id)).find((entry) => entry.action === "update")!;
    expect(update.changes).toMatchObject({ name: ["Diwali: 20 % off making", "Diwali: 30 % off making"], percentBps: [2000, 3000], categoryIds: [[categoryId], [otherCategoryId]] });
    expect(Object.keys(update.changes as object)).not.toContain("kind");
  });

  it("refuses an invalid edit with the form's words and changes nothing", async () => {
    const offer = await created();
    const res = await patch(offer._id, form({ value: "150" }));
    expect(res.status).toBe(400);
    expect(res.body!.msg).toBe(M.percent);
    expect((await db.offer.findUniqueOrThrow({ where: { id: offer._id } })).percentBps).toBe(2000);
  });

  it("404 for an offer that does not exist", async () => {
    const res = await patch(MISSING_ID, form());
    expect(res.status).toBe(404);
    expect(res.body!.msg).toBe(M.notFound);
    expect((await getOne(MISSING_ID)).status).toBe(404);
  });
});

describe("pause and resume", () => {
  it("pauses and resumes with { paused } alone, each audited, the status following", async () => {
    const offer = await created({ startsAt: "2020-01-01T00:00", endsAt: "" });
    expect(offer.status).toBe("live");
    const paused = await patch(offer._id, { paused: true });
    expect(paused.status).toBe(200);
    expect(paused.body!.msg).toBe(M.pausedNow(offer.name));
    expect((paused.body!.offer as AdminOfferJSON).status).toBe("paused");
    const resumed = await patch(offer._id, { paused: false });
    expect((resumed.body!.offer as AdminOfferJSON).status).toBe("live");
    const statuses = (await auditsOf(offer._id)).filter((entry) => entry.action === "status");
    expect(statuses.map((entry) => entry.changes)).toEqual([{ paused: [false, true] }, { paused: [true, false] }]);
  });

  it("refuses { paused } that is not a boolean", async () => {
    const offer = await created();
    const res = await patch(offer._id, { paused: "yes" });
    expect(res.status).toBe(400);
    expect(res.body!.msg).toBe(M.paused);
  });

  it("says scheduled and ended by the window", async () => {
    expect((await created({ startsAt: "2199-01-01T00:00", endsAt: "" })).status).toBe("scheduled");
    expect((await created({ startsAt: "2020-01-01T00:00", endsAt: "2020-02-01T00:00" })).status).toBe("ended");
  });
});

describe("deleting", () => {
  it("deletes an offer without uses, its scope rows with it, audited", async () => {
    const offer = await created({ scope: "pieces", productIds: [productId] });
    const res = await remove(offer._id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body!.msg).toBe(M.deleted(offer.name));
    expect(await db.offer.count({ where: { id: offer._id } })).toBe(0);
    expect(await db.offerProduct.count({ where: { offerId: offer._id } })).toBe(0);
    expect((await auditsOf(offer._id)).map((entry) => entry.action)).toEqual(["create", "delete"]);
    expect((await remove(offer._id)).status).toBe(404);
  });

  it("refuses an offer with a use, even a released one: pause it instead", async () => {
    const offer = await created();
    await orderWithUse(offer._id, { state: "released", totalPaise: 50_000, discountPaise: 5_000 });
    const res = await remove(offer._id);
    expect(res.status).toBe(409);
    expect(res.body!.msg).toBe(M.usedCannotDelete);
    expect(await db.offer.count({ where: { id: offer._id } })).toBe(1);
  });
});

describe("the figures", () => {
  it("counts held (unexpired) and confirmed uses, the confirmed discount and those orders' revenue", async () => {
    const offer = await created({ code: newCode(), kind: "fixed_cart", value: "500", totalLimit: "100" });
    const confirmedA = await orderWithUse(offer._id, { state: "confirmed", totalPaise: 600_000, discountPaise: 50_000 });
    await orderWithUse(offer._id, { state: "confirmed", totalPaise: 750_050, discountPaise: 50_000 });
    await orderWithUse(offer._id, { state: "held", totalPaise: 550_000, discountPaise: 50_000, heldUntil: new Date(Date.now() + 30 * 60_000) });
    await orderWithUse(offer._id, { state: "held", totalPaise: 550_000, discountPaise: 50_000, heldUntil: null });
    await orderWithUse(offer._id, { state: "held", totalPaise: 550_000, discountPaise: 50_000, heldUntil: new Date(Date.now() - 60_000) });
    await orderWithUse(offer._id, { state: "released", totalPaise: 550_000, discountPaise: 50_000 });

    const listed = (await list()).find((entry) => entry._id === offer._id)!;
    expect(listed).toMatchObject({ uses: 4, discountGivenPaise: 100_000, revenuePaise: 1_350_050, totalLimit: 100 });

    const one = await getOne(offer._id);
    expect(one.status).toBe(200);
    expect(one.body!.offer).toMatchObject({ uses: 4, discountGivenPaise: 100_000, revenuePaise: 1_350_050 });
    const uses = one.body!.uses as AdminOfferUseJSON[];
    expect(uses).toHaveLength(6);
    expect(uses.filter((use) => use.state === "confirmed")).toHaveLength(2);
    expect(uses.filter((use) => use.state === "held")).toHaveLength(2);
    expect(uses.filter((use) => use.state === "released")).toHaveLength(2);
    expect(uses.find((use) => use.orderId === confirmedA.id)).toMatchObject({ orderNumber: confirmedA.orderNumber, discountPaise: 50_000, shopper: `Asha Rao <${confirmedA.customerEmail}>` });
  });

  it("lists newest first, an unused offer with zero figures", async () => {
    const offer = await created({ name: "Newest" });
    const [first] = await list();
    expect(first).toMatchObject({ _id: offer._id, uses: 0, discountGivenPaise: 0, revenuePaise: 0 });
  });
});

describe("who may use it", () => {
  const roles: [StaffRole, boolean][] = [
    ["owner", true],
    ["manager", true],
    ["orders", false],
    ["writer", false],
  ];

  it.each(roles)("%s", async (role, allowed) => {
    const staff = await createAdmin({ role });
    const as = await adminSessionOf(staff);
    const mine = await created({ name: `For ${role}` });
    const listed = await callAsAdmin(listRoute.GET, as, { method: "GET" });
    const made = await create(form({ name: `By ${role}` }), as);
    const read = await getOne(mine._id, as);
    const paused = await patch(mine._id, { paused: true }, as);
    const gone = await remove(mine._id, as);
    if (allowed) {
      expect([listed.status, made.status, read.status, paused.status, gone.status]).toEqual([200, 201, 200, 200, 200]);
      expect((await auditsOf((made.body!.offer as AdminOfferJSON)._id))[0]).toMatchObject({ adminId: staff.id, actorRole: role });
    } else {
      expect([listed.status, made.status, read.status, paused.status, gone.status]).toEqual([403, 403, 403, 403, 403]);
      expect(await db.offer.findUniqueOrThrow({ where: { id: mine._id } })).toMatchObject({ paused: false });
    }
  });
});

describe("the demo seed's offers", () => {
  it("writes a running automatic 20 % off making on one category and the code DIWALI500, once", async () => {
    const category = await createCategory({ slug: DEMO_OFFER_CATEGORY });
    const now = new Date();
    expect(await seedDemoOffers(db, now)).toBe(2);
    expect(await seedDemoOffers(db, now)).toBe(0);
    const offers = await list();
    const festive = offers.find((offer) => offer.name === "Festive offer: 20 % off making")!;
    expect(festive).toMatchObject({ status: "live", code: null, kind: "percent_making", percentBps: 2000, scope: "categories", stackable: false });
    expect(festive.categories.map((entry) => entry._id)).toEqual([category.id]);
    const code = offers.find((offer) => offer.code === "DIWALI500")!;
    expect(code).toMatchObject({ status: "live", kind: "fixed_cart", amountPaise: 50_000, minCartPaise: 5_00_000, totalLimit: 100, perCustomerLimit: 1, scope: "all" });
    expect(DEMO_CODE_OFFER.code).toBe("DIWALI500");
  });
});
