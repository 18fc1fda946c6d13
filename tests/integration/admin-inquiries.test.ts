import { beforeAll, describe, expect, it } from "vitest";
import { CONTACT_MESSAGE_MSG, INQUIRY_MSG } from "@/lib/admin/people-messages";
import { db } from "@/server/db";
import * as inquiriesRoute from "@/app/api/admin/inquiries/route";
import * as inquiryStatusRoute from "@/app/api/inquiry/change-status/[id]/[status]/route";
import * as messagesRoute from "@/app/api/admin/messages/route";
import * as messageStatusRoute from "@/app/api/admin/messages/[id]/status/[status]/route";
import { createCategory, createProduct, uniq } from "../support/factories";
import { adminSessionOf, callAsAdmin, createAdmin, type TestAdmin } from "./admin-support";

// The back office's inquiries and contact messages (back office §2 Admin inquiries, §3, §7, §8;
// issue 14): search over name, e-mail and message, the all/unread/acknowledged filters and their
// counts, sorts by date and name, server paging, and the audited read/unread toggles. Every list
// call searches for this run's own marker, since the database is shared with other files.

let admin: TestAdmin;
let token: string;

beforeAll(async () => {
  admin = await createAdmin();
  token = await adminSessionOf(admin);
});

type Row = Record<string, unknown>;

const list = (handler: unknown, query: Record<string, string>) =>
  callAsAdmin(handler, token, { method: "GET", url: `http://localhost/api/admin/x?${new URLSearchParams(query)}` });

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe("GET /api/admin/inquiries", () => {
  const marker = `mk${uniq()}`;
  let productId: string;
  let productCode: string;

  beforeAll(async () => {
    const category = await createCategory();
    const product = await createProduct({ categoryId: category.id });
    productId = product.id;
    productCode = product.code;
    // Five inquiries: names out of date order, two read; the marker sits in a name, an e-mail or a message.
    const rows = [
      { name: `Zara ${marker}`, email: "zara@example.com", message: "About a ring", read: false, createdAt: minutesAgo(5) },
      { name: "Asha Rao", email: `asha.${marker}@example.com`, message: "Anklets?", read: true, createdAt: minutesAgo(4) },
      { name: "Meena K", email: "meena@example.com", message: `Please call ${marker.toUpperCase()}`, read: false, createdAt: minutesAgo(3) },
      { name: `Bina ${marker}`, email: "bina@example.com", message: "Bulk order", read: true, createdAt: minutesAgo(2) },
      { name: `Chitra ${marker}`, email: "chitra@example.com", message: "Gift", read: false, createdAt: minutesAgo(1) },
    ];
    for (const row of rows) {
      await db.inquiry.create({
        data: { ...row, phone: "9876543210", productCodes: [productCode], products: { create: [{ productId }] } },
      });
    }
    // Not matched: the marker is nowhere in it.
    await db.inquiry.create({ data: { name: "Other", email: "other@example.com", phone: "9876543210", message: "Hello", productCodes: [] } });
  });

  it("searches name, e-mail and message (case-insensitive), newest first, with the tab counts", async () => {
    const res = await list(inquiriesRoute.GET, { q: marker });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body!.msg).toBe(INQUIRY_MSG.listed);
    const inquiries = res.body!.inquiries as Row[];
    expect(inquiries.map((row) => row.fullname)).toEqual([`Chitra ${marker}`, `Bina ${marker}`, "Meena K", "Asha Rao", `Zara ${marker}`]);
    expect(res.body).toMatchObject({ total: 5, page: 1, pages: 1, limit: 10, counts: { all: 5, unread: 3, acknowledged: 2 } });
    expect(res.headers.get("cache-control")).toBe("no-store");
    const first = inquiries[0]!;
    expect(first).toMatchObject({ email: "chitra@example.com", phoneNumber: "9876543210", message: "Gift", status: false, productCodes: [productCode], product_id: [productId] });
    expect(first.products).toEqual([expect.objectContaining({ _id: productId, code: productCode })]);
    expect(typeof first.createdAt).toBe("string");
  });

  it("filters unread and acknowledged, keeping the counts of the whole search", async () => {
    const unread = await list(inquiriesRoute.GET, { q: marker, filter: "unread" });
    expect((unread.body!.inquiries as Row[]).map((row) => row.status)).toEqual([false, false, false]);
    expect(unread.body).toMatchObject({ total: 3, counts: { all: 5, unread: 3, acknowledged: 2 } });
    const acknowledged = await list(inquiriesRoute.GET, { q: marker, filter: "acknowledged" });
    expect((acknowledged.body!.inquiries as Row[]).map((row) => row.fullname)).toEqual([`Bina ${marker}`, "Asha Rao"]);
    expect(acknowledged.body!.total).toBe(2);
  });

  it("sorts by name both ways and by date ascending", async () => {
    const byName = await list(inquiriesRoute.GET, { q: marker, sort: "name" });
    expect((byName.body!.inquiries as Row[]).map((row) => row.fullname)).toEqual(["Asha Rao", `Bina ${marker}`, `Chitra ${marker}`, "Meena K", `Zara ${marker}`]);
    const byNameDesc = await list(inquiriesRoute.GET, { q: marker, sort: "name", order: "desc" });
    expect((byNameDesc.body!.inquiries as Row[])[0]!.fullname).toBe(`Zara ${marker}`);
    const oldest = await list(inquiriesRoute.GET, { q: marker, sort: "date", order: "asc" });
    expect((oldest.body!.inquiries as Row[])[0]!.fullname).toBe(`Zara ${marker}`);
  });

  it("pages on the server without repeating or skipping a row", async () => {
    const seen: unknown[] = [];
    for (const page of ["1", "2", "3"]) {
      const res = await list(inquiriesRoute.GET, { q: marker, limit: "2", page });
      expect(res.body).toMatchObject({ total: 5, pages: 3, limit: 2, page: Number(page) });
      seen.push(...(res.body!.inquiries as Row[]).map((row) => row._id));
    }
    expect(new Set(seen).size).toBe(5);
    const beyond = await list(inquiriesRoute.GET, { q: marker, limit: "2", page: "4" });
    expect(beyond.body!.inquiries).toEqual([]);
  });

  it("matches % and _ literally", async () => {
    const res = await list(inquiriesRoute.GET, { q: `${marker}%` });
    expect(res.body!.total).toBe(0);
  });

  it("refuses bad query values with 400", async () => {
    for (const query of [{ filter: "starred" }, { sort: "email" }, { order: "up" }, { limit: "51" }, { page: "0" }, { limit: "x" }] as Record<string, string>[]) {
      const res = await list(inquiriesRoute.GET, query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body!.msg).toMatch(/^Invalid query\./);
    }
  });
});

