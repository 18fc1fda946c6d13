import type { NextConfig } from "next";
// Validates the environment when the build or the server starts: a host build without the
// public site URL fails here with a clear message.
import { env } from "./src/env";

const isDev = env.NODE_ENV !== "production";

// Next.js inlines small bootstrap scripts, so scripts need 'unsafe-inline' unless every page
// were rendered per request with a nonce, which would give up static caching of the catalogue.
// Everything else is locked to our origin plus the few services the shop uses.
const csp = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${isDev ? " 'unsafe-eval'" : ""} https://checkout.razorpay.com https://accounts.google.com`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://utfs.io https://*.ufs.sh",
  "media-src 'self' blob: https://utfs.io https://*.ufs.sh",
  "font-src 'self' data:",
  "connect-src 'self' https://api.razorpay.com https://lumberjack.razorpay.com https://accounts.google.com https://*.ingest.uploadthing.com https://uploadthing.com",
  "frame-src https://api.razorpay.com https://checkout.razorpay.com https://accounts.google.com https://www.google.com",
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

const nextConfig: NextConfig = {
  // A separate build folder for the e2e run, so tests never clobber the build `npm start` serves.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  compress: true,
  reactStrictMode: true,
  cacheComponents: true,
  partialPrefetching: true,
  cacheLife: {
    // Catalogue reads: served from cache, refreshed in the background, and invalidated by tag
    // the moment the admin changes something (src/server/cache-tags.ts).
    catalogue: { stale: 300, revalidate: 3600, expire: 86400 },
  },
  images: {
    formats: ["image/avif", "image/webp"],
    deviceSizes: [360, 414, 640, 768, 1024, 1280, 1600],
    imageSizes: [48, 96, 160, 240, 320],
    minimumCacheTTL: 31536000,
    localPatterns: [{ pathname: "/media/**" }, { pathname: "/images/**" }],
    remotePatterns: [
      { protocol: "https", hostname: "utfs.io" },
      { protocol: "https", hostname: "*.ufs.sh" },
    ],
  },
  serverExternalPackages: ["@electric-sql/pglite", "@electric-sql/pglite-socket", "sharp", "@node-rs/argon2"],
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders }];
  },
};

export default nextConfig;
