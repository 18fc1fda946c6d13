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
