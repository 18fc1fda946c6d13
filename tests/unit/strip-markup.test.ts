import { describe, expect, it } from "vitest";
import { stripMarkup } from "@/server/contact/strip-markup";

// Contact messages are stored as plain text: no tags, entities as characters, line breaks kept.
describe("stripMarkup", () => {
  it.each([
    ["Plain text stays", "Plain text stays"],
    ["<b>bold</b> and <i>italic</i>", "bold and italic"],
    ['<img src=x onerror="alert(1)">after', "after"],
    ["<script>alert(1)</script>kept", "kept"],
    ["<style>body{display:none}</style>kept", "kept"],
    ['<a href="javascript:alert(1)">link</a>', "link"],
    ["<svg onload=alert(1)><circle/></svg>ring", "ring"],
    ["Tom & Jerry, 1 < 2 > 0", "Tom & Jerry, 1 < 2 > 0"],
    ["&lt;3 &amp; &quot;quotes&quot; &#39;", "<3 & \"quotes\" '"],
    ["line one\r\nline two\rthree\n\tfour", "line one\nline two\nthree\n\tfour"],
    ["bell\u0007 null\u0000 del\u007f", "bell null del"],
    ["<!-- a comment -->text", "text"],
  ])("%j → %j", (input, expected) => {
    expect(stripMarkup(input)).toBe(expected);
  });
});
