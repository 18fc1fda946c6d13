import "server-only";
import sanitizeHtml from "sanitize-html";

// Text a shopper typed, made plain before it is stored: every tag is dropped (a <script> or
// <style> with its content), entities are read as the characters they stand for, line breaks
// are kept, and other control characters removed. The back office shows it as text (React
// escapes it), so what is stored is what a person meant to write, without markup.

const NO_MARKUP: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {} };
/** C0 controls except tab and line feed, and DEL. */
const CONTROLS = /[\u0000-\u0008\u000B-\u001F\u007F]/g;

export function stripMarkup(text: string): string {
  const normalized = text.replace(/\r\n?/g, "\n").replace(CONTROLS, "");
  // sanitize-html escapes exactly &, < and > in the text it keeps: undo that to get plain text back.
  return sanitizeHtml(normalized, NO_MARKUP).replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
}

/** Every string in a request body (objects and lists, 5 levels deep) with its markup stripped; the rest is the schema's to judge. */
export function stripMarkupDeep(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return stripMarkup(value);
  if (depth > 4 || typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) return value.map((item) => stripMarkupDeep(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, stripMarkupDeep(item, depth + 1)]));
}
