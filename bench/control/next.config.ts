// The control of `npm run bench:lighthouse`: a bare Next 16 app, what create-next-app gives (one
// static page: a picture, a heading, two links; no data, no fonts to fetch). Built and served with
// the shop's own `next` and `react` (resolved from the repository's node_modules), so its score is
// what this host allows a Next page, and the shop's pages are judged against it in the same run.
import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // Its own build folder: never the shop's .next, .next-e2e or .next-bench.
  distDir: ".next-control",
  poweredByHeader: false,
};

export default nextConfig;
