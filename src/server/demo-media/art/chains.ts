// Chains drawn along a curve: cable links, box links, ball chain and a twisted rope. Each link
// is a small shape turned along the curve's tangent, which is what makes a chain read as metal.
import { type Finish, type Point, alongCubic, cubicLength, n, paint } from "./svg-kit";

export type ChainStyle = "cable" | "box" | "ball" | "rope";
export const CHAIN_STYLES: ChainStyle[] = ["cable", "rope", "box", "ball"];

export interface Curve {
  p0: Point;
  p1: Point;
  p2: Point;
  p3: Point;
}

/** Points spaced roughly `step` apart along a chain of curves. */
function stations(curves: Curve[], step: number): Array<Point & { angle: number }> {
  return curves.flatMap((c) => alongCubic(c.p0, c.p1, c.p2, c.p3, Math.max(2, Math.round(cubicLength(c.p0, c.p1, c.p2, c.p3) / step))));
}

function curvePath(curves: Curve[]): string {
  return curves
    .map((c, i) => `${i ? "L" : "M"}${n(c.p0.x)} ${n(c.p0.y)}C${n(c.p1.x)} ${n(c.p1.y)} ${n(c.p2.x)} ${n(c.p2.y)} ${n(c.p3.x)} ${n(c.p3.y)}`)
    .join("");
}

/** A chain following `curves`; `scale` 1 is a fine everyday chain at 800 px. */
export function chain(curves: Curve[], style: ChainStyle, finish: Finish, scale = 1): string {
  const parts: string[] = [];
  if (style === "rope") {
    const d = curvePath(curves);
    parts.push(`<path d="${d}" fill="none" stroke="${paint.deep(finish)}" stroke-width="${n(7.5 * scale)}" stroke-linecap="round"/>`);
    parts.push(`<path d="${d}" fill="none" stroke="${paint.body(finish)}" stroke-width="${n(6 * scale)}" stroke-linecap="round"/>`);
    // The twist: short bright dashes across the rope.
    parts.push(`<path d="${d}" fill="none" stroke="#fff" stroke-opacity=".75" stroke-width="${n(5 * scale)}" stroke-dasharray="${n(2.2 * scale)} ${n(3.2 * scale)}"/>`);
    return parts.join("");
  }
  const step = (style === "ball" ? 9 : style === "box" ? 8.5 : 11) * scale;
  stations(curves, step).forEach((p, i) => {
    const rot = `rotate(${n(p.angle)} ${n(p.x)} ${n(p.y)})`;
    if (style === "ball") {
      parts.push(`<circle cx="${n(p.x)}" cy="${n(p.y)}" r="${n(4.1 * scale)}" fill="${paint.ball(finish)}"/>`);
    } else if (style === "box") {
      const s = 7.6 * scale;
      parts.push(
        `<rect x="${n(p.x - s / 2)}" y="${n(p.y - s / 2)}" width="${n(s)}" height="${n(s)}" rx="1" transform="${rot}" fill="${paint.body(finish)}" stroke="${paint.deep(finish)}" stroke-width="${n(1.2 * scale)}"/>`,
      );
    } else if (i % 2 === 0) {
      // Cable chain: a link seen flat, then the next one seen edge-on.
      parts.push(
        `<ellipse cx="${n(p.x)}" cy="${n(p.y)}" rx="${n(8 * scale)}" ry="${n(4.6 * scale)}" transform="${rot}" fill="none" stroke="${paint.body(finish)}" stroke-width="${n(2.4 * scale)}"/>`,
      );
    } else {
      parts.push(`<ellipse cx="${n(p.x)}" cy="${n(p.y)}" rx="${n(7.5 * scale)}" ry="${n(1.8 * scale)}" transform="${rot}" fill="${paint.ball(finish)}"/>`);
    }
  });
  return parts.join("");
}

/** The shadow the chain casts on the backdrop: an offset copy of its line, soft-edged by layering. */
export function chainShadow(curves: Curve[], dx = 9, dy = 14, width = 7): string {
  const d = curvePath(curves);
  return [2.6, 1.6, 0.8]
    .map((k) => `<path d="${d}" transform="translate(${dx} ${dy})" fill="none" stroke="#3b3f47" stroke-opacity=".05" stroke-width="${n(width * k)}" stroke-linecap="round"/>`)
    .join("");
}

/** Curves around an ellipse (for bracelets), split in four quarter arcs. */
export function ellipseCurves(cx: number, cy: number, rx: number, ry: number): Curve[] {
  const k = 0.5523;
  const e = (x: number, y: number): Point => ({ x: cx + x * rx, y: cy + y * ry });
  return [
    { p0: e(1, 0), p1: e(1, k), p2: e(k, 1), p3: e(0, 1) },
    { p0: e(0, 1), p1: e(-k, 1), p2: e(-1, k), p3: e(-1, 0) },
    { p0: e(-1, 0), p1: e(-1, -k), p2: e(-k, -1), p3: e(0, -1) },
    { p0: e(0, -1), p1: e(k, -1), p2: e(1, -k), p3: e(1, 0) },
  ];
}
