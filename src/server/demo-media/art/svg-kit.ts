// Building blocks shared by every demo picture: metal and gemstone gradients, blur filters,
// numbers formatted short, and a seeded random source so a picture never changes between renders.
//
// Every document includes the same <defs> (all metals, all stones), so drawing code refers to
// paint by name — url(#silver-b), url(#g-blue) — and compositions (hero, blog) can mix metals.

export type Metal = "silver" | "rose-gold" | "gold";
/** "oxidised" is darkened silver, used for jhumkas and some men's rings. */
export type Finish = Metal | "oxidised";
export type Stone = "white" | "blue" | "green" | "red" | "pink" | "purple" | "onyx" | "pearl";

export interface Point {
  x: number;
  y: number;
}

/** A drawn jewellery piece in an 800×800 space, without background. */
export interface Piece {
  body: string;
  /** Where the soft contact shadow goes (centre and radii); none for pieces that cast their own. */
  shadow?: { cx: number; cy: number; rx: number; ry: number };
  /** Shadows the piece casts on the backdrop, drawn before it (hanging chains, pendants). */
  cast?: string;
  /** Where a close-up zooms in (default: the canvas centre). */
  focus?: Point;
}

/** Short numbers keep the SVG small: 123.456 -> "123.5". */
export function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/** Deterministic PRNG (mulberry32): same seed, same picture. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** arr[i] with wrap-around, for variant-driven choices. */
export function pick<T>(items: readonly T[], index: number): T {
  const item = items[((index % items.length) + items.length) % items.length];
  if (item === undefined) throw new Error("pick from an empty list");
  return item;
}

// Polished metal reads as alternating bright and dark bands (reflections of a studio softbox),
// not as a flat grey: hence several stops that swing between light and dark.
const METAL_STOPS: Record<Finish, { body: string[]; deep: string[]; ball: string[] }> = {
  silver: {
    body: ["#f8f9fb", "#dfe3e9", "#8d95a1", "#c9ced6", "#f8f9fb", "#a3aab5", "#6f7784"],
    deep: ["#5d6571", "#a9b0ba", "#eef0f3", "#7c8490", "#4b525d"],
    ball: ["#ffffff", "#e3e7ec", "#a0a8b3", "#6a727e"],
  },
  "rose-gold": {
    body: ["#fdf0eb", "#f0c9bc", "#b77a6a", "#e3ad9c", "#fbe7df", "#c48978", "#8e5548"],
    deep: ["#7b463b", "#c58f7f", "#f6d9cf", "#a86d5e", "#6a3b31"],
    ball: ["#fff4ef", "#edc2b3", "#bd8372", "#86503f"],
  },
  gold: {
    body: ["#fff8e0", "#f3dc98", "#b8913a", "#e6c66e", "#fff3c9", "#c9a24d", "#8a6a22"],
    deep: ["#7a5c1c", "#c9a24d", "#fbeab2", "#a88430", "#654b15"],
    ball: ["#fffbe9", "#f1d98d", "#c29a42", "#84641f"],
  },
  oxidised: {
    body: ["#e6e8eb", "#9aa0a9", "#3f444c", "#7d848e", "#d5d9de", "#5a6069", "#2b2f35"],
    deep: ["#22262b", "#5b616a", "#b8bdc4", "#3d424a", "#1c1f23"],
    ball: ["#f1f3f5", "#a4aab2", "#4c525b", "#23272c"],
  },
};

const STONES: Record<Stone, string[]> = {
  // Cubic zirconia: icy white with a cool blue-grey rim, so it reads as transparent and bright.
  white: ["#ffffff", "#f4f8fd", "#d3deeb", "#a4b4c8", "#7f90a7"],
  blue: ["#dbe7ff", "#6f97f0", "#2a55c4", "#17348a", "#0b1f5c"],
  green: ["#d9f8e8", "#47c996", "#17905f", "#0b5e3d", "#053a25"],
  red: ["#ffdbe1", "#ec5a72", "#b81d3c", "#7e0c24", "#4d0514"],
  pink: ["#fff0f6", "#f7a9c9", "#e0679a", "#ad3a6c", "#7a2049"],
  purple: ["#f1e6ff", "#b688ec", "#7a3fc0", "#50218a", "#2f0f57"],
  onyx: ["#8b9099", "#3a3e45", "#1b1d21", "#0d0e10", "#000000"],
  pearl: ["#ffffff", "#fbf7f2", "#efe6dc", "#ddd0c2", "#c3b3a3"],
};

