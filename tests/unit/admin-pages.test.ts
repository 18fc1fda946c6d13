import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ADMIN_PAGES, canOpenPage, pagePermission } from "@/lib/admin/admin-pages";
import { ADMIN_NAV_ITEMS, navItemsFor } from "@/components/admin/shell/nav-items";

// The back office's page table (issue 43): which permission each page needs, matched by its
// longest prefix, and the menu each role sees from it.

const ADMIN_APP_DIR = path.resolve(import.meta.dirname, "../../src/app/admin");

describe("pagePermission", () => {
  it("matches the longest listed prefix, sub-pages and ids included", () => {
    expect(pagePermission("/admin")).toBe("dashboard");
    expect(pagePermission("/admin/products")).toBe("catalogue.read");
    expect(pagePermission("/admin/products/edit/c000")).toBe("catalogue.write");
    expect(pagePermission("/admin/products/add/")).toBe("catalogue.write");
    expect(pagePermission("/admin/orders/c000")).toBe("orders");
    expect(pagePermission("/admin/blogs/c000/edit")).toBe("blog");
    expect(pagePermission("/admin/staff")).toBe("staff");
    expect(pagePermission("/admin/account")).toBeNull();
    // A prefix is a whole segment: /admin/settingsx is not /admin/settings.
    expect(pagePermission("/admin/settingsx")).toBe("dashboard");
  });

  it("names every page folder of the back office", () => {
    const folders = readdirSync(ADMIN_APP_DIR, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => `/admin/${entry.name}`);
    const missing = folders.filter((folder) => !(folder in ADMIN_PAGES));
    expect(missing, "add these back-office pages to ADMIN_PAGES (src/lib/admin/admin-pages.ts)").toEqual([]);
  });

  it("opens each page to the roles of its permission", () => {
    expect(canOpenPage("orders", "/admin/orders/c000")).toBe(true);
    expect(canOpenPage("orders", "/admin/products")).toBe(true);
    expect(canOpenPage("orders", "/admin/products/edit/c000")).toBe(false);
    expect(canOpenPage("orders", "/admin/settings")).toBe(false);
    expect(canOpenPage("manager", "/admin/settings")).toBe(false);
    expect(canOpenPage("manager", "/admin/silver-rate")).toBe(true);
    expect(canOpenPage("writer", "/admin/blogs/new")).toBe(true);
    expect(canOpenPage("writer", "/admin/orders")).toBe(false);
    for (const role of ["owner", "manager", "orders", "writer"] as const) expect(canOpenPage(role, "/admin/account")).toBe(true);
  });
});

describe("the menu by role", () => {
  const labels = (role: Parameters<typeof navItemsFor>[0]) => navItemsFor(role).map((item) => item.label);

  it("shows the owner everything, Staff and Your sign-in included", () => {
    expect(labels("owner")).toEqual(ADMIN_NAV_ITEMS.map((item) => item.label));
    expect(labels("owner")).toEqual(expect.arrayContaining(["Staff", "Your sign-in"]));
  });

  it("shows the orders role its work and the catalogue to read, not prices, settings or staff", () => {
    expect(labels("orders")).toEqual(["Dashboard", "Products", "Orders", "Returns", "Inquiries", "Messages", "Your sign-in"]);
  });

  it("shows a writer the blog only", () => {
    expect(labels("writer")).toEqual(["Dashboard", "Blogs", "Your sign-in"]);
  });

  it("shows a manager neither Settings, Staff nor the audit log", () => {
    expect(labels("manager")).not.toContain("Settings");
    expect(labels("manager")).not.toContain("Staff");
    expect(labels("manager")).not.toContain("Audit log");
    expect(labels("manager")).toContain("Silver rate");
  });
});
