// `prisma generate`, offline. Prisma's CLI insists on a schema-engine binary even though generate
// never runs it, and its download fails without internet: point it at any existing file.
import { spawnSync } from "node:child_process";

const result = spawnSync("npx", ["prisma", "generate"], {
  stdio: ["ignore", "pipe", "inherit"],
  env: {
    ...process.env,
    PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY || process.execPath,
    CHECKPOINT_DISABLE: "1",
    PRISMA_HIDE_UPDATE_MESSAGE: "1",
  },
});
if (result.status !== 0) {
  process.stdout.write(result.stdout ?? "");
  process.exit(result.status ?? 1);
}
console.log("prisma client generated (src/generated/prisma)");
