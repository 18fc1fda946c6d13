// Necklaces hanging as on a display: a chain falling from the top edge in a soft V to a bail,
// and a pendant below it. Variant picks the pendant and the chain style.
import { type Curve, CHAIN_STYLES, chain, chainShadow } from "./chains";
import { bead, cutPath, cutPoints, gem, pearl, setStone } from "./gems";
import { type Finish, type Piece, type Stone, n, paint, pick, sparkle } from "./svg-kit";

const ACCENTS: Stone[] = ["white", "blue", "green", "red", "pink", "purple"];

export const NECKLACE_BAIL = { x: 400, y: 446 };
/** Pendants are drawn at this scale about the bail, so they fill a product shot. */
const PENDANT_SCALE = 1.4;

/** The chain's two halves meeting at the bail. */
export function necklaceCurves(drop = 0): Curve[] {
  const b = NECKLACE_BAIL;
  return [
    { p0: { x: 140, y: -30 }, p1: { x: 150, y: 230 + drop }, p2: { x: 285, y: 430 + drop }, p3: { x: b.x - 7, y: b.y - 3 } },
    { p0: { x: b.x + 7, y: b.y - 3 }, p1: { x: 515, y: 430 + drop }, p2: { x: 650, y: 230 + drop }, p3: { x: 660, y: -30 } },
  ];
}

function petal(bx: number, by: number, angleDeg: number, length: number, width: number): string {
  const a = (angleDeg * Math.PI) / 180;
  const ux = Math.sin(a);
  const uy = -Math.cos(a);
  const px = -uy;
  const py = ux;
  const tip = { x: bx + ux * length, y: by + uy * length };
  const c1 = { x: bx + ux * length * 0.55 + px * width, y: by + uy * length * 0.55 + py * width };
  const c2 = { x: bx + ux * length * 0.55 - px * width, y: by + uy * length * 0.55 - py * width };
  return `M${n(bx)} ${n(by)}Q${n(c1.x)} ${n(c1.y)} ${n(tip.x)} ${n(tip.y)}Q${n(c2.x)} ${n(c2.y)} ${n(bx)} ${n(by)}Z`;
}

