import { describe, expect, it } from "vitest";
import { addressFrom, clientAddress, normalizeAddress, parseClientAddressSource } from "@/server/http/client-address";
import { runWithSocketAddress } from "@/server/http/socket-address";
import { CROSS_SITE_MSG, assertSameOrigin, isSameOrigin } from "@/server/http/same-origin";

// Where a request comes from: the cross-site guard of every state-changing route, and the client
// address the rate limits count by.

const SITE = "https://shop.example.com";
const post = (headers: Record<string, string>) => new Request(`${SITE}/api/contact`, { method: "POST", headers });

describe("isSameOrigin", () => {
  it.each([
    [{ "sec-fetch-site": "same-origin" }, true],
    [{ "sec-fetch-site": "none" }, true],
    [{ "sec-fetch-site": "same-site" }, false],
    [{ "sec-fetch-site": "cross-site" }, false],
    [{ "sec-fetch-site": "cross-site", origin: SITE }, false],
    [{ "sec-fetch-site": "same-origin", origin: "https://preview-123.example.app" }, true], // the browser's word wins
    [{ origin: SITE }, true],
    [{ origin: `${SITE}:443` }, true],
    [{ origin: "https://evil.example" }, false],
    [{ origin: "https://shop.example.com.evil.example" }, false],
    [{ origin: "http://shop.example.com" }, false],
    [{ origin: "null" }, false],
    [{ origin: "garbage" }, false],
    [{}, true], // no browser: carries no shopper's cookies
  ])("%j → %s", (headers, expected) => {
    expect(isSameOrigin(post(headers), SITE)).toBe(expected);
  });

  it("assertSameOrigin throws a 403 AppError", () => {
    expect(() => assertSameOrigin(post({ origin: "https://evil.example" }), SITE)).toThrow(CROSS_SITE_MSG);
    try {
      assertSameOrigin(post({ "sec-fetch-site": "cross-site" }), SITE);
    } catch (error) {
      expect((error as { status: number }).status).toBe(403);
    }
  });
});

describe("clientAddress", () => {
  const from = (headers: Record<string, string>, source: string, socket: string | null = null) =>
    addressFrom(new Headers(headers), parseClientAddressSource(source), socket);

  it("socket (the default): the connection's address only, never a header", () => {
    const spoof = { "x-forwarded-for": "198.51.100.1", "x-real-ip": "198.51.100.2", "cf-connecting-ip": "198.51.100.3" };
    expect(from(spoof, "socket", "203.0.113.7")).toBe("203.0.113.7");
    expect(from(spoof, "socket", "::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(from(spoof, "socket", null)).toBe("unknown");
    // clientAddress() itself, under the default setting, reads the address scripts/serve.mjs hands over.
    expect(runWithSocketAddress("203.0.113.9", () => clientAddress(new Headers(spoof)))).toBe("203.0.113.9");
    expect(clientAddress(new Headers(spoof))).toBe("unknown");
  });

  it("xff:<n>: the n-th entry from the right; fewer entries than hops or a bad entry: unknown", () => {
    const xff = { "x-forwarded-for": "198.51.100.1, 203.0.113.7, 10.0.0.1, 10.0.0.2" };
    expect(from(xff, "xff:1")).toBe("10.0.0.2");
    expect(from(xff, "xff:2")).toBe("10.0.0.1");
    expect(from(xff, "xff:3")).toBe("203.0.113.7");
    expect(from(xff, "xff:4")).toBe("198.51.100.1");
    expect(from(xff, "xff:5")).toBe("unknown");
    expect(from({ "x-forwarded-for": "spoofed,, 203.0.113.7 " }, "xff:1")).toBe("203.0.113.7");
    expect(from({ "x-forwarded-for": "203.0.113.7, not-an-ip" }, "xff:1")).toBe("unknown");
    expect(from({ "x-real-ip": "203.0.113.8" }, "xff:1", "203.0.113.9")).toBe("unknown");
  });

  it("header:<name>: that header's first entry, nothing else", () => {
    const all = { "x-forwarded-for": "198.51.100.1", "x-real-ip": "198.51.100.2", "cf-connecting-ip": "198.51.100.3", "x-vercel-forwarded-for": "198.51.100.4" };
    expect(from(all, "header:x-real-ip", "203.0.113.9")).toBe("198.51.100.2");
    expect(from(all, "header:cf-connecting-ip")).toBe("198.51.100.3");
    expect(from(all, "header:x-vercel-forwarded-for")).toBe("198.51.100.4");
    expect(from({ "x-vercel-forwarded-for": "198.51.100.4, 10.0.0.1" }, "header:x-vercel-forwarded-for")).toBe("198.51.100.4");
    expect(from({ "x-forwarded-for": "198.51.100.1" }, "header:cf-connecting-ip")).toBe("unknown");
  });

  it.each([
    ["203.0.113.7:51234", "203.0.113.7"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["[2001:db8:1:2:3:4:5:6]:443", "2001:db8:1:2::/64"],
    ["2001:DB8:1:2::99", "2001:db8:1:2::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["", null],
    ["unknown", null],
    ["999.1.1.1", null],
    ["1.2.3.4, 5.6.7.8", null],
  ])("normalizeAddress(%j) → %s", (raw, expected) => {
    expect(normalizeAddress(raw)).toBe(expected);
  });

  it("puts a whole IPv6 /64 in one bucket", () => {
    expect(from({}, "socket", "2001:db8:aa:bb:1::1")).toBe(from({}, "socket", "2001:db8:aa:bb:ffff::2"));
  });
});
