import { hash } from "@node-rs/argon2";
import { describe, expect, it } from "vitest";
import { hashSecret, needsRehash, verifySecret } from "@/server/auth/password";

describe("hashSecret / verifySecret", () => {
  it("produces an argon2id PHC string with OWASP's cost and a fresh salt each time", async () => {
    const a = await hashSecret("ChangeMe-925!");
    const b = await hashSecret("ChangeMe-925!");
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain("ChangeMe");
  });

  it("accepts the right secret and rejects a wrong one", async () => {
    const stored = await hashSecret("Customer-925!");
    expect(await verifySecret("Customer-925!", stored)).toBe(true);
    expect(await verifySecret("Customer-925?", stored)).toBe(false);
    expect(await verifySecret("", stored)).toBe(false);
  });

  it("treats Unicode the same however it was typed (NFKC)", async () => {
    const stored = await hashSecret("caf\u00e9-925");
    expect(await verifySecret("cafe\u0301-925", stored)).toBe(true);
  });

  it("returns false for malformed, truncated, weaker-algorithm or hostile stored values instead of throwing", async () => {
    const stored = await hashSecret("x");
    const argon2i = await hash("x", { algorithm: 1 as never });
    const huge = stored.replace("m=19456", "m=4194304"); // would need 4 GiB
    for (const bad of ["", "plain-text-password", stored.slice(0, -8), argon2i, huge]) {
      expect(await verifySecret("x", bad)).toBe(false);
    }
    expect(await verifySecret("x", null)).toBe(false);
    expect(await verifySecret("x", undefined)).toBe(false);
  });

  it("flags hashes made with a lower cost for re-hashing", async () => {
    const legacy = await hash("legacy", { algorithm: 2 as never, memoryCost: 4096, timeCost: 1, parallelism: 1 });
    expect(await verifySecret("legacy", legacy)).toBe(true);
    expect(needsRehash(legacy)).toBe(true);
    expect(needsRehash(await hashSecret("new"))).toBe(false);
  });
});
