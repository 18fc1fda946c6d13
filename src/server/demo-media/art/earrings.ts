// Earrings are photographed as a pair: drops on hooks, jhumkas, hoops, chandbalis, linear drops
// and leaf drops. "Tops" are studs: solitaire, flower cluster, heart, pearl, princess, halo, star.
import { bead, cutPath, cutPoints, gem, pearl, setStone } from "./gems";
import { type Finish, type Piece, type Stone, n, paint, pick, rng } from "./svg-kit";

const ACCENTS: Stone[] = ["blue", "green", "red", "pink", "purple", "white"];

/** A French hook: the wire curls over the top and down behind the earring. */
function hook(x: number, y: number, finish: Finish): string {
  const d = `M${n(x)} ${n(y + 46)}C${n(x)} ${n(y - 18)} ${n(x + 58)} ${n(y - 22)} ${n(x + 52)} ${n(y + 36)}`;
  return (
    `<path d="${d}" fill="none" stroke="${paint.deep(finish)}" stroke-width="5.5" stroke-linecap="round"/>` +
    `<path d="${d}" fill="none" stroke="${paint.body(finish)}" stroke-width="3.8" stroke-linecap="round"/>` +
    bead(x, y + 46, 7, finish)
  );
}

function jumpRing(x: number, y: number, finish: Finish, r = 7): string {
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${r}" fill="none" stroke="${paint.body(finish)}" stroke-width="3.2"/>`;
}

/** A stud top: a flower of stones, used above jhumkas and chandbalis. */
function flowerTop(x: number, y: number, finish: Finish, stone: Stone, r = 11): string {
  const petals = Array.from({ length: 6 }, (_, i) => {
    const a = (i / 6) * Math.PI * 2;
    return setStone("round", x + Math.cos(a) * r * 1.9, y + Math.sin(a) * r * 1.9, r * 0.85, "white", finish, "prong", { glint: false });
  }).join("");
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 2.9)}" fill="${paint.body(finish)}"/>` + petals + setStone("round", x, y, r, stone, finish, "bezel");
}

function dropEarring(x: number, y: number, finish: Finish, stone: Stone): string {
  return hook(x, y, finish) + jumpRing(x, y + 60, finish) + bead(x, y + 72, 9, finish) + setStone("pear", x, y + 130, 46, stone, finish, "bezel");
}

