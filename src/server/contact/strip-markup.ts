import "server-only";
import sanitizeHtml from "sanitize-html";

// Text a shopper typed, made plain before it is stored: every tag is dropped (a <script> or
// <style> with its content), entities are read as the characters they stand for, line breaks
// are kept, and other control characters removed. The back office shows it as text (React
// escapes it), so what is stored is what a person meant to write, without markup.
//
// The rule: strip tags, read entities, and repeat until nothing changes, so markup typed as
// entities ("&lt;img src=x onerror=…&gt;", or "&amp;lt;b&amp;gt;" twice over) is dropped just like
// markup typed as tags, and never stored as a live <img>. Text that only uses the characters
// ("Tom & Jerry", "5 < 6", "I <3 silver", "&lt;3") is kept as the person meant it. A "<" still
// directly before a letter, "!", "/" or "?" (an unfinished fragment such as a trailing "</") gets a
// space after it, so nothing stored can open a tag.

const NO_MARKUP: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {} };
/** C0 controls except tab and line feed, and DEL. */
const CONTROLS = /[\u0000-\u0008\u000B-\u001F\u007F]/g;

/** Each pass drops tags and reads entities, so the text only shrinks; a few passes undo any nesting a person would type. */
const MAX_PASSES = 8;
const TAG_OPENER = /<(?=[a-z!/?])/gi;

function stripOnce(text: string): string {
  // sanitize-html escapes exactly &, < and > in the text it keeps: undo that to get plain text back.
  return sanitizeHtml(text, NO_MARKUP).replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
}

export function stripMarkup(text: string): string {
  let plain = text.replace(/\r\n?/g, "\n").replace(CONTROLS, "");
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const next = stripOnce(plain);
    if (next === plain) break;
    plain = next;
  }
  return plain.replace(TAG_OPENER, "< ").replace(CONTROLS, "");
}

/** Every string in a request body (objects and lists, 5 levels deep) with its markup stripped; the rest is the schema's to judge. */
export function stripMarkupDeep(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return stripMarkup(value);
  if (depth > 4 || typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) return value.map((item) => stripMarkupDeep(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, stripMarkupDeep(item, depth + 1)]));
}
