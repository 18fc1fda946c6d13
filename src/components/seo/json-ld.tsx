// Structured data in a page. The JSON goes inside a <script>, so text from the catalogue (a
// product named "</script><script>…") must not be able to end the element or open a comment:
// <, > and & become \u escapes, which JSON parsers read back as the same characters.
import type { Thing, WithContext } from "schema-dts";

type JsonLdData = WithContext<Thing> | WithContext<Thing>[];

const UNSAFE = /[<>&\u2028\u2029]/g;

/** JSON for a <script type="application/ld+json">: valid JSON that cannot break out of the element. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(UNSAFE, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

export function JsonLd({ data }: { data: JsonLdData }) {
  // dangerouslySetInnerHTML is the way to put raw JSON in a script; serializeJsonLd makes it inert.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
