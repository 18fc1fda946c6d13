import { noSuchApi } from "@/server/errors";
import { viewAnswer } from "@/server/catalogue/api-answers";
import { apiViewFromSegments } from "@/server/catalogue/api-views";
import { type RouteContext, route } from "@/server/http/route";

// The catalogue's public GETs, cached per request shape (src/server/catalogue/api-views.ts). Reached
// only through src/proxy.ts's rewrite of /api/product, /api/product/search, /api/product/{id} and
// /api/category; the proxy answers a direct request here with a 404.
//
// Static: each view is made on its first request and then served from the cache until the catalogue's
// tags change (on every instance with the shared cache). A failure is kept for a second (viewAnswer).

/** A placeholder no rewrite produces: the build needs no database here, and every real view is made on request. */
export function generateStaticParams() {
  return [{ kind: "_", view: "_" }];
}

export const GET = route({ auth: "public" }, async (_request, context: RouteContext<{ kind: string; view: string }>) => {
  const { kind, view } = await context.params;
  const found = apiViewFromSegments(kind, view);
  if (!found) throw noSuchApi();
  const { status, headers, body } = await viewAnswer(found);
  return new Response(body, { status, headers });
});
