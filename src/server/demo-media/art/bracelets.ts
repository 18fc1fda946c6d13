// Bracelets lying on the table, seen from about 35° above, so the loop is an ellipse: tennis
// bracelets, charm chains, engraved kadas, open cuffs and bead-station chains.
import { chain, ellipseCurves } from "./chains";
import { bead, cutPath, gem, setStone } from "./gems";
import { type Finish, type Piece, type Stone, arcPath, n, paint, pick, rng } from "./svg-kit";

const CX = 400;
const CY = 430;
const RX = 265;
const RY = 150;

const ACCENTS: Stone[] = ["blue", "green", "red", "pink", "purple", "white"];

/** Depth cue: things at the front (bottom of the ellipse) are larger. */
function depth(angle: number): number {
  return 0.78 + 0.22 * ((Math.sin(angle) + 1) / 2);
}

function tennis(finish: Finish, stone: Stone, alternate: boolean): string {
  const parts: string[] = [
    `<ellipse cx="${CX}" cy="${CY}" rx="${RX}" ry="${RY}" fill="none" stroke="${paint.deep(finish)}" stroke-width="26"/>`,
    `<ellipse cx="${CX}" cy="${CY - 3}" rx="${RX}" ry="${RY}" fill="none" stroke="${paint.body(finish)}" stroke-width="20"/>`,
  ];
  const count = 30;
  const items = Array.from({ length: count }, (_, i) => (i / count) * Math.PI * 2).sort((a, b) => Math.sin(a) - Math.sin(b));
  for (const a of items) {
    const x = CX + RX * Math.cos(a);
    const y = CY + RY * Math.sin(a) - 4;
    const k = depth(a);
    const index = Math.round((a / (Math.PI * 2)) * count);
    const s: Stone = alternate && index % 2 === 1 ? stone : "white";
    parts.push(`<circle cx="${n(x)}" cy="${n(y + 2)}" r="${n(17 * k)}" fill="${paint.deep(finish)}"/>`);
    parts.push(setStone("round", x, y, 14.5 * k, s, finish, "prong", { glint: index % 5 === 0 && Math.sin(a) > 0 }));
  }
  return parts.join("");
}

/** A charm dangling from the chain at angle `a`. */
function charm(kind: number, a: number, finish: Finish, stone: Stone): string {
  const x = CX + RX * Math.cos(a);
  const y = CY + RY * Math.sin(a);
  const cy = y + 46;
  const ring = `<circle cx="${n(x)}" cy="${n(y + 12)}" r="7" fill="none" stroke="${paint.body(finish)}" stroke-width="3.5"/>`;
  switch (kind % 4) {
    case 0:
      return ring + `<path d="${cutPath("heart", x, cy, 30)}" fill="${paint.body(finish)}" stroke="${paint.deep(finish)}" stroke-width="1.5"/>` + gem("heart", x, cy, 13, stone);
    case 1: {
      const pts: string[] = [];
      for (let i = 0; i < 10; i++) {
        const r = i % 2 ? 13 : 31;
        const t = -Math.PI / 2 + (i * Math.PI) / 5;
        pts.push(`${i ? "L" : "M"}${n(x + r * Math.cos(t))} ${n(cy + r * Math.sin(t))}`);
      }
      return ring + `<path d="${pts.join("")}Z" fill="${paint.body(finish)}" stroke="${paint.deep(finish)}" stroke-width="1.5" stroke-linejoin="round"/>` + gem("round", x, cy, 8, "white");
    }
    case 2:
      return ring + `<circle cx="${n(x)}" cy="${n(cy)}" r="26" fill="${paint.body(finish)}" stroke="${paint.deep(finish)}" stroke-width="2"/>` + setStone("round", x, cy, 12, stone, finish, "bezel");
    default:
      return ring + bead(x, cy - 10, 15, finish) + gem("pear", x, cy + 18, 16, stone);
  }
}

function charmChain(finish: Finish, stone: Stone, variant: number): string {
  const parts = [chain(ellipseCurves(CX, CY, RX, RY), "cable", finish, 1.6)];
  const angles = [0.18, 0.36, 0.5, 0.64, 0.82].map((t) => Math.PI * t);
  angles.forEach((a, i) => parts.push(charm(i + variant, a, finish, pick(ACCENTS, variant + i))));
  return parts.join("");
}

