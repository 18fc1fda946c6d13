import { chromium } from "playwright";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium" });
for (const url of process.argv.slice(2)) {
  const ctx = await b.newContext({ viewport: { width: 412, height: 823 } }); const p = await ctx.newPage();
  await p.addInitScript(() => {
    window.__intl = [];
    for (const k of ["NumberFormat", "DateTimeFormat", "Collator", "PluralRules", "RelativeTimeFormat", "ListFormat", "Segmenter"]) {
      const O = Intl[k]; if (!O) continue;
      Intl[k] = function (...a) { window.__intl.push(k + " " + JSON.stringify(a).slice(0, 80) + " @ " + (new Error().stack.split("\n")[2] || "").trim().slice(0, 120)); return new O(...a); };
      Intl[k].prototype = O.prototype; Intl[k].supportedLocalesOf = O.supportedLocalesOf;
    }
    const tl = Number.prototype.toLocaleString; Number.prototype.toLocaleString = function (...a) { window.__intl.push("toLocaleString @ " + (new Error().stack.split("\n")[2] || "").trim().slice(0, 120)); return tl.apply(this, a); };
    const dl = Date.prototype.toLocaleDateString; Date.prototype.toLocaleDateString = function (...a) { window.__intl.push("toLocaleDateString"); return dl.apply(this, a); };
  });
  await p.goto(url, { waitUntil: "load" }); await p.waitForTimeout(2500);
  const r = await p.evaluate(() => window.__intl);
  console.log(url, r.length); for (const x of r.slice(0, 6)) console.log("   ", x);
  await ctx.close();
}
await b.close();
