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
    // Markup typed as entities is dropped like markup typed as tags, never stored as a live tag.
    ["&lt;img src=x onerror=alert(1)&gt;after", "after"],
    ["&amp;lt;b&amp;gt;twice&amp;lt;/b&amp;gt;", "twice"],
    ["&#60;script&#62;alert(1)&#60;/script&#62;kept", "kept"],
    ["5 &lt; 6 and Tom &amp; Jerry", "5 < 6 and Tom & Jerry"],
    ["I <3 silver, a < b > c", "I <3 silver, a < b > c"],
    ["ends with &lt;/", "ends with < /"],
    ["bell&#7;", "bell"],
  ])("%j → %j", (input, expected) => {
    expect(stripMarkup(input)).toBe(expected);
  });
});
