// `npx tsx bench/serve.ts [--skip-build]`: the benchmarked shop (bench/server.ts: a fresh database with
// the demo data, a production build, `npm start`'s server on CPU 0) kept running until Ctrl-C, for
// tools that measure a running server (bench/hydration-profile.ts, bench/first-paint-cpu.ts).
import { startBenchServer } from "./server";

const server = await startBenchServer({ scale: false, build: !process.argv.includes("--skip-build") });
console.log(`[bench] serving ${server.baseUrl} (a product: /prod-detail/${server.productId}); Ctrl-C stops it`);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => void server.stop().then(() => process.exit(0)));
}
