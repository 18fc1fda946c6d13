import { connection } from "next/server";
import { z } from "zod";
import { fail } from "@/server/http/envelope";
import { parseParams, route, type RouteContext } from "@/server/http/route";
import { SITEMAP_RESPONSE_HEADERS } from "@/server/seo/sitemap-response";
import { sitemapFileXml } from "@/server/seo/sitemap-documents";

const paramsSchema = z.object({ file: z.string().max(40) });

// GET /sitemaps/pages.xml, /sitemaps/blog.xml and /sitemaps/products-{n}.xml: the files /sitemap.xml lists when it is an index.
export const GET = route({ auth: "public" }, async (_request, context: RouteContext<{ file: string }>) => {
  await connection(); // request time, not build time (see /sitemap.xml)
  const { file } = await parseParams(context, paramsSchema);
  const xml = await sitemapFileXml(file);
  if (xml === null) return fail(404, "Sitemap not found.");
  return new Response(xml, { headers: SITEMAP_RESPONSE_HEADERS });
});
