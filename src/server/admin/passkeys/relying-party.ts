import "server-only";
import { env } from "@/env";

// Who the passkeys belong to (WebAuthn's "relying party"): the shop's own address. A passkey is
// bound to the RP id (the host name of the site's URL, src/env.ts) and every answer must come from
// a page of the site's origin, so a passkey made here cannot be used from a look-alike domain.

export interface RelyingParty {
  /** The host name, e.g. "shop.example". */
  id: string;
  /** The origin a browser's answer must name, e.g. "https://shop.example". */
  origin: string;
  /** What the browser shows beside the passkey. */
  name: string;
}

/** Loopback addresses: WebAuthn takes no IP address as an RP id (browsers throw "invalid domain"). */
const LOOPBACK = new Set(["127.0.0.1", "[::1]"]);

/**
 * The shop's relying party. A shop whose address is a loopback IP (a local `npm start`, the e2e
 * server at http://127.0.0.1:3100) cannot have passkeys on that address, so its passkeys belong to
 * `localhost` on the same port and scheme: open the back office at http://localhost:<port> to use them.
 */
export function relyingParty(siteUrl: string = env.siteUrl): RelyingParty {
  const url = new URL(siteUrl);
  if (LOOPBACK.has(url.hostname)) url.hostname = "localhost";
  return { id: url.hostname, origin: url.origin, name: `${url.hostname} back office` };
}

/** The Passkey table's counter is int4; WebAuthn's is a uint32. Counters past 2^31 − 1 are stored as its max. */
export const INT4_MAX = 2147483647;
export function clampCounter(counter: number): number {
  return Math.min(Math.max(0, Math.trunc(counter)), INT4_MAX);
}
