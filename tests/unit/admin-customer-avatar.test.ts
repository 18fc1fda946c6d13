import { describe, expect, it } from "vitest";
import { AVATAR_COLORS, avatarColorOf, initialsOf } from "@/components/admin/customers/avatar";

// The customer list's avatars (back office §2 Customers): initials from the first 2 letters of the
// name, a colour from 8 chosen by the name's length.

describe("initialsOf", () => {
  it("takes the first two letters, upper case", () => {
    expect(initialsOf("asha Rao")).toBe("AS");
    expect(initialsOf("  Meera")).toBe("ME");
    expect(initialsOf("J")).toBe("J");
    expect(initialsOf("   ")).toBe("?");
  });
});

describe("avatarColorOf", () => {
  it("has eight colours and picks one by the name's length", () => {
    expect(AVATAR_COLORS).toHaveLength(8);
    expect(new Set(AVATAR_COLORS).size).toBe(8);
    expect(avatarColorOf("Asha")).toBe(AVATAR_COLORS[4]);
    expect(avatarColorOf("Asha Rao")).toBe(AVATAR_COLORS[0]);
    expect(avatarColorOf("Asha Raos")).toBe(AVATAR_COLORS[1]);
    expect(avatarColorOf("Bina")).toBe(avatarColorOf("Asha"));
  });

  it("gives white initials enough contrast (AA, 4.5:1) on every colour", () => {
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    for (const color of AVATAR_COLORS) expect((1.05 / (luminance(color) + 0.05)).toFixed(2), color).toSatisfy((ratio: string) => Number(ratio) >= 4.5);
  });
});
