import type { CDPSession, Page } from "@playwright/test";
import { E2E_PORT } from "./e2e-server";

// Passkeys in e2e specs (issue 43 §2), with Chromium's virtual authenticator (CDP WebAuthn: a platform
// authenticator with resident keys and user verification). WebAuthn takes no IP address as its
// relying party, so a spec that uses passkeys opens the shop at localhost (the relying party of a shop
// served on 127.0.0.1: src/server/admin/passkeys/relying-party.ts), not at the base URL.

/** The e2e shop at localhost, where passkeys work. */
export const LOCAL = `http://localhost:${E2E_PORT}`;

/** Gives the page's browser a virtual authenticator that answers every passkey request at once. */
export async function addVirtualAuthenticator(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return cdp;
}
