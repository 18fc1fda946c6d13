import "server-only";
import sanitizeHtml from "sanitize-html";

// Blog posts are simple HTML written in the back office. Whatever an admin (or a stolen admin
// session) saves, shoppers must never receive script: an allow-list of tags and attributes,
// and URLs limited to safe schemes. Run on save and again on read.

const IMG_SRC = /^(https?:\/\/|\/media\/)/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["h2", "h3", "h4", "p", "br", "strong", "b", "em", "i", "u", "ul", "ol", "li", "blockquote", "a", "img"],
  allowedAttributes: {
    a: ["href", "title", "rel"],
    img: ["src", "alt", "width", "height"],
  },
  // Relative links ("/shop/product") stay allowed; anything with another scheme loses its href.
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // Drop these with their content, not just the tags (their text is never meant to be read).
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "svg", "math", "template", "object"],
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: "noopener noreferrer nofollow" } }),
    img: (tagName, attribs) => {
      // Images only from the web or our own media folder; no data: URLs, no other local paths.
      const { src, ...rest } = attribs;
      const safe = src !== undefined && IMG_SRC.test(src.trim()) && !src.includes("..");
      return { tagName, attribs: safe ? { src: src.trim(), ...rest } : rest };
    },
  },
  // An <img> whose source was refused is removed entirely rather than left empty.
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
};

export function sanitizeBlogHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
