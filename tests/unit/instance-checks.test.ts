import { describe, expect, it } from "vitest";
import { multiInstanceWarnings } from "@/server/deploy/instance-checks";

describe("start-up warnings for several instances", () => {
  const shared = {
    REDIS_URL: "redis://cache.internal:6379",
    DATABASE_URL: "postgresql://db.internal/shop",
    UPLOADTHING_TOKEN: "x".repeat(30),
    SMTP_URL: "smtp://mail.internal:587",
  };

  it("says nothing for one instance (no REDIS_URL), whatever else is local", () => {
    expect(multiInstanceWarnings({ REDIS_URL: undefined, DATABASE_URL: undefined, UPLOADTHING_TOKEN: undefined, SMTP_URL: undefined })).toEqual([]);
  });

  it("says nothing when everything an instance keeps is shared", () => {
    expect(multiInstanceWarnings(shared)).toEqual([]);
  });

  it("names each setting that keeps something on one machine", () => {
    expect(multiInstanceWarnings({ ...shared, DATABASE_URL: undefined })).toEqual([expect.stringContaining("embedded database")]);
    expect(multiInstanceWarnings({ ...shared, UPLOADTHING_TOKEN: undefined })).toEqual([expect.stringContaining("set UPLOADTHING_TOKEN")]);
    expect(multiInstanceWarnings({ ...shared, SMTP_URL: undefined })).toEqual([expect.stringContaining("set SMTP_URL")]);
    expect(multiInstanceWarnings({ REDIS_URL: shared.REDIS_URL, DATABASE_URL: undefined, UPLOADTHING_TOKEN: undefined, SMTP_URL: undefined })).toHaveLength(3);
  });
});
