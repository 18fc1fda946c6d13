/**
 * Draws the home page's demo banner clip (public/media/home/): a calm 6-second silver loop of two
 * linked rings and a fine chain, with light gliding over them, a few sparkles and soft bokeh.
 *
 *   npx tsx scripts/media/banner-video.ts        (needs ffmpeg with libvpx-vp9 and libx264)
 *
 * It was run once and its output is committed, so nothing is drawn or downloaded at install,
 * build or run time. The owner replaces the clip by overwriting the files (README, "Pictures").
 * Every motion is periodic in the clip's length, so the last frame flows into the first.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";

const W = 640;
const H = 360;
const FPS = 24;
const SECONDS = 6;
const FRAMES = FPS * SECONDS;
const OUT_DIR = path.join(process.cwd(), "public", "media", "home");

const TAU = Math.PI * 2;
const round = (n: number) => Math.round(n * 100) / 100;

/** One ring: a dark rim, a metallic body whose shine turns with `angle`, a thin inner highlight. */
function ring(id: string, cx: number, cy: number, r: number, angle: number): { defs: string; body: string } {
  const defs = `
    <linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${cx - r}" y1="${cy}" x2="${cx + r}" y2="${cy}"
      gradientTransform="rotate(${round(angle)} ${cx} ${cy})">
      <stop offset="0" stop-color="#7d848c"/>
      <stop offset="0.22" stop-color="#eef0f2"/>
      <stop offset="0.38" stop-color="#a3aab2"/>
      <stop offset="0.55" stop-color="#ffffff"/>
      <stop offset="0.75" stop-color="#8e959d"/>
      <stop offset="1" stop-color="#d7dbe0"/>
    </linearGradient>`;
  const body = `
    <circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#5e656d" stroke-opacity="0.55" stroke-width="17"/>
    <circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="url(#${id})" stroke-width="14"/>
    <circle cx="${cx}" cy="${cy}" r="${r - 3.5}" fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="1.6"/>`;
  return { defs, body };
}

/** A four-pointed sparkle whose brightness peaks once per loop at `phase`. */
function sparkle(x: number, y: number, size: number, t: number, phase: number): string {
  const glow = Math.max(0, Math.sin(TAU * (t + phase))) ** 6;
  if (glow < 0.02) return "";
  const s = size * (0.6 + 0.4 * glow);
  const w = s * 0.16;
  return `<path d="M${x} ${round(y - s)} L${round(x + w)} ${round(y - w)} L${round(x + s)} ${y} L${round(x + w)} ${round(y + w)} L${x} ${round(y + s)} L${round(x - w)} ${round(y + w)} L${round(x - s)} ${y} L${round(x - w)} ${round(y - w)} Z" fill="#ffffff" opacity="${round(glow)}"/>`;
}

/** A fine chain hanging along a gentle curve that sways a few pixels. */
function chain(t: number): string {
  const sway = Math.sin(TAU * t) * 5;
  const p0 = { x: 300, y: -10 };
  const p1 = { x: 360 + sway, y: 250 + sway * 0.6 };
  const p2 = { x: 660, y: 300 };
  const links: string[] = [];
  const count = 34;
  for (let i = 0; i <= count; i += 1) {
    const u = i / count;
    const x = (1 - u) ** 2 * p0.x + 2 * (1 - u) * u * p1.x + u ** 2 * p2.x;
    const y = (1 - u) ** 2 * p0.y + 2 * (1 - u) * u * p1.y + u ** 2 * p2.y;
    const dx = 2 * (1 - u) * (p1.x - p0.x) + 2 * u * (p2.x - p1.x);
    const dy = 2 * (1 - u) * (p1.y - p0.y) + 2 * u * (p2.y - p1.y);
    const deg = (Math.atan2(dy, dx) * 180) / Math.PI;
    // Links alternate: one seen flat (an oval), the next edge-on (a short bar).
    const ry = i % 2 === 0 ? 3.6 : 1.3;
    links.push(
      `<ellipse cx="${round(x)}" cy="${round(y)}" rx="7" ry="${ry}" transform="rotate(${round(deg)} ${round(x)} ${round(y)})" fill="none" stroke="url(#chain)" stroke-width="1.8"/>`,
    );
  }
  return links.join("");
}

