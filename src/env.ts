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
  /** Set by `npm test` for its e2e build only: the same sources were type-checked (tsc) moments before. Never on a host. */
  BUILD_SKIP_TYPECHECK: flag,
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** The offer clock (issue 44): `off` does not start it (a serverless host runs `npm run maintenance -- offers` instead). */
  OFFER_CLOCK: z.enum(["on", "off"], { error: "OFFER_CLOCK must be on or off" }).default("on"),
  /** How often the offer clock looks again when no offer starts or ends sooner, in ms (default an hour). */
  OFFER_CLOCK_POLL_MS: z.coerce.number().int().min(1_000).max(86_400_000).default(3_600_000),
  /** Local media folder (used when no UploadThing token is configured). */
  MEDIA_DIR: z.string().min(1).optional(),
  /** The UploadThing app id: pictures are accepted only from https://<app id>.ufs.sh. */
  UPLOADTHING_APP_ID: z
    .string()
    .regex(/^[a-z0-9]{4,40}$/, { error: "UPLOADTHING_APP_ID must be the app id (lower-case letters and digits)" })
    .optional(),
  /** UploadThing's token (its dashboard, API keys): uploads are stored there instead of MEDIA_DIR. Needs UPLOADTHING_APP_ID too. */
  UPLOADTHING_TOKEN: z.string().min(20, { error: "UPLOADTHING_TOKEN must be the token from UploadThing's dashboard" }).optional(),
  /** Signs and encrypts session cookies (next-auth). Required for a deployed shop; see sessionSecret(). */
  NEXTAUTH_SECRET: z.string().min(32, { error: "NEXTAUTH_SECRET must be at least 32 characters (openssl rand -base64 32)" }).optional(),
  /** Google sign-in: both or neither. Without them the Google button is not shown. */
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  /** Where Google's signing keys are read (JWKS) to verify ID tokens; tests point it at their own keys. */
  GOOGLE_JWKS_URL: z.url({ protocol: /^https?$/ }).default("https://www.googleapis.com/oauth2/v3/certs"),
  /** Redis for the cache that several instances of the shop share (issue 20). Unset = one instance, its own memory. */
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: "REDIS_URL must be a redis:// or rediss:// URL" }).optional(),
  /** The shared cache's settings (read by cache-handlers/shared-cache.mjs; checked here at start). */
  REDIS_KEY_PREFIX: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, { error: "REDIS_KEY_PREFIX must be 1–40 letters, digits, _ or -" }).default("shop"),
  REDIS_TIMEOUT_MS: z.coerce.number().int().min(20).max(5000).default(250),
  SHARED_CACHE_L1_MB: z.coerce.number().int().min(1).max(4096).default(64),
  SHARED_CACHE_DEGRADED_MAX_AGE_MS: z.coerce.number().int().min(100).max(3_600_000).default(10_000),
  /** Outgoing mail (password resets): smtp(s)://user:pass@host:port. Unset = mails are written to MAIL_OUTBOX_DIR. */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: "SMTP_URL must be an smtp:// or smtps:// URL" }).optional(),
  MAIL_FROM: z.string().min(3).default("Silver Aura <no-reply@localhost>"),
  /** The local outbox used without SMTP_URL: one .eml file per mail. */
  MAIL_OUTBOX_DIR: z.string().min(1).default(".data/outbox"),
  /**
   * Where a request's client address (the key of per-address rate limits) is read; see
   * src/server/http/client-address.ts. `socket` (npm start), `xff:<n>` (n proxies that append to
   * X-Forwarded-For), or one platform header set by your host or proxy.
   */
  CLIENT_ADDRESS_SOURCE: z
    .string()
    .regex(/^(?:socket|xff:(?:[1-9]|10)|header:(?:x-vercel-forwarded-for|cf-connecting-ip|x-real-ip))$/, {
      error: "CLIENT_ADDRESS_SOURCE must be socket, xff:<1-10>, header:x-vercel-forwarded-for, header:cf-connecting-ip or header:x-real-ip",
    })
    .default("socket"),
  /** Razorpay: both or neither. Without them a local fake gateway takes test payments (never in a real production). */
  RAZORPAY_KEY_ID: z
    .string()
    .regex(/^rzp_(?:test|live)_[A-Za-z0-9]+$/, { error: "RAZORPAY_KEY_ID must be a Razorpay key id (rzp_test_... or rzp_live_...)" })
    .optional(),
  RAZORPAY_KEY_SECRET: z.string().min(8, { error: "RAZORPAY_KEY_SECRET must be the key secret from the Razorpay dashboard" }).optional(),
  /** The secret set on the webhook in Razorpay's dashboard; required with the keys in production. */
  RAZORPAY_WEBHOOK_SECRET: z.string().min(8, { error: "RAZORPAY_WEBHOOK_SECRET must be at least 8 characters" }).optional(),
  /** Shiprocket (courier serviceability for the PIN check): email and password both or neither, with the pickup PIN. Unset = the owner's delivery table. */
  SHIPROCKET_EMAIL: z.email({ error: "SHIPROCKET_EMAIL must be the e-mail of a Shiprocket API user" }).optional(),
  SHIPROCKET_PASSWORD: z.string().min(1).optional(),
  /** Shiprocket's API address; tests point it at their fake on 127.0.0.1. */
  SHIPROCKET_API_BASE: z.url({ protocol: /^https?$/, error: "SHIPROCKET_API_BASE must be an http(s) URL" }).default("https://apiv2.shiprocket.in"),
  /** The PIN code parcels are picked up from (the shop's warehouse). */
  SHIPROCKET_PICKUP_PINCODE: z.string().regex(/^[1-9][0-9]{5}$/, { error: "SHIPROCKET_PICKUP_PINCODE must be a 6-digit PIN code, e.g. 302001" }).optional(),
  /** WhatsApp Business Cloud API (order updates): the access token and the sender's phone number id, both or neither. Unset = messages go to WHATSAPP_OUTBOX_DIR. */
  WHATSAPP_TOKEN: z.string().min(20, { error: "WHATSAPP_TOKEN must be the access token from Meta's WhatsApp Manager" }).optional(),
  WHATSAPP_PHONE_NUMBER_ID: z.string().regex(/^[0-9]{5,30}$/, { error: "WHATSAPP_PHONE_NUMBER_ID must be the phone number id (digits) from Meta's WhatsApp Manager" }).optional(),
  /** The Graph API's address with its version; tests point it at their fake on 127.0.0.1. */
  WHATSAPP_API_BASE: z.url({ protocol: /^https?$/, error: "WHATSAPP_API_BASE must be an http(s) URL" }).default("https://graph.facebook.com/v21.0"),
  /** The language code the templates were created with in WhatsApp Manager. */
  WHATSAPP_TEMPLATE_LANGUAGE: z.string().regex(/^[a-z]{2,3}(?:_[A-Z]{2})?$/, { error: "WHATSAPP_TEMPLATE_LANGUAGE must be a language code such as en or en_US" }).default("en"),
  /** The local outbox used without the keys: one .json file per message (default: <MAIL_OUTBOX_DIR>/whatsapp). */
  WHATSAPP_OUTBOX_DIR: z.string().min(1).optional(),
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
  if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
    fail("GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET go together: set both for Google sign-in, or neither");
  }
  if (env.UPLOADTHING_TOKEN && !env.UPLOADTHING_APP_ID) {
    fail("UPLOADTHING_TOKEN needs UPLOADTHING_APP_ID (the app id in UploadThing's dashboard): pictures are shown only from that app's address");
  }
  if (Boolean(env.RAZORPAY_KEY_ID) !== Boolean(env.RAZORPAY_KEY_SECRET)) {
    fail("RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET go together: set both for Razorpay payments, or neither");
  }
  if (Boolean(env.SHIPROCKET_EMAIL) !== Boolean(env.SHIPROCKET_PASSWORD)) {
    fail("SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD go together: set both for Shiprocket's serviceability, or neither");
  }
  if (Boolean(env.WHATSAPP_TOKEN) !== Boolean(env.WHATSAPP_PHONE_NUMBER_ID)) {
    fail("WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID go together: set both to send order updates on WhatsApp, or neither");
  }
  if (env.SHIPROCKET_EMAIL && !env.SHIPROCKET_PICKUP_PINCODE) {
    fail("SHIPROCKET_PICKUP_PINCODE is required with the Shiprocket keys (the PIN code parcels are picked up from)");
  }
  if (production && env.RAZORPAY_KEY_ID && !env.RAZORPAY_WEBHOOK_SECRET) {
    fail("RAZORPAY_WEBHOOK_SECRET is required with the Razorpay keys in production (the webhook's secret in Razorpay's dashboard)");
  }
  return { ...env, siteUrl: url.origin };
}

