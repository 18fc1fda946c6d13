// `npx tsx bench/first-paint-cpu.ts <origin> [<path> ...] [--runs=7]`   (a server must be running)
//
// How much of a page's first paint is its own main-thread work, and how much is the host. For each
// path, and for a bare page served at the same origin (a heading and a line of text: what any page
// costs), it loads the page in a fresh headless Chromium at a phone's size, with no throttling, and
// reads the trace up to the first contentful paint: its time, the renderer's main-thread tasks before
// it in wall time and in CPU time (the trace's thread clock), and the Layout part of them. Loads are
// interleaved (path 1, path 2, ..., bare, then again) so all share the same minutes, and each figure is
// the median of the runs. When wall time is several times CPU time on the bare page too, the renderer
// spent the difference waiting for a core, not working: that is the host, and it stretches every page's
// observed paint (which Lighthouse's simulation then reads; bench/LIGHTHOUSE.md).
//
//   npx tsx bench/first-paint-cpu.ts http://127.0.0.1:3100 / /shop/product --runs=9
import { chromium, type Browser } from "playwright";

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { data?: { isLoadingMainFrame?: boolean; documentLoaderURL?: string } };
}

const args = process.argv.slice(2);
const runs = Number(args.find((a) => a.startsWith("--runs="))?.slice("--runs=".length) ?? 7);
const [origin, ...paths] = args.filter((a) => !a.startsWith("--"));
if (!origin) {
  console.error("usage: npx tsx bench/first-paint-cpu.ts <origin> [<path> ...] [--runs=7]");
  process.exit(2);
}
const BARE_PATH = "/__bare-page";
const BARE_HTML = `<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width"><title>Bare</title></head><body><h1>A heading</h1><p>A line of text, ₹1,999.</p></body></html>`;
const targets = [...(paths.length ? paths : ["/"]), BARE_PATH];

const CATEGORIES = "devtools.timeline,loading,blink.user_timing,disabled-by-default-devtools.timeline";
type Sample = { fcp: number; taskWall: number; taskCpu: number; layoutWall: number; layoutCpu: number };

async function measure(browser: Browser, path: string): Promise<Sample> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
  try {
    const page = await context.newPage();
    if (path === BARE_PATH) await page.route(`${origin}${BARE_PATH}`, (route) => route.fulfill({ contentType: "text/html; charset=utf-8", body: BARE_HTML }));
    const cdp = await context.newCDPSession(page);
    const events: TraceEvent[] = [];
    cdp.on("Tracing.dataCollected", (message) => events.push(...(message.value as unknown as TraceEvent[])));
    const complete = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
    await cdp.send("Tracing.start", { categories: CATEGORIES, transferMode: "ReportEvents" });
    await page.goto(`${origin}${path}`, { waitUntil: "load" });
    await page.waitForTimeout(300);
    await cdp.send("Tracing.end");
    await complete;
    const start = events.find((e) => e.name === "navigationStart" && e.args?.data?.isLoadingMainFrame && e.args.data.documentLoaderURL?.startsWith("http"));
    const paint = events.find((e) => e.name === "firstContentfulPaint");
    if (!start || !paint) throw new Error(`${path}: no navigation or first paint in the trace`);
    const before = events.filter((e) => e.pid === start.pid && e.tid === start.tid && e.ph === "X" && e.ts > start.ts && e.ts < paint.ts);
    const total = (list: TraceEvent[], key: "dur" | "tdur") => list.reduce((sum, e) => sum + (e[key] ?? 0), 0) / 1000;
    const tasks = before.filter((e) => e.name === "RunTask");
    const layouts = before.filter((e) => e.name === "Layout");
    return {
      fcp: (paint.ts - start.ts) / 1000,
      taskWall: total(tasks, "dur"),
      taskCpu: total(tasks, "tdur"),
      layoutWall: total(layouts, "dur"),
      layoutCpu: total(layouts, "tdur"),
    };
  } finally {
    await context.close();
  }
}

const samples = new Map<string, Sample[]>(targets.map((t) => [t, []]));
for (let run = 0; run < runs; run++) {
  for (const path of targets) {
    // A fresh browser per load: nothing (fonts, compiled code, the HTTP cache) carried over.
    const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || "/usr/bin/chromium", args: ["--no-sandbox"] });
    try {
      samples.get(path)!.push(await measure(browser, path));
    } finally {
      await browser.close();
    }
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
console.log(`median of ${runs} loads, ms, before the first contentful paint (main thread: wall / CPU)`);
for (const [path, list] of samples) {
  const m = (key: keyof Sample) => Math.round(median(list.map((s) => s[key])));
  const label = path === BARE_PATH ? "bare page" : path;
  console.log(`${label.padEnd(28)} FCP ${m("fcp")}  tasks ${m("taskWall")} / ${m("taskCpu")}  layout ${m("layoutWall")} / ${m("layoutCpu")}`);
}