function frame(index: number): string {
  const t = index / FRAMES; // 0..1, one loop
  const a = ring("ringA", 430, 178, 66, 360 * t);
  const b = ring("ringB", 512, 196, 58, -360 * t + 120);
  // Ring A passes in front of ring B on its lower right: redraw that arc of A on top of B.
  const front = `<path d="M ${430 + 66 * Math.cos(0.05)} ${178 + 66 * Math.sin(0.05)} A 66 66 0 0 1 ${round(430 + 66 * Math.cos(0.75))} ${round(178 + 66 * Math.sin(0.75))}" fill="none" stroke="url(#ringA)" stroke-width="14"/>`;
  const glowX = 470 + Math.cos(TAU * t) * 40;
  const glowY = 170 + Math.sin(TAU * t) * 20;
  // The light band crosses once per loop and is off screen at both ends.
  const sweepX = -260 + (W + 520) * t;
  const bokeh = [
    [120, 80, 26, 0],
    [210, 290, 18, 0.2],
    [560, 70, 22, 0.45],
    [600, 300, 30, 0.7],
    [330, 140, 14, 0.85],
  ]
    .map(([x, y, r, p]) => {
      const bx = round(x! + Math.cos(TAU * (t + p!)) * 8);
      const by = round(y! + Math.sin(TAU * (t + p!)) * 6);
      const o = round(0.16 + 0.1 * Math.sin(TAU * (t + p!)));
      return `<circle cx="${bx}" cy="${by}" r="${r}" fill="#ffffff" opacity="${o}" filter="url(#soft)"/>`;
    })
    .join("");
  const sparkles = [
    sparkle(474, 128, 11, t, 0.05),
    sparkle(548, 246, 9, t, 0.3),
    sparkle(380, 222, 8, t, 0.55),
    sparkle(560, 150, 10, t, 0.8),
    sparkle(250, 96, 7, t, 0.68),
  ].join("");

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#f5f6f8"/>
      <stop offset="0.55" stop-color="#e3e6ea"/>
      <stop offset="1" stop-color="#cfd4da"/>
    </linearGradient>
    <radialGradient id="glow" gradientUnits="userSpaceOnUse" cx="${round(glowX)}" cy="${round(glowY)}" r="230">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.75"/>
      <stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="sweep" gradientUnits="userSpaceOnUse" x1="${round(sweepX - 130)}" y1="0" x2="${round(sweepX + 130)}" y2="0"
      gradientTransform="rotate(-18 ${round(sweepX)} 180)">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0"/>
      <stop offset="0.5" stop-color="#ffffff" stop-opacity="0.5"/>
      <stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
    </linearGradient>
    <linearGradient id="chain" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#8a9199"/>
      <stop offset="0.5" stop-color="#f4f5f7"/>
      <stop offset="1" stop-color="#7b828a"/>
    </linearGradient>
    <filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="6"/></filter>
    <filter id="shadow" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="7"/></filter>
    ${a.defs}${b.defs}
  </defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  <rect width="${W}" height="${H}" fill="url(#glow)"/>
  ${bokeh}
  <g opacity="0.85">${chain(t)}</g>
  <ellipse cx="475" cy="282" rx="120" ry="12" fill="#6b727a" opacity="0.18" filter="url(#shadow)"/>
  ${a.body}${b.body}${front}
  <rect width="${W}" height="${H}" fill="url(#sweep)"/>
  ${sparkles}
</svg>`;
}

function ffmpeg(args: string[]) {
  execFileSync("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", ...args], { stdio: "inherit" });
}

async function main() {
  const work = mkdtempSync(path.join(tmpdir(), "banner-video-"));
  try {
    for (let i = 0; i < FRAMES; i += 1) {
      const name = path.join(work, `f${String(i).padStart(3, "0")}.png`);
      await sharp(Buffer.from(frame(i))).png().toFile(name);
    }
    const input = ["-framerate", String(FPS), "-i", path.join(work, "f%03d.png")];
    const webm = path.join(OUT_DIR, "banner.webm");
    const mp4 = path.join(OUT_DIR, "banner.mp4");
    const poster = path.join(OUT_DIR, "banner-poster.webp");
    // VP9 for most browsers, H.264 for the rest (older Safari); both silent, both well under 300 KB.
    const vp9 = ["-c:v", "libvpx-vp9", "-b:v", "0", "-crf", "31", "-pix_fmt", "yuv420p", "-row-mt", "1", "-an"];
    ffmpeg([...input, ...vp9, "-pass", "1", "-passlogfile", path.join(work, "vp9"), "-f", "null", "/dev/null"]);
    ffmpeg([...input, ...vp9, "-pass", "2", "-passlogfile", path.join(work, "vp9"), webm]);
    ffmpeg([
      ...input,
      ...["-c:v", "libx264", "-preset", "veryslow", "-crf", "22", "-pix_fmt", "yuv420p", "-profile:v", "main"],
      ...["-movflags", "+faststart", "-an", mp4],
    ]);
    // The poster is the first frame, so the switch from poster to video is seamless.
    await sharp(path.join(work, "f000.png")).webp({ quality: 72 }).toFile(poster);
    for (const file of [webm, mp4, poster]) console.log(`${path.relative(process.cwd(), file)}: ${Math.round(statSync(file).size / 1024)} KB`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

void main();
