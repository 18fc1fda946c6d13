// `npx tsx bench/lantern-replay.ts <report.json> [<url regex>=<bytes> ...]`
//
// Runs Lighthouse's own Lantern simulation again on one saved run (a report written with
// `--save-assets`, or by `npm run bench:lighthouse -- --traces`, which keeps its trace and network log
// beside it) and prints the simulated FCP and LCP. With patches, the responses whose URL matches get
// the given transfer size first: what those bytes alone are worth on that very trace, with nothing
// else changed. On this noisy host two Lighthouse runs of the same page differ by hundreds of
// milliseconds, so a change that only removes bytes (a smaller font, a smaller chunk) is judged here,
// on the same runs, instead of by more runs. Example: the heading font's subset (scripts/subset-heading-font.ts):
//
//   npx tsx bench/lantern-replay.ts /tmp/lighthouse-x/product-run-1.json 'latin_500_normal=17256' 'latin_600_normal=17368'
import { readFileSync } from "node:fs";
import { LanternFirstContentfulPaint } from "lighthouse/core/computed/metrics/lantern-first-contentful-paint.js";
import { LanternLargestContentfulPaint } from "lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js";
import { LoadSimulator } from "lighthouse/core/computed/load-simulator.js";

interface DevtoolsMessage {
  method: string;
  params: { requestId?: string; request?: { url: string }; encodedDataLength?: number; response?: { encodedDataLength?: number } };
}

const [reportPath, ...patchArgs] = process.argv.slice(2);
if (!reportPath) {
  console.error("usage: npx tsx bench/lantern-replay.ts <report.json> [<url regex>=<bytes> ...]");
  process.exit(2);
}
const lhr = JSON.parse(readFileSync(reportPath, "utf8"));
const assets = reportPath.replace(/\.(report\.)?json$/, (m) => (m.startsWith(".report") ? ".report-0" : "-0"));
const trace = JSON.parse(readFileSync(`${assets}.trace.json`, "utf8"));
const devtoolsLog: DevtoolsMessage[] = JSON.parse(readFileSync(`${assets}.devtoolslog.json`, "utf8"));

const patches = patchArgs.map((arg) => {
  const at = arg.lastIndexOf("=");
  return { pattern: new RegExp(arg.slice(0, at)), bytes: Number(arg.slice(at + 1)) };
});
const urlOf = new Map<string, string>();
for (const message of devtoolsLog) {
  if (message.method === "Network.requestWillBeSent" && message.params.requestId && message.params.request) urlOf.set(message.params.requestId, message.params.request.url);
}
for (const message of devtoolsLog) {
  const url = message.params.requestId ? urlOf.get(message.params.requestId) : undefined;
  const patch = url && patches.find((p) => p.pattern.test(url));
  if (!patch) continue;
  // Lantern reads a request's size from loadingFinished; the chunk counts would otherwise add up.
  if (message.method === "Network.loadingFinished") message.params.encodedDataLength = patch.bytes;
  if (message.method === "Network.dataReceived") message.params.encodedDataLength = 0;
  if (message.method === "Network.responseReceived" && message.params.response) message.params.response.encodedDataLength = 0;
}

const settings = lhr.configSettings;
const context = { computedCache: new Map(), settings } as never;
const simulator = await LoadSimulator.request({ devtoolsLog, settings } as never, context);
const data = {
  trace,
  devtoolsLog,
  gatherContext: { gatherMode: "navigation" },
  settings,
  simulator,
  URL: { requestedUrl: lhr.requestedUrl, mainDocumentUrl: lhr.mainDocumentUrl, finalDisplayedUrl: lhr.finalDisplayedUrl },
  SourceMaps: [],
} as never;
const fcp = await LanternFirstContentfulPaint.request(data, context);
const lcp = await LanternLargestContentfulPaint.request(data, context);
const reported = (id: string) => Math.round(lhr.audits[id].numericValue);
console.log(
  `FCP ${Math.round(fcp.timing)} ms, LCP ${Math.round(lcp.timing)} ms` +
    (patches.length ? ` (as measured: FCP ${reported("first-contentful-paint")}, LCP ${reported("largest-contentful-paint")})` : ""),
);
