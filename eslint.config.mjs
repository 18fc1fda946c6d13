import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([".next*/**", "bench/control/.next*/**", "bench/control/next-env.d.ts", ".scratch/**", ".data/**", "src/generated/**", "next-env.d.ts", "test-results/**", "playwright-report/**"]),
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      // sonner loads on the first toast only (src/lib/toast.ts); a direct import would ship it with every page.
      "no-restricted-imports": ["error", { paths: [{ name: "sonner", message: "Use toast from @/lib/toast (loads sonner on first use)." }] }],
    },
  },
  {
    files: ["src/lib/toast.ts", "src/components/providers/toaster.tsx"],
    rules: { "no-restricted-imports": "off" },
  },
]);