describe("PATCH /api/inquiry/change-status/{id}/{true|false}", () => {
  const setStatus = (id: string, status: string) => callAsAdmin(inquiryStatusRoute.PATCH, token, { method: "PATCH", params: { id, status } });

  it("marks read and unread, audited once per real change", async () => {
    const inquiry = await db.inquiry.create({ data: { name: `Toggle ${uniq()}`, email: "t@example.com", phone: "9876543210", message: "Hi", productCodes: [] } });
    const read = await setStatus(inquiry.id, "true");
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(read.body!.msg).toBe("Marked as Read");
    expect(read.body!.inquiry).toMatchObject({ _id: inquiry.id, status: true });
    expect((await db.inquiry.findUniqueOrThrow({ where: { id: inquiry.id } })).read).toBe(true);

    // Already read: nothing changes, nothing more is audited.
    expect((await setStatus(inquiry.id, "true")).status).toBe(200);
    const unread = await setStatus(inquiry.id, "false");
    expect(unread.body!.msg).toBe("Marked as Unread");
    expect(unread.body!.inquiry).toMatchObject({ status: false });

    const audit = await db.auditLog.findMany({ where: { entity: "inquiry", entityId: inquiry.id }, orderBy: { createdAt: "asc" } });
    expect(audit.map((entry) => [entry.action, entry.changes, entry.adminId, entry.actor])).toEqual([
      ["status", { read: [false, true] }, admin.id, admin.email],
      ["status", { read: [true, false] }, admin.id, admin.email],
    ]);
  });

  it("answers 404 for an unknown inquiry and 400 for a bad id or status", async () => {
    const missing = await setStatus("c" + "0".repeat(24), "true");
    expect(missing.status).toBe(404);
    expect(missing.body!.msg).toBe(INQUIRY_MSG.notFound);
    expect((await setStatus("not-an-id", "true")).status).toBe(400);
    const inquiry = await db.inquiry.create({ data: { name: "B", email: "b@example.com", phone: "9876543210", message: "Hi", productCodes: [] } });
    const badStatus = await setStatus(inquiry.id, "yes");
    expect(badStatus.status).toBe(400);
    expect(badStatus.body!.msg).toContain(INQUIRY_MSG.badStatus);
  });
});