function jhumka(x: number, y: number, finish: Finish, stone: Stone, variant: number): string {
  const top = y + 24;
  const domeTop = top + 62;
  const rimY = domeTop + 110;
  const w = 68;
  const parts: string[] = [flowerTop(x, top, finish, stone, 10), jumpRing(x, top + 40, finish, 8)];
  // The bell: a rounded dome flaring to a wide rim, lit from the left.
  const dome = (k: number) =>
    `M${n(x - 12 * k)} ${n(domeTop)}C${n(x - 40 * k)} ${n(domeTop + 6)} ${n(x - w * k + 6)} ${n(rimY - 58)} ${n(x - w * k)} ${n(rimY)}` +
    `Q${n(x)} ${n(rimY + 26)} ${n(x + w * k)} ${n(rimY)}C${n(x + w * k - 6)} ${n(rimY - 58)} ${n(x + 40 * k)} ${n(domeTop + 6)} ${n(x + 12 * k)} ${n(domeTop)}Z`;
  parts.push(`<path d="${dome(1)}" fill="${paint.vertical(finish)}" stroke="${paint.deep(finish)}" stroke-width="2"/>`);
  parts.push(`<path d="${dome(0.55)}" fill="#fff" fill-opacity=".18"/>`);
  parts.push(`<path d="M${n(x - 26)} ${n(domeTop + 14)}C${n(x - 50)} ${n(domeTop + 30)} ${n(x - 62)} ${n(rimY - 40)} ${n(x - 64)} ${n(rimY - 8)}" fill="none" stroke="#fff" stroke-opacity=".75" stroke-width="7" stroke-linecap="round" filter="url(#f-soft)"/>`);
  parts.push(`<path d="M${n(x + 34)} ${n(domeTop + 24)}C${n(x + 52)} ${n(domeTop + 44)} ${n(x + 60)} ${n(rimY - 40)} ${n(x + 62)} ${n(rimY - 10)}" fill="none" stroke="#1f2328" stroke-opacity=".18" stroke-width="6" stroke-linecap="round" filter="url(#f-soft)"/>`);
  // Filigree bands of granulation that follow the dome's curve.
  for (const [k, r] of [
    [0.42, 3],
    [0.72, 3.6],
  ] as const) {
    const yy = domeTop + (rimY - domeTop) * k;
    const half = 12 + (w - 12) * Math.sqrt(k) * 0.86;
    for (let i = 0; i <= 10; i++) {
      const t = i / 10;
      parts.push(bead(x - half + 2 * half * t, yy + Math.sin(t * Math.PI) * 10 * k, r, finish));
    }
  }
  parts.push(`<path d="M${n(x - w)} ${n(rimY)}Q${n(x)} ${n(rimY + 26)} ${n(x + w)} ${n(rimY)}" fill="none" stroke="${paint.body(finish)}" stroke-width="7" stroke-linecap="round"/>`);
  // The fringe: small beads hanging from the rim, alternating metal and coloured drops.
  const rand = rng(variant * 53 + 1);
  for (let i = 0; i < 9; i++) {
    const t = i / 8;
    const fx = x - w + 2 * w * t;
    const fy = rimY + Math.sin(t * Math.PI) * 13 + 6;
    const len = 14 + rand() * 6;
    parts.push(`<path d="M${n(fx)} ${n(fy)}V${n(fy + len)}" stroke="${paint.body(finish)}" stroke-width="2"/>`);
    parts.push(i % 2 ? bead(fx, fy + len + 5, 5.5, finish) : stone === "white" ? pearl(fx, fy + len + 6, 6.5) : gem("round", fx, fy + len + 6, 6.5, stone, { glint: false }));
  }
  return parts.join("");
}

function hoop(x: number, y: number, finish: Finish, stone: Stone): string {
  const cy = y + 110;
  const r = 92;
  const parts: string[] = [
    `<circle cx="${n(x)}" cy="${n(cy)}" r="${r}" fill="none" stroke="${paint.deep(finish)}" stroke-width="15"/>`,
    `<circle cx="${n(x)}" cy="${n(cy)}" r="${r}" fill="none" stroke="${paint.body(finish)}" stroke-width="12"/>`,
  ];
  for (let i = 0; i < 13; i++) {
    const a = Math.PI * (0.1 + (0.8 * i) / 12);
    parts.push(setStone("round", x + r * Math.cos(a), cy + r * Math.sin(a), 6.5, "white", finish, "prong", { glint: i === 4 }));
  }
  parts.push(jumpRing(x, cy + r + 10, finish, 6), setStone("pear", x, cy + r + 42, 24, stone, finish, "bezel"));
  return parts.join("");
}

function chandbali(x: number, y: number, finish: Finish, stone: Stone): string {
  const top = y + 24;
  const cy = top + 130;
  const clip = `chand-${Math.round(x)}-${Math.round(y)}`;
  const circle = (cxx: number, cyy: number, r: number) => `M${n(cxx - r)} ${n(cyy)}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0Z`;
  const parts: string[] = [
    flowerTop(x, top, finish, stone, 9),
    jumpRing(x, top + 36, finish, 7),
    `<clipPath id="${clip}"><path d="${circle(x, cy, 88)}"/></clipPath>`,
    `<path d="${circle(x, cy, 88)}${circle(x, cy - 46, 78)}" fill-rule="evenodd" clip-path="url(#${clip})" fill="${paint.body(finish)}" stroke="${paint.deep(finish)}" stroke-width="3"/>`,
  ];
  // Stones along the crescent, granulation on the inner edge and a bead fringe.
  for (let i = 0; i < 9; i++) {
    const a = Math.PI * (0.12 + (0.76 * i) / 8);
    parts.push(setStone("round", x + 66 * Math.cos(a), cy + 62 * Math.sin(a), 8.5, i % 2 ? "white" : stone, finish, "bezel", { glint: i === 4 }));
  }
  for (let i = 0; i < 15; i++) {
    const a = Math.PI * (0.06 + (0.88 * i) / 14);
    const fx = x + 90 * Math.cos(a);
    const fy = cy + 90 * Math.sin(a);
    parts.push(`<path d="M${n(fx)} ${n(fy)}L${n(fx + 12 * Math.cos(a))} ${n(fy + 12 * Math.sin(a) + 6)}" stroke="${paint.body(finish)}" stroke-width="1.6"/>`);
    parts.push(i % 2 ? bead(fx + 14 * Math.cos(a), fy + 14 * Math.sin(a) + 8, 4.5, finish) : pearl(fx + 14 * Math.cos(a), fy + 14 * Math.sin(a) + 8, 5));
  }
  return parts.join("");
}