function stops(colors: string[]): string {
  const last = colors.length - 1;
  return colors.map((c, i) => `<stop offset="${n(i / last)}" stop-color="${c}"/>`).join("");
}

function metalDefs(finish: Finish): string {
  const s = METAL_STOPS[finish];
  return (
    `<linearGradient id="${finish}-b" x1="0" y1="0" x2="1" y2="1">${stops(s.body)}</linearGradient>` +
    `<linearGradient id="${finish}-v" x1="0" y1="0" x2="0.25" y2="1">${stops(s.body)}</linearGradient>` +
    `<linearGradient id="${finish}-d" x1="0" y1="0" x2="1" y2="1">${stops(s.deep)}</linearGradient>` +
    `<radialGradient id="${finish}-r" cx=".5" cy=".5" r=".6" fx=".32" fy=".28">${stops(s.ball)}</radialGradient>`
  );
}

function stoneDefs(stone: Stone): string {
  const c = STONES[stone];
  const sheen =
    stone === "pearl"
      ? `<radialGradient id="g-pearl-sheen" cx=".5" cy=".5" r=".5" fx=".7" fy=".75"><stop offset="0" stop-color="#f6d9e4" stop-opacity="0"/><stop offset=".8" stop-color="#f2d3df" stop-opacity=".35"/><stop offset="1" stop-color="#d7c3e6" stop-opacity=".5"/></radialGradient>`
      : "";
  return `<radialGradient id="g-${stone}" cx=".5" cy=".5" r=".55" fx=".38" fy=".32">${stops(c)}</radialGradient>${sheen}`;
}

/** The shared <defs>: every metal, every stone, blur filters and the highlight gradient. */
export function commonDefs(): string {
  const metals = (Object.keys(METAL_STOPS) as Finish[]).map(metalDefs).join("");
  const stones = (Object.keys(STONES) as Stone[]).map(stoneDefs).join("");
  return (
    metals +
    stones +
    `<filter id="f-shadow" x="-60%" y="-200%" width="220%" height="500%"><feGaussianBlur stdDeviation="14"/></filter>` +
    `<filter id="f-soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="2.2"/></filter>` +
    // A shadow cast by any drawing: its silhouette in soft grey, blurred.
    `<filter id="f-cast" x="-20%" y="-20%" width="140%" height="140%"><feColorMatrix type="matrix" values="0 0 0 0 .23 0 0 0 0 .25 0 0 0 0 .28 0 0 0 .2 0"/><feGaussianBlur stdDeviation="7"/></filter>` +
    `<radialGradient id="shade"><stop offset="0" stop-color="#2a2d33"/><stop offset=".45" stop-color="#2a2d33" stop-opacity=".5"/><stop offset="1" stop-color="#2a2d33" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="glow"><stop offset="0" stop-color="#fff"/><stop offset=".5" stop-color="#fff" stop-opacity=".55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="hi" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".95"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>`
  );
}

