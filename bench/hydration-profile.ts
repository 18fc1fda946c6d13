// `npx tsx bench/hydration-profile.ts <URL> [--runs=3] [--cpu=4] [--top=25]` (the server must be running)
//
// Where a page's main-thread time goes after its first paint, at a phone's pace: what Lighthouse's
// TBT counts. For each load (a fresh headless Chromium at a phone's size, CPU throttled N×) it records
// a trace with V8's sampling profiler and prints:
//   - the long tasks (over 50 ms) from navigation to 2 s after load, each with its blocking part
//     (the part over 50 ms, what TBT sums) and what it ran (script evaluation, a React task, parsing);
//   - the functions that took the most self time inside those long tasks (name and file), summed over
//     the loads, and the same grouped by file.
// Build the shop with `next build --no-mangling` (and `--profile` for React's own names) to read the
// names; a normal build shows the minified ones.
import { chromium } from "playwright";

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  parent?: number;
}
interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  id?: string;
  args?: {
    data?: {
      isLoadingMainFrame?: boolean;
      documentLoaderURL?: string;
      url?: string;
      functionName?: string;
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
  };
}

const args = process.argv.slice(2);
const option = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const runs = Number(option("runs") ?? 3);
const cpuRate = Number(option("cpu") ?? 4);
const top = Number(option("top") ?? 25);
const [address] = args.filter((a) => !a.startsWith("--"));
if (!address) {
  console.error("usage: npx tsx bench/hydration-profile.ts <URL> [--runs=3] [--cpu=4] [--top=25]");
  process.exit(2);
}

const CATEGORIES = [
  "devtools.timeline",
  "loading",
  "blink.user_timing",
  "v8.execute",
  "disabled-by-default-devtools.timeline",
  "disabled-by-default-v8.cpu_profiler",
].join(",");

const selfByFunction = new Map<string, number>();
const selfByFile = new Map<string, number>();
const add = (map: Map<string, number>, key: string, ms: number) => map.set(key, (map.get(key) ?? 0) + ms);
const shortUrl = (url: string | undefined) => (url ?? "").replace(/^https?:\/\/[^/]+/, "").replace(/\?.*$/, "") || "(native)";
const blockingTotals: number[] = [];

for (let run = 0; run < runs; run++) {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || "/usr/bin/chromium", args: ["--no-sandbox"] });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuRate });
    const events: TraceEvent[] = [];
    cdp.on("Tracing.dataCollected", (message) => events.push(...(message.value as unknown as TraceEvent[])));
    const complete = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
    await cdp.send("Tracing.start", { categories: CATEGORIES, transferMode: "ReportEvents" });
    await page.goto(address, { waitUntil: "load" });
    await page.waitForTimeout(2000);
    await cdp.send("Tracing.end");
    await complete;

    const start = events.find((e) => e.name === "navigationStart" && e.args?.data?.isLoadingMainFrame && e.args.data.documentLoaderURL?.startsWith("http"));
    if (!start) throw new Error("no navigation in the trace");
    const onMain = (e: TraceEvent) => e.pid === start.pid && e.tid === start.tid;
    const long = events.filter((e) => onMain(e) && e.ph === "X" && e.name === "RunTask" && e.ts > start.ts && (e.dur ?? 0) > 50_000);
    const ms = (us: number) => Math.round(us / 1000);
    let blocking = 0;
    console.log(`\nload ${run + 1}: ${long.length} long tasks`);
    for (const task of long) {
      const end = task.ts + task.dur!;
      blocking += task.dur! - 50_000;
      const inside = events.filter((e) => onMain(e) && e.ph === "X" && e.ts >= task.ts && e.ts < end && e !== task);
      const what = inside
        .filter((e) => (e.dur ?? 0) > 5_000)
        .slice(0, 10)
        .map((e) => `${e.name}${e.args?.data?.url ? ` ${shortUrl(e.args.data.url)}` : ""}${e.args?.data?.functionName ? ` ${e.args.data.functionName}` : ""} ${ms(e.dur!)}`);
      console.log(`  at ${ms(task.ts - start.ts)} ms: ${ms(task.dur!)} ms (blocking ${ms(task.dur! - 50_000)}): ${what.join("; ")}`);
    }
    blockingTotals.push(blocking / 1000);

    // V8's samples: a Profile event starts a profile (its id, start time); each ProfileChunk of that
    // id carries new nodes and samples with their time deltas (µs, the trace's clock).
    const profiles = new Map<string, { nodes: Map<number, ProfileNode>; t: number }>();
    for (const chunk of events.filter((e) => (e.name === "ProfileChunk" || e.name === "Profile") && e.pid === start.pid)) {
      const key = chunk.id ?? "";
      const data = chunk.args?.data;
      if (chunk.name === "Profile") {
        profiles.set(key, { nodes: new Map(), t: (data as { startTime?: number } | undefined)?.startTime ?? chunk.ts });
        continue;
      }
      const profile = profiles.get(key);
      if (!profile) continue;
      for (const node of data?.cpuProfile?.nodes ?? []) profile.nodes.set(node.id, node);
      const samples = data?.cpuProfile?.samples ?? [];
      const deltas = data?.timeDeltas ?? [];
      samples.forEach((id, i) => {
        profile.t += deltas[i] ?? 0;
        const next = deltas[i + 1] ?? 0;
        const at = profile.t;
        if (!long.some((task) => at >= task.ts && at < task.ts + task.dur!)) return;
        const frame = profile.nodes.get(id)?.callFrame;
        if (!frame) return;
        add(selfByFunction, `${frame.functionName || "(anonymous)"}  ${shortUrl(frame.url)}:${frame.lineNumber}`, next / 1000);
        add(selfByFile, shortUrl(frame.url), next / 1000);
      });
    }
  } finally {
    await browser.close();
  }
}

const sorted = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]).slice(0, top);
console.log(`\nblocking time (TBT-like, ms) per load at ${cpuRate}× CPU: ${blockingTotals.map(Math.round).join(", ")}`);
console.log(`\nself time in long tasks, summed over ${runs} loads (ms):`);
for (const [key, value] of sorted(selfByFunction)) console.log(`  ${value.toFixed(0).padStart(6)}  ${key}`);
console.log(`\nby file:`);
for (const [key, value] of sorted(selfByFile)) console.log(`  ${value.toFixed(0).padStart(6)}  ${key}`);
