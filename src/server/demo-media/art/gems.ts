// Gemstones seen from the front: faceted cuts (round, oval, pear, heart, princess), pearls and
// cabochons, plus their settings (claw prongs, bezels). Facets alternate light and dark so a
// stone reads as cut glass rather than a flat disc.
import { type Finish, type Point, type Stone, n, paint, sparkle } from "./svg-kit";

export type Cut = "round" | "oval" | "pear" | "heart" | "princess";

function outline(cut: Cut, cx: number, cy: number, r: number, k = 8): Point[] {
  const pts: Point[] = [];
  const count = k * 2;
  for (let i = 0; i < count; i++) {
    const t = -Math.PI / 2 + (i / count) * Math.PI * 2;
    const c = Math.cos(t);
    const s = Math.sin(t);
    switch (cut) {
      case "round":
        pts.push({ x: cx + r * c, y: cy + r * s });
        break;
      case "oval":
        pts.push({ x: cx + r * 0.74 * c, y: cy + r * s });
        break;
      case "pear": {
        // A circle whose upper half is drawn out to a point.
        const up = s < 0 ? -s : 0;
        pts.push({ x: cx + r * 0.8 * c * (1 - 0.55 * up * up), y: cy + r * 0.35 + r * 0.8 * s * (1 + 0.85 * up) });
        break;
      }
      case "heart": {
        // The classic parametric heart, started from its top notch.
        const u = t + Math.PI / 2;
        const hx = 16 * Math.sin(u) ** 3;
        const hy = -(13 * Math.cos(u) - 5 * Math.cos(2 * u) - 2 * Math.cos(3 * u) - Math.cos(4 * u));
        pts.push({ x: cx + (r / 16) * hx, y: cy + (r / 16) * (hy + 2) });
        break;
      }
      case "princess": {
        const m = Math.max(Math.abs(c), Math.abs(s));
        pts.push({ x: cx + (r * 0.86 * c) / m, y: cy + (r * 0.86 * s) / m });
        break;
      }
    }
  }
  return pts;
}

/** The outline of a cut as a closed path (for metal frames around a stone shape). */
export function cutPath(cut: Cut, cx: number, cy: number, r: number): string {
  return poly(outline(cut, cx, cy, r, 16));
}

/** Points on a cut's outline (for halos of small stones). */
export function cutPoints(cut: Cut, cx: number, cy: number, r: number, count: number): Point[] {
  return outline(cut, cx, cy, r, count / 2);
}

function poly(points: Point[]): string {
  return points.map((p, i) => `${i ? "L" : "M"}${n(p.x)} ${n(p.y)}`).join("") + "Z";
}

function centroid(points: Point[]): Point {
  const x = points.reduce((a, p) => a + p.x, 0) / points.length;
  const y = points.reduce((a, p) => a + p.y, 0) / points.length;
  return { x, y };
}

// Brightness of each facet ring, 0 (dark) to 1 (bright), repeated around the stone. A real
// brilliant flashes dark and bright facets side by side; that contrast is what reads as "diamond".
const STAR_LIGHT = [0.95, 0.5, 0.85, 0.3];
const KITE_LIGHT = [0.2, 0.8, 0.45, 0.9, 0.15, 0.7, 0.55, 0.35];
const GIRDLE_LIGHT = [0.9, 0.3, 0.6, 0.1, 0.75, 0.4, 0.95, 0.2];
/** A few facets of a white stone show the spectral "fire" of cubic zirconia. */
const FIRE: Record<number, string> = { 2: "#ffb36b", 8: "#7fd3ff", 12: "#c58bff" };

function shade(points: Point[], light: number, strength: number): string {
  const white = light >= 0.5;
  const opacity = (white ? (light - 0.5) * 1.5 : (0.5 - light) * 1.1) * strength;
  return `<path d="${poly(points)}" fill="${white ? "#fff" : "#101a2b"}" fill-opacity="${Math.round(Math.min(0.92, opacity) * 100) / 100}"/>`;
}

