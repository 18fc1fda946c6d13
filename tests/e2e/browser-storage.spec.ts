import { expect, test } from "@playwright/test";

// The cart and wishlist live in localStorage under the spec's keys. Whatever is stored there
// (a newer or older app's data, a hand edit, a product deleted since), the shop must start.
const GARBAGE: Array<[string, string]> = [
  ["invalid JSON", "{not json"],
  ["wrong shape", JSON.stringify({ state: { data: "lots" }, version: 1 })],
  ["bad lines", JSON.stringify({ state: { data: [{ pId: 42, qty: -3 }, null, "x", { qty: 2 }] }, version: 1 })],
  ["a deleted product", JSON.stringify({ state: { data: [{ pId: "cdeletedproduct000000000000", qty: 1, color: null, pricePaise: 100000 }] }, version: 1 })],
];

for (const [what, value] of GARBAGE) {
  test(`the shop starts with ${what} in the stored cart and wishlist`, async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.addInitScript(
      ([stored]) => {
        window.localStorage.setItem("Cartlist", stored!);
        window.localStorage.setItem("wishlist", stored!);
      },
      [value],
    );
    const response = await page.goto("/shop/product");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // The header still works and shows a sane number (0, or 1 for the well-formed deleted product).
    const cartBadge = page.locator('header [data-kind="cart"]').first();
    await expect(cartBadge).toHaveText(/^\s*[01]\b/);
    expect(errors).toEqual([]);
  });
}

// The wishlist page's empty state is sent unseen (the list lives in the browser); an inline script
// shows it before the app's scripts run when the stored list is empty, and leaves it to them otherwise.
test.describe("the wishlist's empty state before the app's scripts have run", () => {
  test.beforeEach(async ({ page }) => {
    await page.route("**/_next/static/chunks/*.js", (route) => route.abort());
  });

  test("shows at once when nothing is stored", async ({ page }) => {
    await page.goto("/shop/wishlist");
    const pending = page.locator('[data-wishlist-state="loading"]');
    await expect(pending.getByRole("heading", { name: "Your wishlist is empty" })).toBeVisible();
    await expect(pending.getByRole("link", { name: "Browse Products" })).toBeVisible();
  });

  test("stays unseen while a stored list with pieces waits to be read", async ({ page }) => {
    await page.addInitScript(() => {
      window.localStorage.setItem("wishlist", JSON.stringify({ state: { data: [{ pId: "cdemoproduct0000000000000" }] }, version: 1 }));
    });
    await page.goto("/shop/wishlist");
    const pending = page.locator('[data-wishlist-state="loading"]');
    await expect(pending).toBeAttached();
    await expect(pending.getByRole("heading", { name: "Your wishlist is empty" })).toBeHidden();
  });
});
