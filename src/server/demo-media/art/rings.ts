// Rings standing upright, seen slightly from above: a polished band (its inner face showing as a
// darker crescent) with a head on top. Ladies' rings carry stones; men's rings are heavier bands
// and signets.
import { setStone } from "./gems";
import { type Finish, type Piece, type Stone, arcPath, n, paint, pick, rng, sparkle } from "./svg-kit";

function ellipsePath(cx: number, cy: number, rx: number, ry: number): string {
  return `M${n(cx - rx)} ${n(cy)}a${n(rx)} ${n(ry)} 0 1 0 ${n(2 * rx)} 0a${n(rx)} ${n(ry)} 0 1 0 ${n(-2 * rx)} 0Z`;
}

interface BandSpec {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
  /** Thickness of the band's face as seen. */
  t: number;
  finish: Finish;
}

/** The band: face (ellipse minus hole), the inner face as a crescent, edges and reflections. */
function band({ cx, cy, rx, ry, t, finish }: BandSpec): string {
  const hx = rx - t;
  const hy = ry - t;
  const holeY = cy - t * 0.18;
  const clipId = `hole-${Math.round(cx)}-${Math.round(cy)}-${Math.round(rx)}-${Math.round(t)}`;
  const mid = { rx: rx - t / 2, ry: ry - t / 2 };
  return (
    `<clipPath id="${clipId}"><path d="${ellipsePath(cx, holeY, hx, hy)}"/></clipPath>` +
    `<path d="${ellipsePath(cx, cy, rx, ry)}${ellipsePath(cx, holeY, hx, hy)}" fill-rule="evenodd" fill="${paint.body(finish)}"/>` +
    // The inner face: the part of the hole not covered by the hole moved up by the band's width.
    `<path d="${ellipsePath(cx, holeY, hx, hy)}${ellipsePath(cx, holeY - t * 0.95, hx, hy)}" fill-rule="evenodd" fill="${paint.deep(finish)}" clip-path="url(#${clipId})"/>` +
    `<path d="${arcPath(cx, holeY, hx - 2, hy - 2, Math.PI * 0.15, Math.PI * 0.85)}" fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="${n(t * 0.12)}" filter="url(#f-soft)"/>` +
    // Studio reflections along the face, and a crisp dark line where the band turns away.
    `<path d="${arcPath(cx, cy, mid.rx + t * 0.12, mid.ry + t * 0.12, Math.PI * 1.05, Math.PI * 1.42)}" fill="none" stroke="#fff" stroke-linecap="round" stroke-opacity=".9" stroke-width="${n(t * 0.28)}" filter="url(#f-soft)"/>` +
    `<path d="${arcPath(cx, cy, mid.rx, mid.ry, Math.PI * 1.78, Math.PI * 2.1)}" fill="none" stroke="#fff" stroke-linecap="round" stroke-opacity=".6" stroke-width="${n(t * 0.18)}" filter="url(#f-soft)"/>` +
    `<path d="${arcPath(cx, cy, mid.rx - t * 0.1, mid.ry - t * 0.1, Math.PI * 0.35, Math.PI * 0.7)}" fill="none" stroke="#fff" stroke-linecap="round" stroke-opacity=".5" stroke-width="${n(t * 0.14)}" filter="url(#f-soft)"/>` +
    `<path d="${ellipsePath(cx, cy, rx, ry)}" fill="none" stroke="#2f353e" stroke-opacity=".28" stroke-width="1.4"/>` +
    `<path d="${ellipsePath(cx, holeY, hx, hy)}" fill="none" stroke="#2f353e" stroke-opacity=".22" stroke-width="1.2"/>`
  );
}

/** Small stones set along the top of the band face (pavé). */
function paveAlongBand({ cx, cy, rx, ry, t }: BandSpec, from: number, to: number, count: number, stone: Stone): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const a = from + ((to - from) * (i + 0.5)) / count;
    const x = cx + (rx - t / 2) * Math.cos(a);
    const y = cy + (ry - t / 2) * Math.sin(a);
    parts.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(t * 0.36)}" fill="#6f7784" fill-opacity=".35"/>`);
    parts.push(setStone("round", x, y, t * 0.3, stone, "silver", "prong", { glint: i % 3 === 1 }));
  }
  return parts.join("");
}

/** The basket and stems that lift the centre stone above the band. */
function basket(cx: number, topY: number, gemY: number, r: number, finish: Finish): string {
  const w = r * 0.55;
  return (
    `<path d="M${n(cx - w)} ${n(topY + 8)}C${n(cx - w)} ${n(gemY + r * 0.6)} ${n(cx - r * 0.9)} ${n(gemY + r * 0.5)} ${n(cx - r * 0.85)} ${n(gemY)}L${n(cx + r * 0.85)} ${n(gemY)}C${n(cx + r * 0.9)} ${n(gemY + r * 0.5)} ${n(cx + w)} ${n(gemY + r * 0.6)} ${n(cx + w)} ${n(topY + 8)}Z" fill="${paint.body(finish)}" stroke="#3b414a" stroke-opacity=".2"/>` +
    `<path d="M${n(cx - r * 0.32)} ${n(topY + 4)}L${n(cx - r * 0.5)} ${n(gemY + r * 0.2)}M${n(cx + r * 0.32)} ${n(topY + 4)}L${n(cx + r * 0.5)} ${n(gemY + r * 0.2)}" stroke="#fff" stroke-opacity=".6" stroke-width="3" stroke-linecap="round"/>`
  );
}