function lerp(a: Point, b: Point, t: number): Point {
  return { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
}

/** A faceted stone. Small stones (r < 9) skip the facets: they would only add noise. */
export function gem(cut: Cut, cx: number, cy: number, r: number, stone: Stone, options: { glint?: boolean } = {}): string {
  if (stone === "pearl") return pearl(cx, cy, r);
  if (stone === "onyx") return cabochon(cx, cy, r, "onyx", cut);
  // The outline is sampled finely (smooth girdle); facet corners sit on every FINE-th point.
  const FINE = 4;
  const fine = outline(cut, cx, cy, r, 8 * FINE);
  const edge = fine.filter((_, i) => i % FINE === 0);
  const arc = (from: number, to: number) => Array.from({ length: FINE * (to - from) + 1 }, (_, i) => fine[(FINE * from + i) % fine.length]!);
  const c = centroid(edge);
  const white = stone === "white";
  const parts: string[] = [`<path d="${poly(fine)}" fill="${paint.stone(stone)}"/>`];
  if (r >= 9) {
    const k = edge.length / 2;
    const strength = white ? 1 : 0.75;
    const table: Point[] = [];
    const mains: Point[] = [];
    for (let j = 0; j < k; j++) {
      table.push(lerp(c, edge[2 * j]!, 0.5));
      mains.push(lerp(c, edge[2 * j + 1]!, 0.78));
    }
    for (let j = 0; j < k; j++) {
      const e0 = edge[2 * j]!;
      const m = mains[j]!;
      const mPrev = mains[(j - 1 + k) % k]!;
      // Upper girdle facets, kite (bezel) facets, then star facets around the table.
      parts.push(shade([m, ...arc(2 * j, 2 * j + 1)], GIRDLE_LIGHT[(2 * j) % 8]!, strength));
      parts.push(shade([m, ...arc(2 * j + 1, 2 * j + 2)], GIRDLE_LIGHT[(2 * j + 1) % 8]!, strength));
      const fire = white ? FIRE[2 * j] : undefined;
      if (fire) parts.push(`<path d="${poly([m, ...arc(2 * j, 2 * j + 1)])}" fill="${fire}" fill-opacity=".35"/>`);
      parts.push(shade([table[j]!, mPrev, e0, m], KITE_LIGHT[j % 8]!, strength));
      parts.push(shade([table[j]!, table[(j + 1) % k]!, m], STAR_LIGHT[j % 4]!, strength));
    }
    parts.push(`<path d="${poly(table)}" fill="#fff" fill-opacity="${white ? 0.35 : 0.18}"/>`);
    parts.push(`<path d="${poly(table.map((p) => lerp(c, p, 0.45)))}" fill="#0d1626" fill-opacity=".05"/>`);
    parts.push(
      `<path d="${poly(table)}" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="${n(Math.max(0.5, r * 0.018))}"/>`,
    );
  }
  parts.push(`<path d="${poly(fine)}" fill="none" stroke="#1c2533" stroke-opacity=".3" stroke-width="${n(Math.max(0.6, r * 0.03))}"/>`);
  if (options.glint ?? r >= 14) {
    const t = lerp(c, edge[edge.length - 2]!, 0.5);
    parts.push(sparkle(t.x, t.y, r * 0.42, white ? 0.95 : 0.8));
  }
  return parts.join("");
}

export function pearl(cx: number, cy: number, r: number): string {
  return (
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${paint.stone("pearl")}"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="url(#g-pearl-sheen)"/>` +
    `<ellipse cx="${n(cx - r * 0.32)}" cy="${n(cy - r * 0.36)}" rx="${n(r * 0.26)}" ry="${n(r * 0.16)}" transform="rotate(-30 ${n(cx - r * 0.32)} ${n(cy - r * 0.36)})" fill="url(#glow)"/>`
  );
}

/** A smooth domed stone (onyx, or a coloured cabochon). */
export function cabochon(cx: number, cy: number, r: number, stone: Stone, cut: Cut = "oval"): string {
  const edge = outline(cut, cx, cy, r, 32);
  return (
    `<path d="${poly(edge)}" fill="${paint.stone(stone)}"/>` +
    `<ellipse cx="${n(cx - r * 0.25)}" cy="${n(cy - r * 0.4)}" rx="${n(r * 0.35)}" ry="${n(r * 0.15)}" transform="rotate(-20 ${n(cx - r * 0.25)} ${n(cy - r * 0.4)})" fill="url(#glow)" fill-opacity=".8"/>`
  );
}

/** Round claw tips around a stone (drawn after it). */
export function prongs(cx: number, cy: number, r: number, finish: Finish, count = 4, rotateDeg = 45): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const a = ((rotateDeg + (360 / count) * i) * Math.PI) / 180;
    const x = cx + Math.cos(a) * r * 0.93;
    const y = cy + Math.sin(a) * r * 0.93;
    parts.push(`<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r * 0.15)}" ry="${n(r * 0.17)}" fill="${paint.ball(finish)}" stroke="#5b626d" stroke-opacity=".25" stroke-width=".8"/>`);
  }
  return parts.join("");
}

/** A metal rim around a stone (drawn before it; the stone covers the inner half). */
export function bezel(cut: Cut, cx: number, cy: number, r: number, finish: Finish, width = r * 0.32): string {
  const edge = outline(cut, cx, cy, r, 32);
  return `<path d="${poly(edge)}" fill="${paint.deep(finish)}" stroke="${paint.body(finish)}" stroke-width="${n(width)}" stroke-linejoin="round"/>`;
}

/** A stone with its setting: bezel or prongs. */
export function setStone(
  cut: Cut,
  cx: number,
  cy: number,
  r: number,
  stone: Stone,
  finish: Finish,
  setting: "prong" | "bezel" = "prong",
  options: { glint?: boolean } = {},
): string {
  if (setting === "bezel") return bezel(cut, cx, cy, r, finish) + gem(cut, cx, cy, r, stone, options);
  const count = cut === "princess" || cut === "round" ? 4 : 6;
  const rot = cut === "princess" ? 45 : cut === "round" ? 45 : 0;
  const under = `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 1.06)}" fill="${paint.deep(finish)}"/>`;
  return (cut === "round" ? under : "") + gem(cut, cx, cy, r, stone, options) + prongs(cx, cy, r, finish, count, rot);
}

/** A small metal bead (granulation, ball chains, jhumka fringes). */
export function bead(cx: number, cy: number, r: number, finish: Finish): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${paint.ball(finish)}"/>`;
}
