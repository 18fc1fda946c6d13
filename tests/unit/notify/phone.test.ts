import { describe, expect, it } from "vitest";
import { maskedNumber, whatsappNumber } from "@/lib/notify/phone";

describe("whatsappNumber", () => {
  it.each([
    ["9876543210", "919876543210"],
    ["+91 98765 43210", "919876543210"],
    ["91-98765-43210", "919876543210"],
    ["098765 43210", "919876543210"],
    ["(987) 654.3210", "919876543210"],
    [" 6123456789 ", "916123456789"],
  ])("%s → %s", (typed, expected) => {
    expect(whatsappNumber(typed)).toBe(expected);
  });

  it.each([["2212345678"], ["5123456789"], ["98765 4321"], ["+1 415 555 0100"], ["98765432100"], ["abc"], [""], [null], [undefined]])("refuses %s (not an Indian mobile)", (typed) => {
    expect(whatsappNumber(typed)).toBeNull();
  });
});

describe("maskedNumber", () => {
  it("shows only the last 4 digits", () => {
    expect(maskedNumber("919876543210")).toBe("••••••••3210");
    expect(maskedNumber("123")).toBe("•••");
  });
});