function linearDrop(x: number, y: number, finish: Finish, stone: Stone): string {
  const parts: string[] = [setStone("round", x, y + 30, 17, "white", finish, "prong")];
  let yy = y + 30;
  [13, 17, 24].forEach((r, i) => {
    const prev = i === 0 ? 17 : [13, 17, 24][i - 1]!;
    yy += prev + r + 12;
    parts.push(`<path d="M${x} ${n(yy - r - 14)}V${n(yy - r + 2)}" stroke="${paint.body(finish)}" stroke-width="3"/>`);
    parts.push(setStone(i === 2 ? "pear" : "round", x, yy, r, i === 2 ? stone : "white", finish, "bezel"));
  });
  return parts.join("");
}

function leafDrop(x: number, y: number, finish: Finish, stone: Stone): string {
  const top = y + 70;
  const len = 150;
  const d = `M${x} ${top}C${x + 62} ${top + 40} ${x + 50} ${top + len - 30} ${x} ${top + len}C${x - 50} ${top + len - 30} ${x - 62} ${top + 40} ${x} ${top}Z`;
  const parts: string[] = [
    hook(x, y, finish),
    `<path d="${d}" fill="${paint.body(finish)}" stroke="${paint.deep(finish)}" stroke-width="2"/>`,
    `<path d="M${x} ${top + 10}V${top + len - 12}" stroke="${paint.deep(finish)}" stroke-width="3"/>`,
  ];
  for (let i = 1; i <= 5; i++) {
    const yy = top + 18 + i * 20;
    parts.push(`<path d="M${x} ${yy}Q${x + 18} ${yy - 6} ${x + 30 - i * 2} ${yy - 20}M${x} ${yy}Q${x - 18} ${yy - 6} ${x - 30 + i * 2} ${yy - 20}" fill="none" stroke="#fff" stroke-opacity=".65" stroke-width="2"/>`);
  }
  parts.push(setStone("round", x, top + len - 22, 10, stone, finish, "bezel"));
  return parts.join("");
}

/** Two earrings side by side, the right one a little lower and turned, as a stylist would lay them. */
function pair(draw: (x: number, y: number) => string, y: number, spacing = 125): string {
  return (
    `<g transform="rotate(-4 ${400 - spacing} ${y})">${draw(400 - spacing, y)}</g>` +
    `<g transform="rotate(5 ${400 + spacing} ${y + 18})">${draw(400 + spacing, y + 18)}</g>`
  );
}

export function earrings(variant: number, finish: Finish): Piece {
  const style = variant % 6;
  const stone = pick(ACCENTS, variant + Math.floor(variant / 6) * 2);
  // Jhumkas alternate between oxidised with coloured beads and bright silver with pearls.
  const round = Math.floor(variant / 6);
  const metal: Finish = style === 1 && finish === "silver" && round % 2 === 0 ? "oxidised" : finish;
  const draw = [
    (x: number, y: number) => dropEarring(x, y, metal, stone),
    (x: number, y: number) => jhumka(x, y, metal, round % 2 === 1 ? "white" : stone, variant),
    (x: number, y: number) => hoop(x, y, metal, stone),
    (x: number, y: number) => chandbali(x, y, metal, stone),
    (x: number, y: number) => linearDrop(x, y, metal, stone),
    (x: number, y: number) => leafDrop(x, y, metal, stone),
  ][style]!;
  // Centre the pair vertically: each style has its own drawn height.
  const height = [190, 262, 280, 262, 180, 225][style]!;
  const y = 400 - (height * 1.45) / 2 - 6;
  const spacing = style === 1 || style === 2 || style === 3 ? 120 : 105;
  const drawn = pair(draw, y, spacing);
  // Drawn at a comfortable size, then enlarged to fill the shot; hanging pieces cast a soft shadow.
  const scale = `translate(400 ${y}) scale(1.45) translate(-400 ${-y})`;
  const body = `<g transform="${scale}">${drawn}</g>`;
  const cast = `<g transform="translate(16 22)" filter="url(#f-cast)"><g transform="${scale}">${drawn}</g></g>`;
  return { body, cast, focus: { x: 400 - spacing * 1.45, y: 400 } };
}

