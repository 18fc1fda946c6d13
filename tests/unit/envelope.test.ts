import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { AppError, notFound } from "@/server/errors";
import { errorResponse, ok } from "@/server/http/envelope";
import { parseQuery, route } from "@/server/http/route";

describe("the envelope", () => {
  it("wraps success as { status: 1, msg, <dataKey> } with HTTP 200", async () => {
    const res = ok({ colors: [{ name: "Silver" }] }, "Colors fetched");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 1, msg: "Colors fetched", colors: [{ name: "Silver" }] });
  });

  it("maps AppError codes to HTTP statuses, with extra headers", async () => {
    const res = errorResponse(new AppError("TOO_MANY_REQUESTS", "Slow down", { headers: { "Retry-After": "30" } }));
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBe("30");
    expect(await res.json()).toEqual({ status: 0, msg: "Slow down" });
    expect(errorResponse(notFound("Product not found")).status).toBe(404);
  });

  it("maps Prisma's not-found and unique-violation errors", () => {
    expect(errorResponse(Object.assign(new Error("x"), { code: "P2025" })).status).toBe(404);
    expect(errorResponse(Object.assign(new Error("x"), { code: "P2002" })).status).toBe(409);
  });

  it("answers unexpected errors with 500 and no internals", async () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    const res = errorResponse(new Error("connection to 10.0.0.5 refused at db.ts:42"));
    spy.mockRestore();
    expect(res.status).toBe(500);
    const body = await res.json();
    expect(body.status).toBe(0);
    expect(JSON.stringify(body)).not.toMatch(/10\.0\.0\.5|db\.ts/);
  });
});

describe("route() and parseQuery()", () => {
  const schema = z.object({ limit: z.coerce.number({ error: "must be a number" }).int().max(5, { error: "must be at most 5" }) });
  const handler = route({ auth: "public" }, async (request) => ok({ limit: parseQuery(request, schema).limit }));
  const call = (qs: string) => handler(new Request(`http://localhost/x?${qs}`) as never, { params: Promise.resolve({}) });

  it("passes valid input through", async () => {
    const res = await call("limit=3");
    expect(await res.json()).toEqual({ status: 1, msg: "OK", limit: 3 });
  });

  it("turns a bad query value into a 400 naming the field", async () => {
    const res = await call("limit=abc");
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ status: 0, msg: "Invalid query. limit: must be a number" });
    expect((await (await call("limit=9")).json()).msg).toBe("Invalid query. limit: must be at most 5");
  });
});
