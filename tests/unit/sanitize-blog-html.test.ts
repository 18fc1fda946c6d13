import { describe, expect, it } from "vitest";
import { sanitizeBlogHtml } from "@/server/blog/sanitize-blog-html";

// Blog HTML is shown to every shopper: nothing that runs script may survive (QUALITY.md item 12).
describe("sanitizeBlogHtml", () => {
  it("keeps simple article HTML as it is", () => {
    const html =
      "<h2>Care</h2><h3>Daily</h3><h4>Tips</h4><p>Polish <strong>gently</strong>, <b>dry</b>, <em>store</em> <i>apart</i> <u>always</u>.<br /></p>" +
      "<ul><li>One</li></ul><ol><li>Two</li></ol><blockquote>Quote</blockquote>";
    expect(sanitizeBlogHtml(html)).toBe(html);
  });

  it("removes <script> and <style> with their content", () => {
    expect(sanitizeBlogHtml("<p>Hi</p><script>alert(1)</script><style>p{color:red}</style>")).toBe("<p>Hi</p>");
  });

  it("removes on* attributes", () => {
    expect(sanitizeBlogHtml('<p onclick="x()">Hi</p><img src="https://utfs.io/f/a.jpg" onerror="alert(1)" alt="ring">')).toBe(
      '<p>Hi</p><img src="https://utfs.io/f/a.jpg" alt="ring" />',
    );
  });

  it("drops javascript: and data: links but keeps the text", () => {
    expect(sanitizeBlogHtml('<a href="javascript:alert(1)">click</a>')).toBe('<a rel="noopener noreferrer nofollow">click</a>');
    expect(sanitizeBlogHtml('<a href="JaVaScRiPt:alert(1)">x</a>')).not.toMatch(/javascript/i);
    expect(sanitizeBlogHtml('<a href="  javascript:alert(1)">x</a>')).not.toMatch(/javascript/i);
    expect(sanitizeBlogHtml('<a href="data:text/html,<script>alert(1)</script>">x</a>')).not.toContain("data:");
  });

  it("keeps http, https and mailto links, adding a safe rel", () => {
    expect(sanitizeBlogHtml('<a href="https://example.com" title="Shop" target="_blank" rel="opener">Shop</a>')).toBe(
      '<a href="https://example.com" title="Shop" rel="noopener noreferrer nofollow">Shop</a>',
    );
    expect(sanitizeBlogHtml('<a href="mailto:help@example.com">Mail</a>')).toContain('href="mailto:help@example.com"');
  });

  it("removes <svg onload> and <iframe> entirely", () => {
    expect(sanitizeBlogHtml('<svg onload="alert(1)"><circle r="1"></circle></svg><p>ok</p>')).toBe("<p>ok</p>");
    expect(sanitizeBlogHtml('<iframe src="https://evil.example"></iframe><p>ok</p>')).toBe("<p>ok</p>");
    expect(sanitizeBlogHtml('<object data="x.swf"></object><embed src="x.swf"><p>ok</p>')).toBe("<p>ok</p>");
  });

  it("keeps images only from http(s) or /media/", () => {
    expect(sanitizeBlogHtml('<img src="/media/blog/a.webp" alt="a" width="640" height="480">')).toBe(
      '<img src="/media/blog/a.webp" alt="a" width="640" height="480" />',
    );
    expect(sanitizeBlogHtml('<img src="javascript:alert(1)">')).toBe("");
    expect(sanitizeBlogHtml('<img src="data:image/svg+xml;base64,PHN2Zz4=">')).toBe("");
    expect(sanitizeBlogHtml('<img src="/api/admin/logout">')).toBe("");
    expect(sanitizeBlogHtml('<img src="/media/../api/x">')).toBe("");
    expect(sanitizeBlogHtml('<img src="//evil.example/a.jpg">')).toBe("");
  });

  it("drops style and class attributes and unknown tags, keeping their text", () => {
    expect(sanitizeBlogHtml('<div class="x" style="position:fixed"><span>Text</span></div>')).toBe("Text");
    expect(sanitizeBlogHtml('<p style="background:url(javascript:alert(1))">x</p>')).toBe("<p>x</p>");
  });
});
