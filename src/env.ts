// The shop's settings, read from the environment and validated once, here. Nothing else in the
// app reads process.env (scripts and config files for the tools are the only exceptions).
// Every variable is described in .env.example.
import { z } from "zod";

if (typeof window !== "undefined") throw new Error("src/env.ts is server-only");

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]", "0.0.0.0"]);

const flag = z
  .enum(["0", "1", "true", "false", ""])
  .optional()
  .transform((v) => v === "1" || v === "true");

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** PostgreSQL URL; `npm start` and the test scripts set it to the embedded database when absent. */
  DATABASE_URL: z.url({ error: "DATABASE_URL must be a postgresql:// URL" }).optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  /** The shop's public address: canonical links, sitemap, Open Graph, structured data, payment callbacks. */
  NEXT_PUBLIC_SITE_URL: z
    .url({ protocol: /^https?$/, error: "NEXT_PUBLIC_SITE_URL must be an http(s) URL such as https://shop.example.com" })
    .optional(),
  /** Set by `npm start`, the e2e tests and the benchmarks: a local address is acceptable as the site URL. */
  SHOP_LOCAL: flag,
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Local media folder (used when no UploadThing token is configured). */
  MEDIA_DIR: z.string().min(1).optional(),
  /** The UploadThing app id: pictures are accepted only from https://<app id>.ufs.sh. */
  UPLOADTHING_APP_ID: z
    .string()
    .regex(/^[a-z0-9]{4,40}$/, { error: "UPLOADTHING_APP_ID must be the app id (lower-case letters and digits)" })
    .optional(),
});

export type Env = z.infer<typeof schema> & { siteUrl: string };

function fail(message: string): never {
  throw new Error(`Invalid environment: ${message} (see .env.example)`);
}

/** Parses an environment; exported for tests. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  // An empty value means "not set", as in .env.example.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    fail(`${issue?.path.join(".") ?? ""}: ${issue?.message ?? "invalid"}`);
  }
  const env = parsed.data;
  const production = env.NODE_ENV === "production";
  let siteUrl = env.NEXT_PUBLIC_SITE_URL;
  if (!siteUrl) {
    if (production) {
      fail(
        "NEXT_PUBLIC_SITE_URL is required for a production build or server. Set it to the shop's public address, " +
          "e.g. NEXT_PUBLIC_SITE_URL=https://shop.example.com (`npm start` sets it for you on a laptop)",
      );
    }
    siteUrl = `http://localhost:${env.PORT}`;
  }
  const url = new URL(siteUrl);
  if (production && !env.SHOP_LOCAL && LOCAL_HOSTS.has(url.hostname)) {
    fail(`NEXT_PUBLIC_SITE_URL points at ${url.hostname}; a deployed shop needs its public address in links and search results`);
  }
  return { ...env, siteUrl: url.origin };
}

export const env: Env = parseEnv(process.env);

/** The PostgreSQL URL the app uses. */
export function databaseUrl(): string {
  if (!env.DATABASE_URL) {
    throw new Error("DATABASE_URL is not set. Start the shop with `npm start` (embedded database) or set DATABASE_URL to a PostgreSQL URL.");
  }
  return env.DATABASE_URL;
}

/** An absolute URL on the shop's public address, for canonical links, sitemaps and structured data. */
export function absoluteUrl(path: string): string {
  return new URL(path, env.siteUrl).toString();
}
