import { randomInt } from "node:crypto";
import type { Page } from "@playwright/test";

// Every e2e request comes from 127.0.0.1, while the shop counts sign-ups, logins, resets and
// contact messages per client address. The e2e server trusts one proxy hop (CLIENT_ADDRESS_SOURCE=xff:1
// in playwright.config.ts), so the last X-Forwarded-For entry is the address (src/server/http/client-address.ts).
// Tests that post such forms send from an address of their own, so they never share a limit.

/** A random private address. */
export function ownAddress(): string {
  return `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

/** Every request of this page's context (navigations, fetches, its API calls) comes from one address of its own. */
export async function sendFromOwnAddress(page: Page): Promise<string> {
  const address = ownAddress();
  await page.context().setExtraHTTPHeaders({ "x-forwarded-for": address });
  return address;
}