const LADIES_STONES: Stone[] = ["white", "white", "blue", "white", "green", "pink", "red", "purple"];

/** Ladies' rings, by variant: solitaire, halo, three-stone, pavé solitaire, coloured oval halo, heart, flower cluster. */
export function ladiesRing(variant: number, finish: Finish): Piece {
  const cx = 400;
  const cy = 478;
  const spec: BandSpec = { cx, cy, rx: 168, ry: 176, t: 27, finish };
  const topY = cy - spec.ry;
  const style = variant % 7;
  const accent = pick(LADIES_STONES, Math.floor(variant / 7) + style);
  const parts: string[] = [band(spec)];
  if (style === 0) {
    const r = 66;
    const gy = topY - r * 0.55;
    parts.push(basket(cx, topY, gy, r, finish), setStone("round", cx, gy, r, "white", finish));
  } else if (style === 1) {
    const r = 48;
    const gy = topY - r * 0.7;
    parts.push(basket(cx, topY, gy, r, finish));
    parts.push(`<circle cx="${cx}" cy="${n(gy)}" r="${n(r * 1.5)}" fill="${paint.body(finish)}"/>`);
    for (let i = 0; i < 14; i++) {
      const a = (i / 14) * Math.PI * 2;
      parts.push(setStone("round", cx + Math.cos(a) * r * 1.28, gy + Math.sin(a) * r * 1.28, r * 0.21, "white", finish, "prong", { glint: i % 4 === 0 }));
    }
    parts.push(setStone("round", cx, gy, r, accent === "white" ? "white" : accent, finish));
  } else if (style === 2) {
    const r = 52;
    const gy = topY - r * 0.45;
    parts.push(basket(cx, topY, gy, r, finish));
    parts.push(setStone("round", cx - r * 1.55, gy + r * 0.45, r * 0.62, accent, finish));
    parts.push(setStone("round", cx + r * 1.55, gy + r * 0.45, r * 0.62, accent, finish));
    parts.push(setStone("round", cx, gy, r, "white", finish));
  } else if (style === 3) {
    parts.push(paveAlongBand(spec, Math.PI * 1.12, Math.PI * 1.88, 13, "white"));
    const r = 54;
    const gy = topY - r * 0.5;
    parts.push(basket(cx, topY, gy, r, finish), setStone("round", cx, gy, r, "white", finish));
  } else if (style === 4) {
    const r = 56;
    const gy = topY - r * 0.6;
    const stone = accent === "white" ? "blue" : accent;
    parts.push(basket(cx, topY, gy, r, finish));
    parts.push(`<ellipse cx="${cx}" cy="${n(gy)}" rx="${n(r * 1.08)}" ry="${n(r * 1.38)}" fill="${paint.body(finish)}"/>`);
    for (let i = 0; i < 16; i++) {
      const a = (i / 16) * Math.PI * 2;
      parts.push(setStone("round", cx + Math.cos(a) * r * 0.92, gy + Math.sin(a) * r * 1.2, r * 0.17, "white", finish, "prong", { glint: i % 5 === 0 }));
    }
    parts.push(setStone("oval", cx, gy, r * 0.95, stone, finish));
  } else if (style === 5) {
    const r = 64;
    const gy = topY - r * 0.45;
    parts.push(basket(cx, topY, gy, r * 0.9, finish), setStone("heart", cx, gy, r, accent === "white" ? "pink" : accent, finish, "bezel"));
  } else {
    // Flower cluster: six petal stones around a centre stone on a domed plate.
    const r = 24;
    const gy = topY - 46;
    parts.push(basket(cx, topY, gy + 20, 50, finish));
    parts.push(`<circle cx="${cx}" cy="${n(gy)}" r="${n(r * 3.1)}" fill="${paint.deep(finish)}"/>`);
    for (let i = 0; i < 6; i++) {
      const a = (i / 6) * Math.PI * 2 - Math.PI / 2;
      parts.push(setStone("round", cx + Math.cos(a) * r * 2.05, gy + Math.sin(a) * r * 2.05, r, accent, finish, "prong", { glint: i === 5 }));
    }
    parts.push(setStone("round", cx, gy, r * 0.95, "white", finish));
  }
  return { body: parts.join(""), shadow: { cx, cy: cy + spec.ry + 8, rx: spec.rx * 0.95, ry: 16 }, focus: { x: cx, y: topY + 70 } };
}