export const env: Env = parseEnv(process.env);

// next-auth reads its own address from process.env.NEXTAUTH_URL (Google's redirect comes back to
// it); unless set otherwise it is the shop's public address.
process.env.NEXTAUTH_URL ||= env.siteUrl;

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

/** Whether Google sign-in is configured (the button is shown and /api/user/google-auth accepts tokens). */
export function googleSignInEnabled(): boolean {
  return Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET);
}

/** Used only outside production (next dev, unit and integration tests) when no NEXTAUTH_SECRET is set. */
const DEVELOPMENT_SESSION_SECRET = "development-only-session-secret-never-used-in-production";

/**
 * The secret that encrypts session cookies. Every production server needs NEXTAUTH_SECRET
 * (`npm start` makes one and keeps it in .data/session-secret; the e2e tests and the benchmarks
 * pass a random one): without it the first session read or written fails with this message.
 */
export function sessionSecret(): string {
  if (env.NEXTAUTH_SECRET) return env.NEXTAUTH_SECRET;
  if (env.NODE_ENV === "production") {
    throw new Error("NEXTAUTH_SECRET is not set. Set it to a random value of 32+ characters (openssl rand -base64 32) (see .env.example)");
  }
  return DEVELOPMENT_SESSION_SECRET;
}

/** Whether cookies must carry Secure: the shop is served over https. */
export function secureCookies(): boolean {
  return env.siteUrl.startsWith("https://");
}
