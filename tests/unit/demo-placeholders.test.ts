import { describe, expect, it } from "vitest";
import { DEMO_GSTIN, demoPlaceholders } from "@/lib/admin/demo-placeholders";

// The back office's warning about the demo's placeholders (issue 40 part 4).

describe("demoPlaceholders", () => {
  it("finds the demo's phone, e-mail and GSTIN, however they are written", () => {
    expect(demoPlaceholders({ contactPhone: "+91 00000 00000", contactEmail: "support@example.com", gstin: DEMO_GSTIN })).toEqual(["contactPhone", "contactEmail", "gstin"]);
    expect(demoPlaceholders({ contactPhone: "0000000000", contactEmail: "Shop@Example.com", gstin: DEMO_GSTIN.toLowerCase() })).toEqual(["contactPhone", "contactEmail", "gstin"]);
    expect(demoPlaceholders(null)).toEqual(["contactPhone", "contactEmail"]);
  });

  it("is quiet once the owner's own are set (an empty GSTIN is allowed)", () => {
    expect(demoPlaceholders({ contactPhone: "+91 98290 12345", contactEmail: "care@silveraura.in", gstin: "" })).toEqual([]);
  });
});
