import path from "node:path";
import type { NextConfig } from "next";
import { PHASE_PRODUCTION_SERVER } from "next/constants";
// Validates the environment when the build or the server starts: a host build without the
// public site URL fails here with a clear message.
import { env } from "./src/env";
import { href } from "./src/lib/links";
import { addCompileHints } from "./scripts/compile-hints";

const isDev = env.NODE_ENV !== "production";

// Pictures from outside come only from the shop's own UploadThing app (https://<app id>.ufs.sh/f/<key>),
// and only when one is configured: no other host can be proxied through the image optimizer.
const uploadHost = env.UPLOADTHING_APP_ID ? `https://${env.UPLOADTHING_APP_ID}.ufs.sh` : "";

// Next.js inlines small bootstrap scripts, so scripts need 'unsafe-inline' unless every page
// were rendered per request with a nonce, which would give up static caching of the catalogue.
// Everything else is locked to our origin plus the few services the shop uses.
const csp = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${isDev ? " 'unsafe-eval'" : ""} https://checkout.razorpay.com https://accounts.google.com`,
  "style-src 'self' 'unsafe-inline'",
  `img-src 'self' data: blob:${uploadHost ? ` ${uploadHost}` : ""}`,
  `media-src 'self' blob:${uploadHost ? ` ${uploadHost}` : ""}`,
  "font-src 'self' data:",
  "connect-src 'self' https://api.razorpay.com https://lumberjack.razorpay.com https://accounts.google.com https://*.ingest.uploadthing.com https://uploadthing.com",
  // Google's map embed only (the store map, loaded when a shopper presses 'Show map'): /maps and paths under /maps/.
  "frame-src https://api.razorpay.com https://checkout.razorpay.com https://accounts.google.com https://www.google.com/maps https://www.google.com/maps/",
  "frame-ancestors 'none'",
  "form-action 'self'",
  "base-uri 'self'",
  "object-src 'none'",
  ...(isDev ? [] : ["upgrade-insecure-requests"]),
].join("; ");

const securityHeaders = [
  { key: "Content-Security-Policy", value: csp },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(self \"https://checkout.razorpay.com\")" },
  ...(isDev ? [] : [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }]),
];

// The build's scripts and style sheets (/_next/static/chunks/) are never a document, so the document
// policies (CSP, frame, referrer and permissions) do nothing on them: on HTTP/1.1 they were 1 KB of
// headers on each of the 13–16 files a page loads, more than half of some small chunks' bytes.
// nosniff and HSTS still matter there and stay.
const codeFileHeaders = securityHeaders.filter(({ key }) => key === "X-Content-Type-Options" || key === "Strict-Transport-Security");

const nextConfig: NextConfig = {
  // A separate build folder for the e2e run, so tests never clobber the build `npm start` serves.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  // `npm test` type-checks first (tsc --noEmit), then builds for its e2e tests: once is enough there.
  typescript: { ignoreBuildErrors: env.BUILD_SKIP_TYPECHECK },
  // `npm start`'s server (scripts/serve.mjs) compresses with brotli itself; `next start` and hosts
  // that run Next's handler get Next's gzip.
  compress: process.env.SHOP_SERVER_COMPRESSES !== "1",
  // No ETag: Next computes it by hashing the whole body of every page it sends (a tenth of the
  // server's time on a cached page, profiled under load), only to answer a browser that comes back
  // to the same page with a 304 instead of the page (30–40 KB compressed). A CDN makes its own.
  generateEtags: false,
  reactStrictMode: true,
  cacheComponents: true,
  partialPrefetching: true,
  compiler: {
    // The browser's chunks ask to be compiled whole, off the main thread (scripts/compile-hints.ts).
    async runAfterProductionCompile({ projectDir, distDir }) {
      const hinted = await addCompileHints(path.resolve(projectDir, distDir));
      console.log(`Compile hints added to ${hinted} browser chunks`);
    },
  },
  experimental: {
    // Each page's CSS goes into its HTML as <style> instead of render-blocking stylesheet
    // requests: the first paint (header, hero, first cards) needs nothing but the HTML.
    inlineCss: true,
    // Inlined, a stylesheet costs no request, so each page gets only the CSS of what it renders
    // (the default merges every storefront page's CSS into one shared chunk of ~80 KB).
    cssChunking: { type: "graph", requestCost: 0 },
  },
  cacheLife: {
    // Catalogue reads: served from cache, refreshed in the background, and invalidated by tag
    // the moment the admin changes something (src/server/cache-tags.ts).
    catalogue: { stale: 300, revalidate: 3600, expire: 86400 },
  },
  // The image optimizer re-encodes on a cache miss, so everything that multiplies its variants is
  // pinned: one format, one quality, a short list of widths, sources without query strings, and a
  // bounded disk cache (least recently used entries are evicted).
  images: {
    // WebP only: AVIF's first encode costs several times more CPU, which this 2-core box cannot spare.
    formats: ["image/webp"],
    // From the layout's `sizes` (DPR 1–3): grid cards 290px / 23vw / 31vw / 47vw, full-width hero
    // and banners (100vw), detail gallery up to ~600px. README, "Pictures", says who needs each width.
    deviceSizes: [320, 384, 512, 640, 828, 1200, 1600, 1920],
    // Fixed small pictures: thumbnails (80px) and category circles (84px phones, 112px desktop).
    imageSizes: [96, 128, 192, 256],
    // next/image's default quality, the only one the layout uses; the optimizer refuses any other.
    qualities: [75],
    minimumCacheTTL: 31536000,
    maximumDiskCacheSize: 256 * 1024 * 1024,
    localPatterns: [
      { pathname: "/media/**", search: "" },
      { pathname: "/images/**", search: "" },
    ],
    remotePatterns: uploadHost ? [{ protocol: "https", hostname: `${env.UPLOADTHING_APP_ID}.ufs.sh`, pathname: "/f/**", search: "" }] : [],
  },
  serverExternalPackages: ["@electric-sql/pglite", "@electric-sql/pglite-socket", "sharp", "@node-rs/argon2", "pdfkit"],
  async headers() {
    return [
      { source: "/((?!_next/static/chunks/).*)", headers: securityHeaders },
      { source: "/_next/static/chunks/:path*", headers: codeFileHeaders },
    ];
  },
  // Old and short addresses of the brand pages (storefront §2.1 names /faq and /terms-condtions; the
  // register page links to /terms): permanent, so search engines move to the /shop pages.
  async redirects() {
    return [
      { source: "/faq", destination: href.faq(), permanent: true },
      { source: "/terms-condtions", destination: href.terms(), permanent: true },
      { source: "/terms", destination: href.terms(), permanent: true },
    ];
  },
};

/** Where the shared cache's handlers live (Next imports them by absolute path when the server starts). */
const sharedCacheHandler = (file: string) => path.join(import.meta.dirname, "cache-handlers", file);

/**
 * With REDIS_URL, a production server keeps its cached pages and "use cache" data in Redis, and every
 * instance sees every tag expiry at once (cache-handlers/, README "Running several instances"). The
 * choice is made when the server starts, not at build: one build serves with or without Redis, the
 * build never needs one, and without REDIS_URL the config is exactly the one-process default.
 */
export default function config(phase: string): NextConfig {
  if (phase !== PHASE_PRODUCTION_SERVER || !env.REDIS_URL) return nextConfig;
  return {
    ...nextConfig,
    cacheHandler: sharedCacheHandler("page-cache-handler.mjs"),
    cacheHandlers: {
      default: sharedCacheHandler("use-cache-handler.mjs"),
      remote: sharedCacheHandler("use-cache-handler.mjs"),
    },
  };
}
