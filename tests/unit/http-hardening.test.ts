import { describe, expect, it } from "vitest";
import { fail, ok } from "@/server/http/envelope";
import { allowHeader, otherMethods } from "@/server/http/other-methods";
import { readQuery } from "@/server/http/read-query";
import { route } from "@/server/http/route";
import { pathProblem, queryProblem } from "@/server/http/url-problems";
import { escapeLike } from "@/server/escape-like";

// The pure parts of the API's hardening: what src/proxy.ts refuses, readQuery, otherMethods,
// and route() keeping every error answer out of caches.

const MALFORMED = "Invalid path. It has malformed percent-encoding (a % must be followed by two hex digits).";
const CONTROL = "Invalid path. It must not contain control characters.";

describe("pathProblem (the proxy's check of the raw path)", () => {
  it.each([
    ["/api/product/%ZZ", MALFORMED],
    ["/api/product/%", MALFORMED],
    ["/api/product/ab%2", MALFORMED],
    ["/api/%E0%A4%A/x", MALFORMED], // a cut-off UTF-8 sequence
    ["/api/product/%00", CONTROL],
    ["/api/product/a%0Ab", CONTROL],
    ["/api/%7F/x", CONTROL],
    ["/api/product/%1f", CONTROL],
  ])("%s", (pathname, msg) => {
    expect(pathProblem(pathname)).toBe(msg);
  });

  it.each(["/api/product", "/api/product/ckx9q2v7d0000abcd1234wxyz", "/api/blog/%E0%A4%9A%E0%A4%BE%E0%A4%81%E0%A4%A6%E0%A5%80", "/api/x%20y", "/api/%25ZZ"])(
    "lets %s through",
    (pathname) => {
      expect(pathProblem(pathname)).toBeNull();
    },
  );
});

describe("queryProblem and readQuery", () => {
  it("finds control characters in decoded names and values", () => {
    expect(queryProblem(new URLSearchParams("q=a%00b"))).toBe("Invalid query. q: must not contain control characters");
    expect(queryProblem(new URLSearchParams("q=%09tab"))).toBe("Invalid query. q: must not contain control characters");
    expect(queryProblem(new URLSearchParams("a%00=1"))).toBe("Invalid query. A parameter name contains a control character.");
    expect(queryProblem(new URLSearchParams("q=100%25&r=%ZZ&s=caf%C3%A9"))).toBeNull(); // %ZZ in a query stays text
  });

  it("refuses a repeated parameter the handler reads, ignores repeats of others", () => {
    const known = new Set(["page"]);
    expect(() => readQuery(new URLSearchParams("page=1&page=2"), known)).toThrow("Invalid query. page: must be given only once");
    expect(readQuery(new URLSearchParams("page=1&utm=a&utm=b"), known)).toEqual({ page: "1", utm: "b" });
    expect(() => readQuery(new URLSearchParams("x=1&x=2"), null)).toThrow("Invalid query. x: must be given only once");
  });

  it("keeps __proto__ a plain key", () => {
    const values = readQuery(new URLSearchParams("__proto__=x"), null);
    expect(Object.getPrototypeOf(values)).toBe(Object.prototype);
    expect(Object.keys(values)).toEqual(["__proto__"]);
  });
});

describe("otherMethods", () => {
  const GET = async () => ok({});
  const POST = async () => ok({});

  it("answers the other methods 405 with Allow and the envelope, never cacheable", async () => {
    const others = otherMethods({ GET });
    expect(Object.keys(others).sort()).toEqual(["DELETE", "OPTIONS", "PATCH", "POST", "PUT"]);
    for (const answer of [others.POST, others.PUT, others.PATCH, others.DELETE]) {
      const res = answer();
      expect(res.status).toBe(405);
      expect(res.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(await res.json()).toEqual({ status: 0, msg: "Method not allowed. This address accepts GET, HEAD, OPTIONS." });
    }
  });

  it("answers OPTIONS with what the route really implements (Next's own would list the 405s too)", () => {
    const options = otherMethods({ GET, POST }).OPTIONS();
    expect(options.status).toBe(204);
    expect(options.headers.get("allow")).toBe("GET, HEAD, OPTIONS, POST");
    expect(allowHeader(["POST"])).toBe("OPTIONS, POST");
  });
});

describe("route() and errors", () => {
  const call = (handler: ReturnType<typeof route>) => handler(new Request("http://localhost/x") as never, { params: Promise.resolve({}) });

  it("fail() is never cacheable, and keeps extra headers", () => {
    const res = fail(429, "Slow down", { "Retry-After": "30" });
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("retry-after")).toBe("30");
  });

  it("turns a handler's own non-2xx answer uncacheable, even one with immutable headers", async () => {
    const cached = { "Cache-Control": "public, s-maxage=60" };
    const notFound = await call(route({ auth: "public" }, async () => Response.json({ status: 0, msg: "x" }, { status: 404, headers: cached })));
    expect(notFound.headers.get("cache-control")).toBe("no-store");
    const redirect = await call(route({ auth: "public" }, async () => Response.redirect("http://localhost/y", 308)));
    expect(redirect.status).toBe(308);
    expect(redirect.headers.get("location")).toBe("http://localhost/y");
    expect(redirect.headers.get("cache-control")).toBe("no-store");
    const success = await call(route({ auth: "public" }, async () => ok({}, "OK", { headers: cached })));
    expect(success.headers.get("cache-control")).toBe("public, s-maxage=60");
  });
});

describe("escapeLike", () => {
  it("escapes LIKE's wildcards and its escape character", () => {
    expect(escapeLike("100%_off\\")).toBe("100\\%\\_off\\\\");
    expect(escapeLike("plain text")).toBe("plain text");
  });
});
