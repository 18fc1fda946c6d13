import { beforeAll, describe, expect, it } from "vitest";
import type { AuditEntryJSON } from "@/lib/types/audit";
import { recordAudit } from "@/server/admin/audit";
import { db } from "@/server/db";
import * as auditRoute from "@/app/api/admin/audit/route";
import { uniq } from "../support/factories";
import { adminSessionOf, callAsAdmin, createAdmin, type TestAdmin } from "./admin-support";

// GET /api/admin/audit (issue 13): the log for /admin/audit, newest first, paged, by entity.

let admin: TestAdmin;
let token: string;
const marker = uniq();

beforeAll(async () => {
  admin = await createAdmin();
  token = await adminSessionOf(admin);
  // Entries of this test's own entity id, a moment apart so their order is certain.
  for (const [index, entity] of (["blog_post", "settings", "blog_post"] as const).entries()) {
    await recordAudit(db, admin, { entity, entityId: marker, action: "update", summary: `Entry ${index}`, changes: { title: [`a${index}`, `b${index}`] } });
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
});

const get = (query = "") => callAsAdmin(auditRoute.GET, token, { method: "GET", url: `http://localhost/api/admin/audit${query}` });

describe("GET /api/admin/audit", () => {
  it("answers the newest entries first, with who, what and the changes", async () => {
    const res = await get("?limit=100");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const mine = (res.body!.entries as AuditEntryJSON[]).filter((entry) => entry.entityId === marker);
    expect(mine.map((entry) => entry.summary)).toEqual(["Entry 2", "Entry 1", "Entry 0"]);
    expect(mine[0]).toMatchObject({ actor: admin.email, entity: "blog_post", action: "update", changes: { title: ["a2", "b2"] } });
    expect(mine[0]!.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it("filters by entity and pages", async () => {
    const res = await get("?entity=settings&limit=100");
    const entries = res.body!.entries as AuditEntryJSON[];
    expect(entries.every((entry) => entry.entity === "settings")).toBe(true);
    expect(entries.some((entry) => entry.entityId === marker)).toBe(true);

    const first = await get("?limit=1&page=1");
    const second = await get("?limit=1&page=2");
    expect(first.body).toMatchObject({ page: 1 });
    expect(second.body).toMatchObject({ page: 2 });
    expect((first.body!.total as number) >= 3).toBe(true);
    expect((first.body!.entries as AuditEntryJSON[])[0]!.id).not.toBe((second.body!.entries as AuditEntryJSON[])[0]!.id);
  });

  it.each(["?entity=nonsense", "?page=0", "?limit=101", "?limit=x"])("refuses %s with a 400", async (query) => {
    expect((await get(query)).status).toBe(400);
  });
});
