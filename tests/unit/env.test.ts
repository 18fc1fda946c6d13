import { describe, expect, it } from "vitest";
import { parseEnv } from "@/env";

describe("parseEnv", () => {
  it("fails a production build or server without the public site URL, saying what to set", () => {
    expect(() => parseEnv({ NODE_ENV: "production" })).toThrow(/NEXT_PUBLIC_SITE_URL is required.*https:\/\/shop\.example\.com/);
  });

  it("refuses a localhost site URL in production unless the shop runs locally (npm start, tests, benchmarks)", () => {
    for (const url of ["http://localhost:3000", "http://127.0.0.1:3100", "http://[::1]:3000"]) {
      expect(() => parseEnv({ NODE_ENV: "production", NEXT_PUBLIC_SITE_URL: url }), url).toThrow(/deployed shop needs its public address/);
      expect(parseEnv({ NODE_ENV: "production", NEXT_PUBLIC_SITE_URL: url, SHOP_LOCAL: "1" }).siteUrl).toBe(new URL(url).origin);
    }
  });

  it("uses the public address as given, reduced to its origin", () => {
    expect(parseEnv({ NODE_ENV: "production", NEXT_PUBLIC_SITE_URL: "https://silveraura.in/" }).siteUrl).toBe("https://silveraura.in");
  });

  it("defaults to the local port in development and tests", () => {
    expect(parseEnv({ NODE_ENV: "development", PORT: "4000" }).siteUrl).toBe("http://localhost:4000");
    expect(parseEnv({ NODE_ENV: "test" }).siteUrl).toBe("http://localhost:3000");
  });

  it("treats empty values as unset and rejects malformed ones with the variable's name", () => {
    expect(parseEnv({ NODE_ENV: "test", DATABASE_URL: "", UPLOADTHING_APP_ID: "" }).DATABASE_URL).toBeUndefined();
    expect(() => parseEnv({ NODE_ENV: "test", NEXT_PUBLIC_SITE_URL: "shop.example.com" })).toThrow(/NEXT_PUBLIC_SITE_URL/);
    expect(() => parseEnv({ NODE_ENV: "test", DATABASE_POOL_MAX: "lots" })).toThrow(/DATABASE_POOL_MAX/);
    expect(() => parseEnv({ NODE_ENV: "test", UPLOADTHING_APP_ID: "../evil" })).toThrow(/UPLOADTHING_APP_ID/);
  });

  it("reads the client address from the socket unless CLIENT_ADDRESS_SOURCE names proxies or a platform header", () => {
    expect(parseEnv({ NODE_ENV: "production", NEXT_PUBLIC_SITE_URL: "https://silveraura.in" }).CLIENT_ADDRESS_SOURCE).toBe("socket");
    expect(parseEnv({ NODE_ENV: "test", CLIENT_ADDRESS_SOURCE: "xff:2" }).CLIENT_ADDRESS_SOURCE).toBe("xff:2");
    expect(() => parseEnv({ NODE_ENV: "test", CLIENT_ADDRESS_SOURCE: "header:x-forwarded-for" })).toThrow(/CLIENT_ADDRESS_SOURCE must be socket/);
  });
});
