// A stand-in for Shiprocket's API on 127.0.0.1 (no network in tests): the two calls the shop makes,
// as Shiprocket documents them (apidocs.shiprocket.in).
//   POST /v1/external/auth/login { email, password } → 200 { token } (401 for other credentials)
//   GET  /v1/external/courier/serviceability/?pickup_postcode=&delivery_postcode=&weight=&cod=
//        with Authorization: Bearer <token> → 200 { status: 200, data: { available_courier_companies,
//        recommended_courier_company_id } }, or 404 { status: 404, message } when no courier serves it.
// What it answers per delivery PIN is the test's `routes`; it records every request it got.
import { type IncomingMessage, type Server, type ServerResponse, createServer } from "node:http";
import type { AddressInfo } from "node:net";

export const FAKE_EMAIL = "api-user@example.com";
export const FAKE_PASSWORD = "fake-shiprocket-password";

export interface FakeCourier {
  courier_company_id: number;
  courier_name: string;
  estimated_delivery_days: string;
  cod: 0 | 1;
  blocked?: 0 | 1;
}

/** What the fake does for one delivery PIN. */
export type FakeRoute =
  | { couriers: FakeCourier[]; recommended?: number }
  | { notServed: true }
  | { fail: number }
  | { delayMs: number; couriers: FakeCourier[] };

export interface FakeShiprocket {
  baseUrl: string;
  /** Every request: method, path and query. */
  requests: { method: string; path: string; query: URLSearchParams; authorization?: string }[];
  logins: () => number;
  close: () => Promise<void>;
}

export async function startFakeShiprocket(routes: Record<string, FakeRoute>): Promise<FakeShiprocket> {
  const requests: FakeShiprocket["requests"] = [];
  let tokenCount = 0;
  const tokens = new Set<string>();

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "Content-Type": "application/json" });
    res.end(JSON.stringify(body));
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", "http://fake");
    requests.push({ method: req.method ?? "", path: url.pathname, query: url.searchParams, authorization: req.headers.authorization });
    if (req.method === "POST" && url.pathname === "/v1/external/auth/login") {
      let raw = "";
      for await (const chunk of req) raw += String(chunk);
      const { email, password } = JSON.parse(raw || "{}") as { email?: string; password?: string };
      if (email !== FAKE_EMAIL || password !== FAKE_PASSWORD) return json(res, 401, { message: "Invalid email and password combination", status_code: 401 });
      tokenCount += 1;
      const token = `fake-token-${tokenCount}`;
      tokens.add(token);
      return json(res, 200, { id: 1, first_name: "API", email, company_id: 1, token });
    }
    if (req.method === "GET" && url.pathname === "/v1/external/courier/serviceability/") {
      const bearer = req.headers.authorization?.replace(/^Bearer /, "") ?? "";
      if (!tokens.has(bearer)) return json(res, 401, { message: "Token has expired", status_code: 401 });
      const route = routes[url.searchParams.get("delivery_postcode") ?? ""];
      if (!route || "notServed" in route) return json(res, 404, { status: 404, message: "Delivery postcode not serviceable" });
      if ("fail" in route) return json(res, route.fail, { message: "Something went wrong", status_code: route.fail });
      if ("delayMs" in route) await new Promise((resolve) => setTimeout(resolve, route.delayMs));
      const recommended = "recommended" in route ? route.recommended : route.couriers[0]?.courier_company_id;
      return json(res, 200, { status: 200, data: { available_courier_companies: route.couriers, recommended_courier_company_id: recommended } });
    }
    json(res, 404, { message: "Not found" });
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() => json(res, 500, { message: "fake failed" }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    logins: () => tokenCount,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
