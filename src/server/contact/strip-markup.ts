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