/** A solid bangle (kada): rim, inner face at the back, outer face at the front, engraved. */
function kada(finish: Finish, open: boolean, stone: Stone, variant: number): string {
  const h = 44;
  const left = `${n(CX - RX)} ${n(CY)}`;
  const right = `${n(CX + RX)} ${n(CY)}`;
  const parts: string[] = [];
  // Inner face at the back: between the top rim and the bottom rim on the far side.
  parts.push(`<path d="M${left}A${RX} ${RY} 0 0 1 ${right}L${n(CX + RX)} ${n(CY + h)}A${RX} ${RY} 0 0 0 ${n(CX - RX)} ${n(CY + h)}Z" fill="${paint.deep(finish)}"/>`);
  const front = `M${left}A${RX} ${RY} 0 0 0 ${right}L${n(CX + RX)} ${n(CY + h)}A${RX} ${RY} 0 0 1 ${n(CX - RX)} ${n(CY + h)}Z`;
  const clip = open ? `<clipPath id="cuff-gap"><path d="M0 0H800V800H0ZM${CX - 34} ${CY + 60}h68v${RY + 60}h-68Z" fill-rule="evenodd" clip-rule="evenodd"/></clipPath>` : "";
  const clipRef = open ? ` clip-path="url(#cuff-gap)"` : "";
  parts.push(clip);
  parts.push(`<g${clipRef}>`);
  parts.push(`<path d="${front}" fill="${paint.vertical(finish)}"/>`);
  // Rims and reflections.
  parts.push(`<ellipse cx="${CX}" cy="${CY}" rx="${RX}" ry="${RY}" fill="none" stroke="${paint.body(finish)}" stroke-width="9"/>`);
  parts.push(`<path d="${arcPath(CX, CY + h * 0.45, RX, RY, Math.PI * 0.12, Math.PI * 0.45)}" fill="none" stroke="#fff" stroke-opacity=".8" stroke-width="8" stroke-linecap="round" filter="url(#f-soft)"/>`);
  parts.push(`<path d="${arcPath(CX, CY + h, RX, RY, Math.PI * 0.02, Math.PI * 0.98)}" fill="none" stroke="#2f353e" stroke-opacity=".35" stroke-width="2"/>`);
  // Engraving: a row of beads between two incised lines, and a zig-zag.
  const rand = rng(variant * 31 + 7);
  for (let i = 0; i <= 40; i++) {
    const a = Math.PI * (0.04 + (0.92 * i) / 40);
    const x = CX + RX * Math.cos(a);
    const y = CY + RY * Math.sin(a);
    parts.push(bead(x, y + h * 0.5, 3.6 * depth(a), finish));
    if (i % 2 === 0 && variant % 2 === 0) {
      parts.push(`<path d="M${n(x - 6)} ${n(y + 9)}L${n(x)} ${n(y + 15)}L${n(x + 6)} ${n(y + 9)}" fill="none" stroke="#2b3038" stroke-opacity="${n(0.25 + rand() * 0.1)}" stroke-width="1.6"/>`);
    }
  }
  parts.push(`<path d="${arcPath(CX, CY + h * 0.5 - 8, RX, RY, Math.PI * 0.04, Math.PI * 0.96)}" fill="none" stroke="#2b3038" stroke-opacity=".25" stroke-width="1.4"/>`);
  parts.push(`<path d="${arcPath(CX, CY + h * 0.5 + 8, RX, RY, Math.PI * 0.04, Math.PI * 0.96)}" fill="none" stroke="#2b3038" stroke-opacity=".25" stroke-width="1.4"/>`);
  parts.push(`</g>`);
  if (open) {
    // The cuff's two ends, finished with stones.
    for (const dx of [-40, 40]) parts.push(bead(CX + dx, CY + RY + h * 0.5, 22, finish) + setStone("round", CX + dx, CY + RY + h * 0.5, 14, stone, finish, "bezel"));
  }
  return parts.join("");
}

function stations(finish: Finish, stone: Stone): string {
  const parts = [chain(ellipseCurves(CX, CY, RX, RY), "ball", finish, 1.5)];
  for (let i = 0; i < 5; i++) {
    const a = Math.PI * (0.18 + i * 0.16);
    const x = CX + RX * Math.cos(a);
    const y = CY + RY * Math.sin(a);
    parts.push(setStone(i % 2 ? "round" : "oval", x, y, 17, i % 2 ? "white" : stone, finish, "bezel"));
  }
  return parts.join("");
}

/** Bracelets by variant: tennis, charm chain, kada, cuff, tennis with colour, bead stations. */
export function bracelet(variant: number, finish: Finish): Piece {
  const style = variant % 6;
  const stone = pick(ACCENTS, variant + Math.floor(variant / 6));
  let body: string;
  if (style === 0) body = tennis(finish, "white", false);
  else if (style === 1) body = charmChain(finish, stone, variant);
  else if (style === 2) body = kada(finish, false, stone, variant);
  else if (style === 3) body = kada(finish, true, stone, variant);
  else if (style === 4) body = tennis(finish, stone, true);
  else body = stations(finish, stone);
  // The loop's shadow on the table: layered translucent strokes make a soft edge without a blur.
  const cast = [46, 30, 16]
    .map((w) => `<ellipse cx="${CX + 8}" cy="${CY + 26}" rx="${RX}" ry="${RY}" fill="none" stroke="#3b3f47" stroke-opacity=".055" stroke-width="${w}"/>`)
    .join("");
  return { body, cast, focus: { x: CX, y: CY + RY * 0.7 } };
}
