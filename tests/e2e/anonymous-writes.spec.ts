import { expect, test } from "@playwright/test";
import pg from "pg";
import { href } from "@/lib/links";
import { MSG } from "@/lib/messages/shop";
import { demoProduct } from "./support/catalogue";
import { hydrated } from "./support/controls";

// QUALITY.md: an anonymous page view or API read writes nothing to the database (no session row,
// no cart row, no counter per visitor). A visitor browses every storefront page, fills a local cart
// and wishlist and opens the cart and wishlist pages; every table's row count and newest update
// must be the same afterwards. Runs in its own Playwright project, alone, after the parallel
// projects, so no other test writes meanwhile.

type Snapshot = Record<string, string>;

async function snapshot(): Promise<Snapshot> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const tables = await client.query<{ table_name: string; has_updated: boolean }>(`
      SELECT t.table_name,
             EXISTS (SELECT 1 FROM information_schema.columns c
                     WHERE c.table_schema = 'public' AND c.table_name = t.table_name AND c.column_name = 'updatedAt') AS has_updated
      FROM information_schema.tables t
      WHERE t.table_schema = 'public' AND t.table_type = 'BASE TABLE'
      ORDER BY t.table_name`);
    const result: Snapshot = {};
    for (const { table_name: table, has_updated: hasUpdated } of tables.rows) {
      const quoted = `"${table.replaceAll('"', '""')}"`;
      const columns = hasUpdated ? `count(*)::text AS n, max("updatedAt")::text AS latest` : `count(*)::text AS n, '' AS latest`;
      const row = (await client.query<{ n: string; latest: string | null }>(`SELECT ${columns} FROM ${quoted}`)).rows[0]!;
      result[table] = `${row.n} rows, latest ${row.latest ?? "-"}`;
    }
    return result;
  } finally {
    await client.end();
  }
}

test("an anonymous visitor's browsing, cart and wishlist write nothing to the database", async ({ page, request }) => {
  test.setTimeout(120_000);
  const product = await demoProduct(request, (p) => p.inStock && p.quantity > 1);
  const before = await snapshot();

  const pages = [
    "/",
    href.products(),
    href.listing("new-arrivals"),
    href.product(product._id),
    href.search("ring"),
    href.blog(),
    href.contact(),
    href.about(),
    href.login(),
    href.register(),
  ];
  for (const path of pages) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
  }

  // A local cart and wishlist, then the pages that price them from the database.
  await page.goto(href.product(product._id));
  const panel = page.locator("main [data-purchase-panel]");
  // Hydrated (a click before would be lost). Not "networkidle": on this second visit the browser
  // revalidates the cached link prefetches in the background (Next sends them with
  // stale-while-revalidate), and Playwright counts those requests open for about 28 s.
  await hydrated(panel.getByRole("button", { name: MSG.addToCart, exact: true }));
  if (product.colors.length > 0) await panel.getByRole("radio").first().check();
  await panel.getByRole("button", { name: MSG.addToCart, exact: true }).click();
  await expect(panel.getByRole("button", { name: MSG.detailAddedToCart, exact: true })).toBeVisible();
  await page.getByRole("button", { name: MSG.addToWishlist, exact: true }).click();
  await expect(page.getByRole("button", { name: MSG.detailAddedToWishlist, exact: true })).toBeVisible();
  await page.goto(href.cart());
  await expect(page.getByRole("link", { name: product.name }).first()).toBeVisible();
  await page.goto(href.wishlist());
  await expect(page.getByText(product.name).first()).toBeVisible();
  await request.get("/api/product?limit=12");
  await request.get(`/api/product/${product._id}`);

  expect(await snapshot()).toEqual(before);
});
