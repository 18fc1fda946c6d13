import { connection } from "next/server";
import { route } from "@/server/http/route";
import { SITEMAP_RESPONSE_HEADERS } from "@/server/seo/sitemap-response";
import { sitemapRootXml } from "@/server/seo/sitemap-documents";

// GET /sitemap.xml: every listed page and product in one <urlset>, or a <sitemapindex> of
// /sitemaps/*.xml once the catalogue outgrows one file (src/server/seo/sitemap-documents.ts).
// Next's app/sitemap.ts with generateSitemaps serves only the parts, never an index, hence a handler.
export const GET = route({ auth: "public" }, async () => {
  // Request time, not build time (see /api/category): a re-seeded catalogue is never hidden behind
  // a sitemap saved at build. The data behind it is cached ("use cache") and invalidated by tag.
  await connection();
  return new Response(await sitemapRootXml(), { headers: SITEMAP_RESPONSE_HEADERS });
});
