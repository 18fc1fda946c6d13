import { connection } from "next/server";
import { ZIdParam } from "@/lib/schemas/catalogue";
import { productAnswer } from "@/server/catalogue/api-answers";
import { otherMethods } from "@/server/http/other-methods";
import { type RouteContext, parseParams, route } from "@/server/http/route";

// GET /api/product/{id} → { status: 1, msg, prod }, or 404 { status: 0, msg: "Product not found" }.
// Usually answered from the cache: src/proxy.ts rewrites a well-formed id to /api/v/product/{id}.
export const GET = route({ auth: "public" }, async (_request, context: RouteContext<{ id: string }>) => {
  await connection(); // request time, not build time (see /api/category)
  const { id } = await parseParams(context, ZIdParam);
  return productAnswer(id);
});

// Every other method: 405 with Allow and the envelope (src/server/http/other-methods.ts).
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