function stud(style: number, x: number, y: number, finish: Finish, stone: Stone): string {
  switch (style) {
    case 0:
      return setStone("round", x, y, 66, "white", finish, "prong");
    case 1: {
      const petals = Array.from({ length: 6 }, (_, i) => {
        const a = (i / 6) * Math.PI * 2 - Math.PI / 2;
        return setStone("round", x + Math.cos(a) * 52, y + Math.sin(a) * 52, 27, stone, finish, "prong", { glint: i === 5 });
      }).join("");
      return `<circle cx="${x}" cy="${y}" r="70" fill="${paint.deep(finish)}"/>` + petals + setStone("round", x, y, 26, "white", finish, "prong");
    }
    case 2:
      return `<path d="${cutPath("heart", x, y, 72)}" fill="${paint.body(finish)}"/>` + gem("heart", x, y, 56, stone === "white" ? "pink" : stone);
    case 3:
      return pearl(x, y + 8, 60) + `<path d="M${x - 30} ${y - 44}Q${x} ${y - 62} ${x + 30} ${y - 44}L${x} ${y - 34}Z" fill="${paint.body(finish)}"/>` + setStone("round", x, y - 52, 12, "white", finish);
    case 4:
      return setStone("princess", x, y, 66, "white", finish, "prong");
    case 5: {
      const halo = cutPoints("round", x, y, 60, 18)
        .map((p, i) => setStone("round", p.x, p.y, 9.5, "white", finish, "prong", { glint: i % 6 === 0 }))
        .join("");
      return `<circle cx="${x}" cy="${y}" r="72" fill="${paint.body(finish)}"/>` + halo + setStone("round", x, y, 44, stone === "white" ? "blue" : stone, finish, "prong");
    }
    default: {
      const pts: string[] = [];
      for (let i = 0; i < 10; i++) {
        const r = i % 2 ? 32 : 78;
        const t = -Math.PI / 2 + (i * Math.PI) / 5;
        pts.push(`${i ? "L" : "M"}${n(x + r * Math.cos(t))} ${n(y + r * Math.sin(t))}`);
      }
      const dots = Array.from({ length: 5 }, (_, i) => {
        const t = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
        return setStone("round", x + 50 * Math.cos(t), y + 50 * Math.sin(t), 8.5, "white", finish, "prong", { glint: i === 0 });
      }).join("");
      return `<path d="${pts.join("")}Z" fill="${paint.body(finish)}" stroke="${paint.deep(finish)}" stroke-width="3" stroke-linejoin="round"/>` + dots + setStone("round", x, y, 20, stone, finish, "bezel");
    }
  }
}

export function tops(variant: number, finish: Finish): Piece {
  const style = variant % 7;
  const stone = pick(ACCENTS, variant + Math.floor(variant / 7));
  const one = (x: number, y: number, turn: number) =>
    `<g transform="translate(${x} ${y}) rotate(${turn}) scale(1.45)">` +
    `<ellipse cx="14" cy="${style === 3 ? 70 : 62}" rx="80" ry="18" fill="url(#shade)" fill-opacity=".45"/>` +
    stud(style, 0, 0, finish, stone) +
    `</g>`;
  return { body: one(245, 380, -6) + one(555, 420, 8), focus: { x: 250, y: 390 } };
}
