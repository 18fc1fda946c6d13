// `npx tsx bench/first-paint-cpu.ts <origin> [<path or URL> ...] [--runs=7] [--warm] [--cpu=4]`
// (the servers must be running)
//
// How much of a page's first paint is its own main-thread work, and how much is the host. For each
// page, and for a bare page served at the first origin (a heading and a line of text: what any page
// costs), it loads the page in a fresh headless Chromium at a phone's size and reads the trace up to
// the first contentful paint: its time, the renderer's main-thread tasks before it in wall time and in
// CPU time (the trace's thread clock), the Layout part of them, and how long the page's own scripts
// (/_next/static) were evaluated before it. Loads are interleaved (page 1, page 2, ..., bare, then
// again) so all share the same minutes, and each figure is the median of the runs. When wall time is
// several times CPU time on the bare page too, the renderer spent the difference waiting for a core,
// not working: that is the host, and it stretches every page's observed paint (which Lighthouse's
// simulation then reads; bench/LIGHTHOUSE.md).
//
// --warm: a returning visitor. A first load fills the HTTP cache, then the measured load takes the
// scripts from it, as a shopper's phone does on a second visit from a search engine. --cpu=N: Chromium's
// CPU throttling for the measured load (Lighthouse's mobile preset simulates 4).
//
//   npx tsx bench/first-paint-cpu.ts http://127.0.0.1:3100 / /shop/product --runs=9
//   npx tsx bench/first-paint-cpu.ts http://127.0.0.1:3100 /prod-detail/{id} http://127.0.0.1:3301/ --warm --cpu=4
import { chromium, type Browser } from "playwright";

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { data?: { isLoadingMainFrame?: boolean; documentLoaderURL?: string; url?: string } };
}

const args = process.argv.slice(2);
const option = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const runs = Number(option("runs") ?? 7);
const cpuRate = Number(option("cpu") ?? 1);
const warm = args.includes("--warm");
const [origin, ...paths] = args.filter((a) => !a.startsWith("--"));
if (!origin) {
  console.error("usage: npx tsx bench/first-paint-cpu.ts <origin> [<path or URL> ...] [--runs=7] [--warm] [--cpu=4]");
  process.exit(2);
}
const BARE_PATH = "/__bare-page";
const BARE_HTML = `<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width"><title>Bare</title></head><body><h1>A heading</h1><p>A line of text, ₹1,999.</p></body></html>`;
const targets = [...(paths.length ? paths : ["/"]), BARE_PATH];

const CATEGORIES = "devtools.timeline,loading,blink.user_timing,disabled-by-default-devtools.timeline";
type Sample = { fcp: number; taskWall: number; taskCpu: number; layoutWall: number; layoutCpu: number; scripts: number };
const addressOf = (target: string) => (target.startsWith("http") ? target : `${origin}${target}`);

async function measure(browser: Browser, target: string): Promise<Sample> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
  try {
    const page = await context.newPage();
    const address = addressOf(target);
    if (target === BARE_PATH) await page.route(address, (route) => route.fulfill({ contentType: "text/html; charset=utf-8", body: BARE_HTML }));
    if (warm) {
      await page.goto(address, { waitUntil: "load" });
      await page.goto("about:blank");
    }
    const cdp = await context.newCDPSession(page);
    if (cpuRate > 1) await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuRate });
    const events: TraceEvent[] = [];
    cdp.on("Tracing.dataCollected", (message) => events.push(...(message.value as unknown as TraceEvent[])));
    const complete = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
    await cdp.send("Tracing.start", { categories: CATEGORIES, transferMode: "ReportEvents" });
    await page.goto(address, { waitUntil: "load" });
    await page.waitForTimeout(300);
    await cdp.send("Tracing.end");
    await complete;
    const start = events.find((e) => e.name === "navigationStart" && e.args?.data?.isLoadingMainFrame && e.args.data.documentLoaderURL?.startsWith("http"));
    const paint = events.find((e) => e.name === "firstContentfulPaint");
    if (!start || !paint) throw new Error(`${target}: no navigation or first paint in the trace`);
    const before = events.filter((e) => e.pid === start.pid && e.tid === start.tid && e.ph === "X" && e.ts > start.ts && e.ts < paint.ts);
    const total = (list: TraceEvent[], key: "dur" | "tdur") => list.reduce((sum, e) => sum + (e[key] ?? 0), 0) / 1000;
    const tasks = before.filter((e) => e.name === "RunTask");
    const layouts = before.filter((e) => e.name === "Layout");
    const scripts = before.filter((e) => e.name === "EvaluateScript" && e.args?.data?.url?.includes("/_next/static/"));
    return {
      fcp: (paint.ts - start.ts) / 1000,
      taskWall: total(tasks, "dur"),
      taskCpu: total(tasks, "tdur"),
      layoutWall: total(layouts, "dur"),
      layoutCpu: total(layouts, "tdur"),
      scripts: total(scripts, "dur"),
    };
  } finally {
    await context.close();
  }
}

const samples = new Map<string, Sample[]>(targets.map((t) => [t, []]));
for (let run = 0; run < runs; run++) {
  for (const target of targets) {
    // A fresh browser per load: nothing (fonts, compiled code, the HTTP cache) carried over.
    const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || "/usr/bin/chromium", args: ["--no-sandbox"] });
    try {
      samples.get(target)!.push(await measure(browser, target));
    } finally {
      await browser.close();
    }
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const how = `${warm ? "returning visitor (scripts from the HTTP cache)" : "first visit"}, CPU ${cpuRate > 1 ? `throttled ${cpuRate}×` : "not throttled"}`;
console.log(`median of ${runs} loads, ${how}; ms before the first contentful paint (main thread: wall / CPU)`);
for (const [target, list] of samples) {
  const m = (key: keyof Sample) => Math.round(median(list.map((s) => s[key])));
  const label = target === BARE_PATH ? "bare page" : target;
  console.log(`${label.padEnd(28)} FCP ${m("fcp")}  tasks ${m("taskWall")} / ${m("taskCpu")}  layout ${m("layoutWall")} / ${m("layoutCpu")}  scripts evaluated ${m("scripts")}`);
}
