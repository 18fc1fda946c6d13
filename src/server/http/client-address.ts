import "server-only";
import { isIP } from "node:net";
import { env } from "@/env";
import { socketAddress } from "@/server/http/socket-address";

// The client's address: the key of the per-address rate limits (logins, sign-ups, resets, Google
// sign-ins, the contact form, order requests, inquiries). A client must not be able to choose it,
// so it is read only where CLIENT_ADDRESS_SOURCE (src/env.ts) says this deployment puts it; the
// README ("Client addresses and proxies") gives the setting for each host.
//   socket (default)  the TCP connection's own address, handed over by `npm start`'s server
//                     (scripts/serve.mjs, see socket-address.ts); no header is read. Under a server
//                     that does not hand it over (bare `next start`, `next dev`, a serverless host)
//                     every request is the one "unknown" client, and a warning says to set the source.
//   xff:<n>           behind n proxies that each APPEND the address they saw to X-Forwarded-For
//                     (nginx with $proxy_add_x_forwarded_for, load balancers; Cloudflare then nginx
//                     is 2): the n-th entry from the right, written by the outermost trusted proxy.
//                     Entries further left are whatever the client sent and are never read; a
//                     header with fewer than n entries did not come through the proxies: "unknown".
//   header:<name>     one header the platform or your own proxy sets and overwrites, never the
//                     client: x-vercel-forwarded-for (Vercel), cf-connecting-ip (Cloudflare, when
//                     the origin accepts only Cloudflare), x-real-ip (your proxy sets it from
//                     $remote_addr). Its first entry.
// Nothing usable: one shared "unknown" bucket, so a limit then holds for all such requests at once.

export const UNKNOWN_ADDRESS = "unknown";

export type ClientAddressSource = { kind: "socket" } | { kind: "xff"; hops: number } | { kind: "header"; name: string };

/** CLIENT_ADDRESS_SOURCE's value (validated by src/env.ts) as a source. */
export function parseClientAddressSource(value: string): ClientAddressSource {
  if (value.startsWith("xff:")) return { kind: "xff", hops: Number(value.slice(4)) };
  if (value.startsWith("header:")) return { kind: "header", name: value.slice(7) };
  return { kind: "socket" };
}

let parsed: { value: string; source: ClientAddressSource } | null = null;

/** The client address of a request under the configured CLIENT_ADDRESS_SOURCE. */
export function clientAddress(headers: Headers): string {
  const value = env.CLIENT_ADDRESS_SOURCE;
  if (parsed?.value !== value) parsed = { value, source: parseClientAddressSource(value) };
  return addressFrom(headers, parsed.source, socketAddress());
}

/** The client address under a given source: `socket` is the connection's address when known. */
export function addressFrom(headers: Headers, source: ClientAddressSource, socket: string | null): string {
  switch (source.kind) {
    case "socket":
      if (socket === null) warnNoSocket();
      return normalizeAddress(socket) ?? UNKNOWN_ADDRESS;
    case "xff": {
      const hops = (headers.get("x-forwarded-for") ?? "")
        .split(",")
        .map((hop) => hop.trim())
        .filter(Boolean);
      return (hops.length >= source.hops ? normalizeAddress(hops[hops.length - source.hops]) : null) ?? UNKNOWN_ADDRESS;
    }
    case "header":
      return normalizeAddress(headers.get(source.name)?.split(",")[0]) ?? UNKNOWN_ADDRESS;
  }
}

let warned = false;
function warnNoSocket() {
  if (warned) return;
  warned = true;
  console.warn(
    "[shop] CLIENT_ADDRESS_SOURCE=socket, but this server does not pass on the connection's address (only `npm start` does): " +
      "every client shares one rate-limit bucket. Set CLIENT_ADDRESS_SOURCE for this deployment (README: Client addresses and proxies).",
  );
}

/**
 * An address as a rate-limit key: IPv4 as it is; IPv4-mapped IPv6 as IPv4; other IPv6 by its /64
 * network, since one home or phone usually holds a whole /64 and could otherwise rotate through
 * it. Ports and brackets are dropped. Anything that is not an address gives null.
 */
export function normalizeAddress(raw: string | null | undefined): string | null {
  let value = raw?.trim();
  if (!value) return null;
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed?.[1]) value = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(":"));
  value = value.replace(/%.*$/, "").toLowerCase(); // a zone id (fe80::1%eth0)

  const version = isIP(value);
  if (version === 4) return value;
  if (version !== 6) return null;
  const groups = expandIPv6(value);
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(value);
  if (mapped?.[1] && isIP(mapped[1]) === 4) return mapped[1];
  return `${groups.slice(0, 4).join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, without leading zeros. */
function expandIPv6(address: string): string[] {
  let text = address;
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4?.[1]) {
    const [a = 0, b = 0, c = 0, d = 0] = v4[1].split(".").map(Number);
    text = `${text.slice(0, -v4[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const zeros = tail === undefined ? [] : Array(8 - left.length - right.length).fill("0");
  return [...left, ...zeros, ...right].map((group) => parseInt(group, 16).toString(16));
}