/** Men's rings, by variant: onyx signet, engraved signet, striped band, flush-set stone, hammered band. */
export function mensRing(variant: number, finish: Finish): Piece {
  const cx = 400;
  const cy = 468;
  const style = variant % 5;
  const metal: Finish = finish === "silver" && variant % 2 === 1 && style !== 0 ? "oxidised" : finish;
  const spec: BandSpec = { cx, cy, rx: 178, ry: 184, t: style >= 2 ? 52 : 40, finish: metal };
  const topY = cy - spec.ry;
  const parts: string[] = [band(spec)];
  if (style === 0 || style === 1) {
    // A signet: a flat plate on top, its side showing as a darker rim.
    const w = 170;
    const h = 128;
    const y = topY - h * 0.42;
    parts.push(`<rect x="${n(cx - w / 2)}" y="${n(y + 12)}" width="${w}" height="${h}" rx="30" fill="${paint.deep(metal)}"/>`);
    parts.push(`<rect x="${n(cx - w / 2)}" y="${n(y)}" width="${w}" height="${h}" rx="30" fill="${paint.body(metal)}" stroke="#2f353e" stroke-opacity=".3"/>`);
    parts.push(`<rect x="${n(cx - w / 2 + 8)}" y="${n(y + 6)}" width="${w - 16}" height="18" rx="9" fill="url(#hi)" fill-opacity=".8"/>`);
    if (style === 0) {
      parts.push(`<rect x="${n(cx - w / 2 + 20)}" y="${n(y + 18)}" width="${w - 40}" height="${h - 36}" rx="16" fill="${paint.stone("onyx")}"/>`);
      parts.push(`<path d="M${n(cx - w / 2 + 32)} ${n(y + 30)}L${n(cx + 10)} ${n(y + 30)}" stroke="#fff" stroke-opacity=".35" stroke-width="6" stroke-linecap="round"/>`);
      if (variant % 3 === 1) parts.push(setStone("round", cx, y + h / 2, 13, "white", metal));
    } else {
      // Engraved crest: a shield with a chevron and hatch lines.
      const sx = cx;
      const sy = y + h / 2;
      parts.push(
        `<path d="M${n(sx - 38)} ${n(sy - 42)}H${n(sx + 38)}V${n(sy + 4)}C${n(sx + 38)} ${n(sy + 30)} ${n(sx + 14)} ${n(sy + 44)} ${n(sx)} ${n(sy + 50)}C${n(sx - 14)} ${n(sy + 44)} ${n(sx - 38)} ${n(sy + 30)} ${n(sx - 38)} ${n(sy + 4)}Z" fill="${paint.deep(metal)}" stroke="#fff" stroke-opacity=".5" stroke-width="2"/>`,
      );
      parts.push(`<path d="M${n(sx - 30)} ${n(sy + 8)}L${n(sx)} ${n(sy - 18)}L${n(sx + 30)} ${n(sy + 8)}" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="6" stroke-linejoin="round"/>`);
      for (let i = -3; i <= 3; i++) {
        parts.push(`<path d="M${n(sx + i * 9)} ${n(sy - 36)}V${n(sy - 24 + Math.abs(i) * 2)}" stroke="#1f2328" stroke-opacity=".35" stroke-width="2"/>`);
      }
    }
  } else if (style === 2) {
    // A dark inlaid stripe around the middle of the band.
    const mid = { rx: spec.rx - spec.t / 2, ry: spec.ry - spec.t / 2 };
    parts.push(`<ellipse cx="${cx}" cy="${cy}" rx="${n(mid.rx)}" ry="${n(mid.ry)}" fill="none" stroke="${paint.stone("onyx")}" stroke-width="${n(spec.t * 0.28)}" stroke-opacity=".9"/>`);
    parts.push(`<path d="${arcPath(cx, cy, mid.rx, mid.ry, Math.PI * 1.1, Math.PI * 1.4)}" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="3"/>`);
  } else if (style === 3) {
    const stone: Stone = pick(["white", "blue", "onyx", "red"], variant);
    parts.push(`<circle cx="${cx}" cy="${n(topY + spec.t / 2)}" r="19" fill="${paint.deep(metal)}"/>`);
    parts.push(setStone("round", cx, topY + spec.t / 2, 16, stone, metal, "bezel"));
  } else {
    // Hammered texture: many small facets catching light.
    const rand = rng(variant * 977 + 13);
    for (let i = 0; i < 70; i++) {
      const a = rand() * Math.PI * 2;
      const k = spec.t * (0.15 + rand() * 0.7);
      const x = cx + (spec.rx - k) * Math.cos(a);
      const y = cy + (spec.ry - k) * Math.sin(a);
      const light = rand() > 0.45;
      parts.push(`<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(4 + rand() * 5)}" ry="${n(2.5 + rand() * 3)}" transform="rotate(${n((a * 180) / Math.PI + 90)} ${n(x)} ${n(y)})" fill="${light ? "#fff" : "#2b3038"}" fill-opacity="${light ? 0.5 : 0.16}"/>`);
    }
    parts.push(sparkle(cx - 120, cy - 120, 16, 0.7));
  }
  return { body: parts.join(""), shadow: { cx, cy: cy + spec.ry + 8, rx: spec.rx, ry: 18 }, focus: { x: cx, y: topY + 60 } };
}