describe("contact messages", () => {
  const marker = `cm${uniq()}`;
  const setStatus = (id: string, status: string) => callAsAdmin(messageStatusRoute.PATCH, token, { method: "PATCH", params: { id, status } });

  beforeAll(async () => {
    const rows = [
      { name: `Ravi ${marker}`, email: "ravi@example.com", message: "Is the shop open?", read: false, createdAt: minutesAgo(3) },
      { name: "Divya", email: `divya.${marker}@example.com`, message: "Return policy", read: true, createdAt: minutesAgo(2) },
      { name: "Anil", email: "anil@example.com", message: `Order ${marker} late`, read: false, createdAt: minutesAgo(1) },
    ];
    for (const row of rows) await db.contactMessage.create({ data: { ...row, phone: "9876543210", consentAt: row.createdAt } });
  });

  it("lists, searches, filters, sorts and pages", async () => {
    const all = await list(messagesRoute.GET, { q: marker });
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body!.msg).toBe(CONTACT_MESSAGE_MSG.listed);
    expect((all.body!.messages as Row[]).map((row) => row.name)).toEqual(["Anil", "Divya", `Ravi ${marker}`]);
    expect(all.body).toMatchObject({ total: 3, pages: 1, counts: { all: 3, unread: 2, read: 1 } });
    expect((all.body!.messages as Row[])[0]).toMatchObject({ email: "anil@example.com", phone: "9876543210", subject: null, read: false });

    const unread = await list(messagesRoute.GET, { q: marker, filter: "unread", sort: "name" });
    expect((unread.body!.messages as Row[]).map((row) => row.name)).toEqual(["Anil", `Ravi ${marker}`]);
    const read = await list(messagesRoute.GET, { q: marker, filter: "read" });
    expect((read.body!.messages as Row[]).map((row) => row.name)).toEqual(["Divya"]);

    const page2 = await list(messagesRoute.GET, { q: marker, limit: "2", page: "2", sort: "name", order: "desc" });
    expect(page2.body).toMatchObject({ total: 3, pages: 2, page: 2 });
    expect((page2.body!.messages as Row[]).map((row) => row.name)).toEqual(["Anil"]);
  });

  it("toggles read with an audit entry; 404 and 400 for bad targets", async () => {
    const message = await db.contactMessage.create({ data: { name: "Toggle", email: "t@example.com", phone: "9876543210", message: "Hi", consentAt: new Date() } });
    const read = await setStatus(message.id, "true");
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(read.body!.msg).toBe("Marked as Read");
    expect(read.body!.message).toMatchObject({ _id: message.id, read: true });
    const unread = await setStatus(message.id, "false");
    expect(unread.body!.msg).toBe("Marked as Unread");
    const audit = await db.auditLog.findMany({ where: { entity: "contact_message", entityId: message.id }, orderBy: { createdAt: "asc" } });
    expect(audit.map((entry) => entry.changes)).toEqual([{ read: [false, true] }, { read: [true, false] }]);

    expect((await setStatus("c" + "1".repeat(24), "true")).status).toBe(404);
    expect((await setStatus("../x", "true")).status).toBe(400);
    expect((await setStatus(message.id, "maybe")).status).toBe(400);
  });
});