/** Pendants hang from the bail; each returns its drawing and how far down it reaches. */
function pendant(style: number, finish: Finish, accent: Stone): { body: string; bottom: number } {
  const x = NECKLACE_BAIL.x;
  const top = NECKLACE_BAIL.y + 10;
  switch (style) {
    case 0: {
      const r = 34;
      return { body: setStone("round", x, top + r + 6, r, "white", finish, "prong"), bottom: top + 2 * r + 10 };
    }
    case 1: {
      const cy = top + 62;
      const stones = cutPoints("heart", x, cy, 58, 22)
        .map((p, i) => setStone("round", p.x, p.y, 7.5, "white", finish, "prong", { glint: i % 6 === 0 }))
        .join("");
      return {
        body:
          `<path d="${cutPath("heart", x, cy, 74)}" fill="${paint.body(finish)}" stroke="${paint.deep(finish)}" stroke-width="2"/>` +
          `<path d="${cutPath("heart", x, cy, 44)}" fill="${paint.deep(finish)}"/>` +
          stones +
          gem("heart", x, cy, 34, accent === "white" ? "red" : accent),
        bottom: cy + 80,
      };
    }
    case 2: {
      // Lotus: five petals fanned from a base, a stone at the heart.
      const bx = x;
      const by = top + 130;
      const petals: Array<[number, number, number]> = [
        [-66, 70, 20],
        [66, 70, 20],
        [-33, 98, 26],
        [33, 98, 26],
        [0, 118, 30],
      ];
      const body = petals
        .map(
          ([a, l, w]) =>
            `<path d="${petal(bx, by, a, l, w)}" fill="${paint.body(finish)}" stroke="${paint.deep(finish)}" stroke-width="2"/>` +
            `<path d="${petal(bx, by - 8, a, l * 0.72, w * 0.5)}" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="2"/>`,
        )
        .join("");
      return {
        body:
          body +
          `<path d="M${bx - 52} ${by}Q${bx} ${by + 26} ${bx + 52} ${by}" fill="none" stroke="${paint.body(finish)}" stroke-width="9" stroke-linecap="round"/>` +
          setStone("round", bx, by - 10, 17, accent, finish, "bezel") +
          bead(x, top + 2, 6, finish),
        bottom: by + 20,
      };
    }
    case 3: {
      const cy = top + 58;
      const halo = cutPoints("pear", x, cy, 52, 18)
        .map((p, i) => setStone("round", p.x, p.y, 6.5, "white", finish, "prong", { glint: i % 5 === 0 }))
        .join("");
      return {
        body: `<path d="${cutPath("pear", x, cy, 58)}" fill="${paint.body(finish)}"/>` + halo + gem("pear", x, cy, 42, accent),
        bottom: cy + 80,
      };
    }
    case 4: {
      // Infinity: a lemniscate with small stones along one loop.
      const cy = top + 40;
      const a = 92;
      const pts: string[] = [];
      const stones: string[] = [];
      for (let i = 0; i <= 64; i++) {
        const t = (i / 64) * Math.PI * 2;
        const d = 1 + Math.sin(t) ** 2;
        const px = x + (a * Math.cos(t)) / d;
        const py = cy + (a * Math.sin(t) * Math.cos(t)) / d;
        pts.push(`${i ? "L" : "M"}${n(px)} ${n(py)}`);
        if (i % 4 === 2 && i < 32) stones.push(setStone("round", px, py, 6, "white", finish, "prong", { glint: i === 10 }));
      }
      return {
        body:
          `<path d="${pts.join("")}Z" fill="none" stroke="${paint.deep(finish)}" stroke-width="15"/>` +
          `<path d="${pts.join("")}Z" fill="none" stroke="${paint.body(finish)}" stroke-width="12"/>` +
          stones.join(""),
        bottom: cy + 40,
      };
    }
    case 5: {
      // Evil eye: blue enamel rings in a bezel with a halo of small stones.
      const cy = top + 50;
      const halo = cutPoints("round", x, cy, 50, 20)
        .map((p, i) => setStone("round", p.x, p.y, 5.5, "white", finish, "prong", { glint: i % 7 === 0 }))
        .join("");
      return {
        body:
          `<circle cx="${x}" cy="${cy}" r="56" fill="${paint.body(finish)}"/>` +
          halo +
          `<circle cx="${x}" cy="${cy}" r="41" fill="${paint.deep(finish)}"/>` +
          `<circle cx="${x}" cy="${cy}" r="38" fill="#1d48b0"/><circle cx="${x}" cy="${cy}" r="25" fill="#f7f9ff"/>` +
          `<circle cx="${x}" cy="${cy}" r="17" fill="#5aa6f2"/><circle cx="${x}" cy="${cy}" r="8.5" fill="#0b1633"/>` +
          `<ellipse cx="${x - 14}" cy="${cy - 18}" rx="14" ry="6" transform="rotate(-30 ${x - 14} ${cy - 18})" fill="#fff" fill-opacity=".6"/>`,
        bottom: cy + 58,
      };
    }
    case 6: {
      // Crescent moon with a star stone.
      const cy = top + 66;
      const clip = `moon-${Math.round(x)}-${Math.round(cy)}`;
      const circle = (cx: number, cyy: number, r: number) => `M${n(cx - r)} ${n(cyy)}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0Z`;
      return {
        body:
          `<clipPath id="${clip}"><path d="${circle(x, cy, 64)}"/></clipPath>` +
          `<path d="${circle(x, cy, 64)}${circle(x + 30, cy - 18, 54)}" fill-rule="evenodd" clip-path="url(#${clip})" fill="${paint.body(finish)}" stroke="${paint.deep(finish)}" stroke-width="3"/>` +
          setStone("round", x + 22, cy - 6, 16, accent, finish, "prong") +
          sparkle(x - 40, cy + 20, 12, 0.8),
        bottom: cy + 66,
      };
    }
    default: {
      // Pearl drop under a small stone cap.
      const cy = top + 52;
      return {
        body:
          pearl(x, cy, 36) +
          `<path d="M${x - 22} ${top + 22}Q${x} ${top + 8} ${x + 22} ${top + 22}L${x} ${top + 30}Z" fill="${paint.body(finish)}"/>` +
          setStone("round", x, top + 14, 10, "white", finish),
        bottom: cy + 36,
      };
    }
  }
}

export function necklace(variant: number, finish: Finish): Piece {
  const style = variant % 8;
  const chainStyle = pick(CHAIN_STYLES, variant + Math.floor(variant / 8));
  const accent = pick(ACCENTS, variant + 1);
  const curves = necklaceCurves();
  const b = NECKLACE_BAIL;
  const drawn = pendant(style, finish, accent);
  const k = PENDANT_SCALE;
  const p = {
    body: `<g transform="translate(${b.x} ${b.y}) scale(${k}) translate(${-b.x} ${-b.y})">${drawn.body}</g>`,
    bottom: b.y + (drawn.bottom - b.y) * k,
  };
  const bail =
    `<ellipse cx="${b.x}" cy="${b.y + 3}" rx="10" ry="16" fill="none" stroke="${paint.deep(finish)}" stroke-width="8"/>` +
    `<ellipse cx="${b.x}" cy="${b.y + 3}" rx="10" ry="16" fill="none" stroke="${paint.body(finish)}" stroke-width="5.5"/>`;
  const cast =
    chainShadow(curves, 10, 16, 9) +
    `<ellipse cx="${b.x + 16}" cy="${n((b.y + p.bottom) / 2 + 22)}" rx="110" ry="${n((p.bottom - b.y) / 2 + 30)}" fill="url(#shade)" fill-opacity=".35"/>`;
  return {
    body: chain(curves, chainStyle, finish, 1.3) + bail + p.body,
    cast,
    focus: { x: b.x, y: (b.y + p.bottom) / 2 },
  };
}
