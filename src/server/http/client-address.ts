import "server-only";
import { isIP } from "node:net";

// The client's address, for rate limits. TRUST ASSUMPTION: the shop runs behind a proxy that
// SETS X-Forwarded-For to the address it received the connection from (Vercel, Netlify, Render,
// Fly, Cloudflare do; with nginx use `proxy_set_header X-Forwarded-For $remote_addr;`, not
// `$proxy_add_x_forwarded_for`, which appends to what the client sent). The first hop is then the
// client. `next start` alone fills X-Forwarded-For from the socket only when the request has none,
// so a server exposed without a proxy lets a client choose its own key: put a proxy in front.
// X-Real-IP (nginx, Vercel) is the fallback. Nothing usable: one shared "unknown" bucket.

export const UNKNOWN_ADDRESS = "unknown";

export function clientAddress(headers: Headers): string {
  const forwarded = headers.get("x-forwarded-for")?.split(",")[0];
  return normalizeAddress(forwarded) ?? normalizeAddress(headers.get("x-real-ip")) ?? UNKNOWN_ADDRESS;
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
