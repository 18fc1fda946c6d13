import { type Locator, type Page, expect } from "@playwright/test";

// What the e2e specs share about the page's controls: waiting for React's handlers before a click
// (a click on server-rendered HTML before hydration would be lost) and finding a toast by its text.

/** Waits until the control is enabled and React has attached its handlers to it. */
export async function hydrated(control: Locator) {
  await expect(control).toBeEnabled();
  await expect.poll(async () => control.evaluate((el) => Object.keys(el).some((key) => key.startsWith("__reactProps")))).toBe(true);
}

/** Clicks the control once it is hydrated. */
export async function click(control: Locator) {
  await hydrated(control);
  await control.click();
}

/** A sonner toast that shows `text`. */
export const toastWith = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });
