// `npx tsx bench/page-js.ts <distDir> <page.html>`: the JavaScript a built page loads from its HTML
// (every <script src> of the prerendered page), each file's size raw, gzip -9 and brotli -11, and
// the totals. For a before/after of one page's code (issue 42: the product page may grow by at most
// 5 KB compressed) without a Lighthouse run; Lighthouse's figure (bench/LIGHTHOUSE.md, "JS KB") also
// counts chunks loaded after the HTML and the server's brotli level.
import { readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const [distDir, htmlFile] = process.argv.slice(2);
if (!distDir || !htmlFile) throw new Error("usage: tsx bench/page-js.ts <distDir> <page.html>");

const html = readFileSync(htmlFile, "utf8");
const sources = [...new Set([...html.matchAll(/<script[^>]*\ssrc="\/_next\/([^"]+)"/g)].map((m) => m[1]!))];
let raw = 0;
let gz = 0;
let br = 0;
for (const source of sources) {
  const bytes = readFileSync(path.join(distDir, source.split("?")[0]!));
  raw += bytes.length;
  gz += gzipSync(bytes, { level: 9 }).length;
  br += brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}
const kb = (n: number) => (n / 1024).toFixed(1);
console.log(`${sources.length} scripts: ${kb(raw)} KB raw, ${kb(gz)} KB gzip, ${kb(br)} KB brotli`);