export function svgDocument(width: number, height: number, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs>${commonDefs()}</defs>${body}</svg>`
  );
}

/** Paint references. */
export const paint = {
  body: (f: Finish) => `url(#${f}-b)`,
  vertical: (f: Finish) => `url(#${f}-v)`,
  deep: (f: Finish) => `url(#${f}-d)`,
  ball: (f: Finish) => `url(#${f}-r)`,
  stone: (s: Stone) => `url(#g-${s})`,
};

/**
 * Soft contact shadow under a piece. Radial gradients instead of blur filters: they look the same
 * here and rasterise many times faster (a Gaussian blur costs tens of milliseconds per use).
 */
export function shadow({ cx, cy, rx, ry }: NonNullable<Piece["shadow"]>, opacity = 0.22): string {
  return (
    `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx * 1.2)}" ry="${n(ry * 2)}" fill="url(#shade)" fill-opacity="${n(opacity * 1.6)}"/>` +
    `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx * 0.7)}" ry="${n(Math.max(3, ry * 0.6))}" fill="url(#shade)" fill-opacity="${n(opacity * 1.8)}"/>`
  );
}

/** A soft white glow (bokeh, highlights on the backdrop). */
export function glow(cx: number, cy: number, rx: number, ry = rx, opacity = 0.7): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="url(#glow)" fill-opacity="${n(opacity)}"/>`;
}

/** A four-pointed star glint with two long thin rays, as a camera catches a facet. */
export function sparkle(x: number, y: number, size: number, opacity = 0.95): string {
  const s = size;
  const w = size * 0.09;
  const star = `M${n(x)} ${n(y - s)}Q${n(x + w)} ${n(y - w)} ${n(x + s)} ${n(y)}Q${n(x + w)} ${n(y + w)} ${n(x)} ${n(y + s)}Q${n(x - w)} ${n(y + w)} ${n(x - s)} ${n(y)}Q${n(x - w)} ${n(y - w)} ${n(x)} ${n(y - s)}Z`;
  const ray = size * 0.6;
  return (
    glow(x, y, size * 0.55, size * 0.55, opacity) +
    `<path d="${star}" fill="#fff" fill-opacity="${opacity}"/>` +
    `<path d="${star}" transform="rotate(45 ${n(x)} ${n(y)}) translate(${n(x)} ${n(y)}) scale(.45) translate(${n(-x)} ${n(-y)})" fill="#fff" fill-opacity="${n(opacity * 0.8)}"/>` +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(Math.max(1, ray * 0.08))}" fill="#fff"/>`
  );
}

/** An ellipse-shaped arc from angle a0 to a1 (radians, 0 = right, clockwise because y points down). */
export function arcPath(cx: number, cy: number, rx: number, ry: number, a0: number, a1: number): string {
  const x0 = cx + rx * Math.cos(a0);
  const y0 = cy + ry * Math.sin(a0);
  const x1 = cx + rx * Math.cos(a1);
  const y1 = cy + ry * Math.sin(a1);
  const large = Math.abs(a1 - a0) > Math.PI ? 1 : 0;
  const sweep = a1 > a0 ? 1 : 0;
  return `M${n(x0)} ${n(y0)}A${n(rx)} ${n(ry)} 0 ${large} ${sweep} ${n(x1)} ${n(y1)}`;
}

/** Points along a cubic Bézier, with the tangent angle (degrees) at each. */
export function alongCubic(p0: Point, p1: Point, p2: Point, p3: Point, count: number): Array<Point & { angle: number }> {
  const out: Array<Point & { angle: number }> = [];
  for (let i = 0; i < count; i++) {
    const t = count === 1 ? 0.5 : i / (count - 1);
    const u = 1 - t;
    const x = u * u * u * p0.x + 3 * u * u * t * p1.x + 3 * u * t * t * p2.x + t * t * t * p3.x;
    const y = u * u * u * p0.y + 3 * u * u * t * p1.y + 3 * u * t * t * p2.y + t * t * t * p3.y;
    const dx = 3 * u * u * (p1.x - p0.x) + 6 * u * t * (p2.x - p1.x) + 3 * t * t * (p3.x - p2.x);
    const dy = 3 * u * u * (p1.y - p0.y) + 6 * u * t * (p2.y - p1.y) + 3 * t * t * (p3.y - p2.y);
    out.push({ x, y, angle: (Math.atan2(dy, dx) * 180) / Math.PI });
  }
  return out;
}

/** Approximate length of a cubic Bézier (enough to space chain links evenly). */
export function cubicLength(p0: Point, p1: Point, p2: Point, p3: Point): number {
  const pts = alongCubic(p0, p1, p2, p3, 40);
  let len = 0;
  for (let i = 1; i < pts.length; i++) {
    const a = pts[i - 1]!;
    const b = pts[i]!;
    len += Math.hypot(b.x - a.x, b.y - a.y);
  }
  return len;
}
