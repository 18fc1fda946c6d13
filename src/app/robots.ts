import type { MetadataRoute } from "next";
import { absoluteUrl } from "@/env";
import { ROBOTS_DISALLOW } from "@/server/seo/robots-disallow";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: [...ROBOTS_DISALLOW] }],
    sitemap: absoluteUrl("/sitemap.xml"),
  };
}
