// Run after every install (package.json "postinstall"): the first paint no longer waits for Next's scripts.
//
// Next puts its root chunks (React DOM, the router: about 425 KB of the ~500 KB a page loads) in <head> as
// <script async> (React's `preinit`, from getRequiredScripts in next/dist/server/app-render). Chromium runs
// an async script as soon as it has it, at the HTML parser's next pause. On a second visit the chunks come
// from the HTTP cache at once, so they were compiled and run before the first frame: at 4× CPU a listing
// painted at 840 ms and a product at 1,038 ms, after 340-374 ms of script evaluation; the same HTML with
// those tags at the end of <body> painted at 649 and 635 ms (bench/first-paint-cpu.ts --warm --cpu=4,
// bench/LIGHTHOUSE.md).
//
// With this patch the production render gives those chunks to React as bootstrap scripts, beside the one
// Next already gives it: React writes each as <link rel=preload as=script fetchpriority=low> in <head>
// (fetched as early as before, at the same low priority) and as <script async> after the page's HTML, where
// it runs once the HTML has been parsed. Only Turbopack's runtime (turbopack-*.js, 11 KB) stays in <head>:
// it waits for the chunks to arrive and then starts the page (hydration), as before. The chunks of the
// page's client components, which React and Next also put in <head> as <script async>, are only preloaded
// (low priority): the browser asks for them as it hydrates, and gets them from the preload. Five edits per file:
//   1. getRequiredScripts no longer `preinit`s the root chunks other than the runtime,
//   2. and hangs them on the bootstrap script it returns (`silverLate`),
//   3. where every Fizz render's `bootstrapScripts: [bootstrapScript]` picks them up;
//   4. the Flight client's server side preloads a client component's chunks instead of `preinit`ing them;
//   5. a segment's own chunks become preload links instead of <script async> elements.
//
// Only the production runtimes (`app-page*.runtime.prod.js`) change: the dev server renders differently.
// A build without a turbopack-*.js among its root chunks (webpack) keeps them all in <head>. Each file is
// patched once (a marker line at its end); a file where any of the three is not found as expected means
// Next changed, and the install fails here. tests/e2e/late-scripts.spec.ts checks the HTML and that the
// page still hydrates.
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const MARKER = "\n// silver-shop: root chunks run after the HTML (scripts/patch-next-late-scripts.mjs)\n";
/** The Turbopack runtime among the root chunks (a regular expression literal, written into Next's code). */
const RUNTIME = String.raw`/\/turbopack-[^/?]*\.js(?:\?|$)/`;
/** `reactDom.preinit(list[i], {as:"script", ...})`, minified: getRequiredScripts' two loops (with and without SRI). */
const PREINIT = /([\w$]+)\.preinit\((([\w$]+)\[[\w$]+\]),(\{as:"script",[^{}]*\})\)/g;
/** What follows the second loop: the end of getRequiredScripts, `}}return[preinitScripts,bootstrapScript]}`. */
const RETURN = /^\}\}return\[([\w$]+),([\w$]+)\]\}/;
/** `d = ReactDOMSharedInternals.d, preinitScript = d.X; chunk = moduleLoading.prefix + ...`, minified. */
const FLIGHT_CHUNKS = /([\w$]+)=([\w$]+)\.d,([\w$]+)=\1\.X;([\w$]+=[\w$]+\.prefix\+)/g;
/** `createElement("script", {src, async: true, key: \`script-${i}\`, nonce})`, minified (two copies). */
const SEGMENT_SCRIPT = /\("script",\{src:(`[^`]*`|[\w$]+),async:!0,key:(`script-\$\{[\w$]+\}`),nonce:([\w$.]+)\}\)/g;
/** Every Fizz render's option. */
const BOOTSTRAP = /bootstrapScripts:\[([\w$]+)\]/g;

const require = createRequire(import.meta.url);
const nextDir = path.dirname(require.resolve("next/package.json"));
const runtimes = path.join(nextDir, "dist/compiled/next-server");
const files = readdirSync(runtimes)
  .filter((name) => /^app-page.*\.runtime\.prod\.js$/.test(name))
  .map((name) => path.join(runtimes, name));

function fail(file, what) {
  throw new Error(`patch-next-late-scripts: ${what} in ${path.relative(nextDir, file)}; check how Next emits its root chunks (see this script's header)`);
}

/** The root chunks after the runtime, as bootstrap scripts: [] unless the list holds a Turbopack runtime. */
function lateScripts(list, bootstrap) {
  return (
    `((silverList,silverBoot)=>{const silverSri="integrity"in silverBoot,silverOut=[];` +
    `if(!silverList.some((silverX)=>${RUNTIME}.test(silverX)))return silverOut;` +
    `for(let silverI=0;silverI<silverList.length;silverI+=silverSri?2:1)` +
    `if(!${RUNTIME}.test(silverList[silverI]))silverOut.push(silverSri?{src:silverList[silverI],integrity:silverList[silverI+1],crossOrigin:silverBoot.crossOrigin}:{src:silverList[silverI],crossOrigin:silverBoot.crossOrigin});` +
    `return silverOut})(${list},${bootstrap})`
  );
}

if (files.length === 0) throw new Error("patch-next-late-scripts: no app-page runtime in next/dist/compiled/next-server; check how Next emits its root chunks");
let patched = 0;
for (const file of files) {
  let source = readFileSync(file, "utf8");
  if (source.endsWith(MARKER)) continue;

  // 1 and 2: the two preinit loops, then the return right after the second.
  const calls = [...source.matchAll(PREINIT)];
  if (calls.length !== 2) fail(file, `expected getRequiredScripts' two preinit loops, found ${calls.length}`);
  const last = calls[1];
  const afterLast = last.index + last[0].length;
  const end = RETURN.exec(source.slice(afterLast));
  if (!end) fail(file, "expected getRequiredScripts' return right after its second preinit loop");
  const [, preinitScripts, bootstrap] = end;
  const list = last[3];
  if (calls[0][3] !== list) fail(file, "expected both preinit loops to read one list");
  source =
    source.slice(0, afterLast) +
    `}}return[${preinitScripts},(${bootstrap}.silverLate=${lateScripts(list, bootstrap)},${bootstrap})]}` +
    source.slice(afterLast + end[0].length);
  // A chunk React will bootstrap is not preinit here too (the runtime still is).
  source = source.replace(
    PREINIT,
    (_, dom, src, listName, options) =>
      `((silverSrc,silverOpts,silverList)=>silverList.some((silverX)=>${RUNTIME}.test(silverX))&&!${RUNTIME}.test(silverSrc)?void 0:${dom}.preinit(silverSrc,silverOpts))(${src},${options},${listName})`,
  );

  // 3: every render passes the late chunks after Next's own bootstrap script.
  // (React's own code in the file names the option too, as `options.bootstrapScripts` and a renderState
  // field; the renders' options are the array literals.)
  const all = source.match(/bootstrapScripts:\[/g)?.length ?? 0;
  const single = source.match(BOOTSTRAP)?.length ?? 0;
  if (single === 0 || single !== all) fail(file, `expected every bootstrapScripts:[...] option to be [bootstrapScript], found ${single} of ${all}`);
  source = source.replace(BOOTSTRAP, (_, script) => `bootstrapScripts:[${script}].concat(${script}&&${script}.silverLate||[])`);

  // 4: the chunks of the client components a page renders, which React's Flight client `preinit`s while
  // the server renders them (prepareDestinationWithChunks: `dispatcher.X(prefix + chunk, ...)`), are
  // preloaded at low priority instead: the browser's Flight client asks Turbopack's runtime for each one as
  // it hydrates, and the runtime adds the <script>, served from the preload. Turbopack's runtimes only.
  if (path.basename(file).includes("turbo")) {
    const flight = [...source.matchAll(FLIGHT_CHUNKS)];
    if (flight.length !== 1) fail(file, `expected the Flight client's chunk preinit once, found ${flight.length}`);
    source = source.replace(
      FLIGHT_CHUNKS,
      (_, dispatcher, internals, preinit, after) =>
        `${dispatcher}=${internals}.d,${preinit}=function(silverHref,silverOpts){${dispatcher}.L(silverHref,"script",Object.assign({},silverOpts,{fetchPriority:"low"}))};${after}`,
    );
  }

  // 5: a layout's or page's own chunks, which Next adds to its segment as <script async src> elements
  // (createComponentStylesAndScripts; React puts them in <head>), become low-priority preloads the same way.
  const segments = source.match(SEGMENT_SCRIPT)?.length ?? 0;
  if (segments !== 2) fail(file, `expected the two segment <script async> elements, found ${segments}`);
  source = source.replace(SEGMENT_SCRIPT, (_, href, key, nonce) => `("link",{rel:"preload",as:"script",fetchPriority:"low",href:${href},key:${key},nonce:${nonce}})`);

  writeFileSync(file, source + MARKER);
  patched++;
}
if (patched > 0) console.log(`patch-next-late-scripts: ${patched} of Next's ${files.length} production render files now run the root chunks after the HTML`);
