import type { NextRequest } from "next/server";
import { pathProblem, queryProblem } from "@/server/http/url-problems";

// Next 16 runs src/proxy.ts (formerly middleware.ts) before routing, on the Node runtime.
// Here it guards the REST API at the edge of the app: a malformed percent-encoding in a path
// (/api/product/%ZZ), which Next's router would otherwise answer with its own plain-text 500
// (an open upstream bug), and control characters (%00) in any path or query value become a 400
// in the envelope, for every /api route, present and future. The handlers check again
// (parseQuery/parseParams), so a route stays safe where no proxy runs (tests, other hosts).

/** Methods Next routes to a handler; anything else (PROPFIND, ...) would get a bare 400. */
const KNOWN_METHODS = new Set(["GET", "HEAD", "OPTIONS", "POST", "PUT", "PATCH", "DELETE"]);

function failure(status: number, msg: string, headers: Record<string, string> = {}): Response {
  return Response.json({ status: 0, msg }, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

export function proxy(request: NextRequest): Response | undefined {
  if (!KNOWN_METHODS.has(request.method)) return failure(501, `The method ${request.method} is not supported.`);
  const problem = pathProblem(request.nextUrl.pathname) ?? queryProblem(request.nextUrl.searchParams);
  if (problem) return failure(400, problem);
  return undefined; // carry on to the route
}

export const config = {
  // Only the API: pages, static files and images never pay for the proxy.
  matcher: "/api/:path*",
};
