import path from "node:path";
import { defineConfig } from "vitest/config";

const src = path.resolve(import.meta.dirname, "src");
const alias = {
  "@": src,
  "server-only": path.resolve(import.meta.dirname, "tests/support/empty-module.ts"),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node" },
      },
      {
        resolve: {
          alias: { ...alias, "next/cache": path.resolve(import.meta.dirname, "tests/support/next-cache-shim.ts") },
        },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          setupFiles: ["tests/support/next-request-scope.ts", "tests/support/fail-on-pg-warning.ts"],
          // The tests play the one trusted proxy in front of the shop: each request's X-Forwarded-For
          // ends with the address it comes from (tests/integration/client-address.test.ts covers the
          // other settings, the default among them).
          env: { CLIENT_ADDRESS_SOURCE: "xff:1" },
          // One database per run (scripts/with-database.ts); files run one after another.
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
