import type { MetadataRoute } from "next";
import { absoluteUrl } from "@/env";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: ["/admin", "/adm-login", "/api/", "/cart", "/checkout"] }],
    sitemap: absoluteUrl("/sitemap.xml"),
  };
}
