// Run after every install (package.json "postinstall"): Next inlines CSS in client navigations too.
//
// With experimental.inlineCss (next.config.ts), Next renders a page's CSS as <style href precedence>
// in the HTML and in everything prerendered with it (the static shells and segments that client
// navigations and prefetches fetch), but as <link rel="stylesheet" href precedence> in RSC responses
// rendered per request (next/dist/server/app-render/render-css-resource.ts: `inlined &&
// !isRSCRequest`). React keeps one resource per href for both: when a per-request response brings a
// file as a <link> first and a prerendered segment then mounts a <style> for the same file, React
// builds a <link> from the <style>'s props and throws "link is a void element tag" (React error
// #137) in the commit. The navigation dies: the address bar shows the new page, the old page stays.
// Seen on /prod-detail/{id} → Order Request on a loaded machine (the page's dynamic answer arrived
// before its static shell). Next 16.4.6 has no setting for it, so this drops `!isRSCRequest`: every
// response carries the same <style>, React dedupes it by href, and no stylesheet ever waits to load.
// tests/e2e/in-app-links.spec.ts checks a navigation's answer and its page.
//
// Each file is patched once (a marker line at its end). A file with neither the marker nor the
// condition means Next changed: the install fails here, so nobody ships the crash unknowingly.
import { existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const MARKER = "\n// silver-shop: CSS inlined in RSC responses too (scripts/patch-next-inline-css.mjs)\n";
/** `x.inlined && !y.parsedRequestHeaders.isRSCRequest`, minified or not. */
const CONDITION = /(\b[\w$]+\.inlined)\s*&&\s*![\w$]+\.parsedRequestHeaders\.isRSCRequest\b/g;

const require = createRequire(import.meta.url);
const nextDir = path.dirname(require.resolve("next/package.json"));
const dist = path.join(nextDir, "dist");
const runtimes = path.join(dist, "compiled/next-server");
const files = [
  path.join(dist, "server/app-render/render-css-resource.js"),
  path.join(dist, "esm/server/app-render/render-css-resource.js"),
  ...readdirSync(runtimes)
    .filter((name) => /^app-page.*\.runtime\.(prod|dev)\.js$/.test(name))
    .map((name) => path.join(runtimes, name)),
];

let patched = 0;
for (const file of files) {
  if (!existsSync(file)) throw new Error(`patch-next-inline-css: ${file} is gone; check whether Next still renders RSC CSS as <link> (see this script's header)`);
  const source = readFileSync(file, "utf8");
  if (source.endsWith(MARKER)) continue;
  const matches = source.match(CONDITION)?.length ?? 0;
  if (matches !== 1) {
    throw new Error(`patch-next-inline-css: expected the inlineCss condition once in ${path.relative(nextDir, file)}, found it ${matches} times; check whether Next still renders RSC CSS as <link> (see this script's header)`);
  }
  writeFileSync(file, source.replace(CONDITION, "$1") + MARKER);
  patched++;
}
if (patched > 0) console.log(`patch-next-inline-css: ${patched} of Next's ${files.length} render files now inline CSS in RSC responses too`);
