// Gift cases: velvet jewellery boxes seen from the front and a little above, lid open to show a
// silver piece on satin, and a wrapped gift box with a satin bow. The jewellery inside is the same
// drawing the other pictures use, scaled into the box.
import { bracelet } from "./bracelets";
import { tops } from "./earrings";
import { necklace } from "./necklaces";
import { ladiesRing } from "./rings";
import { type Finish, type Piece, n, pick, sparkle } from "./svg-kit";

interface Velvet {
  light: string;
  mid: string;
  dark: string;
  /** The satin lining. */
  satin: string;
}

const VELVETS: Velvet[] = [
  { light: "#a8455c", mid: "#7a2238", dark: "#4a1021", satin: "#f6ece9" }, // burgundy
  { light: "#3f5590", mid: "#243766", dark: "#131e3d", satin: "#eef0f6" }, // midnight blue
  { light: "#2f8468", mid: "#1a5a46", dark: "#0d3527", satin: "#eef5f1" }, // emerald
  { light: "#ecc9c7", mid: "#d3a3a2", dark: "#a9797a", satin: "#fdf7f5" }, // blush
  { light: "#5b5f68", mid: "#373a41", dark: "#1d1f24", satin: "#f3f3f1" }, // charcoal
];

function defs(v: Velvet): string {
  return (
    `<linearGradient id="velvet" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${v.light}"/><stop offset=".55" stop-color="${v.mid}"/><stop offset="1" stop-color="${v.dark}"/></linearGradient>` +
    `<linearGradient id="velvet-side" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${v.dark}"/><stop offset=".18" stop-color="${v.mid}"/><stop offset=".5" stop-color="${v.light}"/><stop offset=".82" stop-color="${v.mid}"/><stop offset="1" stop-color="${v.dark}"/></linearGradient>` +
    `<linearGradient id="satin" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff"/><stop offset=".45" stop-color="${v.satin}"/><stop offset=".7" stop-color="#fff"/><stop offset="1" stop-color="${v.satin}"/></linearGradient>` +
    `<linearGradient id="cushion" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${v.light}"/><stop offset=".5" stop-color="${v.mid}"/><stop offset="1" stop-color="${v.dark}"/></linearGradient>`
  );
}

interface Box {
  /** Half width, front-face height, depth of the opening as seen, and the lid's height. */
  hw: number;
  h: number;
  d: number;
  lid: number;
  /** Top of the front face (the front edge of the opening). */
  y: number;
}

/** The open lid behind the opening: velvet outside, satin lining inside, slightly wider at the top. */
function lid({ hw, d, lid: l, y }: Box): string {
  const back = y - d;
  const spread = 14;
  const outer = `M${n(400 - hw)} ${n(back)}L${n(400 - hw - spread)} ${n(back - l)}Q${n(400 - hw - spread)} ${n(back - l - 22)} ${n(400 - hw + 10)} ${n(back - l - 22)}H${n(400 + hw - 10)}Q${n(400 + hw + spread)} ${n(back - l - 22)} ${n(400 + hw + spread)} ${n(back - l)}L${n(400 + hw)} ${n(back)}Z`;
  const m = 20;
  const inner = `M${n(400 - hw + m)} ${n(back - 6)}L${n(400 - hw - spread + m + 4)} ${n(back - l + m)}H${n(400 + hw + spread - m - 4)}L${n(400 + hw - m)} ${n(back - 6)}Z`;
  return (
    `<path d="${outer}" fill="url(#velvet-side)"/>` +
    `<path d="${inner}" fill="url(#satin)"/>` +
    `<path d="${inner}" fill="none" stroke="#000" stroke-opacity=".08" stroke-width="3"/>` +
    // Soft shading where the lining meets the hinge, and a satin highlight.
    `<rect x="${n(400 - hw + m)}" y="${n(back - 40)}" width="${n(2 * (hw - m))}" height="34" fill="url(#shade)" fill-opacity=".12"/>` +
    `<path d="M${n(400 - hw * 0.55)} ${n(back - l + m + 18)}Q${n(400)} ${n(back - l * 0.55)} ${n(400 + hw * 0.6)} ${n(back - l * 0.25)}" fill="none" stroke="#fff" stroke-width="16" stroke-opacity=".6" filter="url(#f-soft)"/>`
  );
}

/** The base: the opening (rim and interior), then the front face over everything below the rim. */
function base({ hw, h, d, y }: Box, interior: string): { back: string; front: string } {
  const back = y - d;
  const rim = 16;
  const opening = `<rect x="${n(400 - hw)}" y="${n(back)}" width="${n(2 * hw)}" height="${n(d)}" rx="14" fill="url(#velvet-side)"/>`;
  const inside = `<rect x="${n(400 - hw + rim)}" y="${n(back + rim * 0.6)}" width="${n(2 * (hw - rim))}" height="${n(d - rim * 1.2)}" rx="8" fill="url(#cushion)"/>`;
  const front =
    `<rect x="${n(400 - hw)}" y="${n(y)}" width="${n(2 * hw)}" height="${n(h)}" rx="18" fill="url(#velvet)"/>` +
    `<rect x="${n(400 - hw)}" y="${n(y)}" width="${n(2 * hw)}" height="${n(h)}" rx="18" fill="url(#velvet-side)" fill-opacity=".35"/>` +
    // A thin silver line where lid meets base, and the small clasp.
    `<rect x="${n(400 - hw + 6)}" y="${n(y + 2)}" width="${n(2 * hw - 12)}" height="5" rx="2.5" fill="url(#silver-b)"/>` +
    `<rect x="388" y="${n(y + 1)}" width="24" height="18" rx="4" fill="url(#silver-b)" stroke="#4b525d" stroke-opacity=".35"/>` +
    `<path d="M${n(400 - hw + 24)} ${n(y + h - 14)}H${n(400 + hw - 24)}" stroke="#000" stroke-opacity=".12" stroke-width="6" stroke-linecap="round"/>`;
  return { back: opening + inside + interior, front };
}

/** A piece drawn in the 800×800 space, scaled about its centre and moved to (x, y). */
function place(piece: Piece, x: number, y: number, scale: number): string {
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${scale}) translate(-400 -400)">${piece.cast ?? ""}${piece.body}</g>`;
}

function openBox(box: Box, interior: string): Piece {
  const { back, front } = base(box, interior);
  return {
    body: lid(box) + back + front + sparkle(400 + box.hw - 30, box.y - box.d - box.lid + 30, 14, 0.7),
    shadow: { cx: 400, cy: box.y + box.h + 4, rx: box.hw * 1.05, ry: 18 },
    focus: { x: 400, y: box.y - box.d / 2 },
  };
}

/** A ring standing in the slit of a velvet cushion. */
function ringBox(variant: number, finish: Finish): Piece {
  const box: Box = { hw: 170, h: 150, d: 120, lid: 230, y: 520 };
  const slit = box.y - box.d * 0.42;
  const clip = `<clipPath id="slit"><rect x="0" y="0" width="800" height="${n(slit)}"/></clipPath>`;
  const roll = (top: number, height: number) =>
    `<rect x="${n(400 - box.hw + 16)}" y="${n(top)}" width="${n(2 * (box.hw - 16))}" height="${n(height)}" rx="${n(height / 2)}" fill="url(#cushion)"/>` +
    `<rect x="${n(400 - box.hw + 30)}" y="${n(top + 6)}" width="${n(2 * (box.hw - 30))}" height="${n(height * 0.28)}" rx="${n(height * 0.14)}" fill="#fff" fill-opacity=".14"/>`;
  const interior =
    roll(box.y - box.d + 10, slit - (box.y - box.d + 10) + 6) +
    clip +
    `<g clip-path="url(#slit)">${place(ladiesRing(variant, finish), 400, slit - 52, 0.52)}</g>` +
    roll(slit - 2, box.y - slit - 4);
  return openBox(box, interior);
}

/** A pendant on its chain, laid on satin in a flat box. */
function pendantBox(variant: number, finish: Finish): Piece {
  const box: Box = { hw: 200, h: 110, d: 220, lid: 210, y: 560 };
  const top = box.y - box.d;
  const clip = `<clipPath id="tray"><rect x="${n(400 - box.hw + 16)}" y="${n(top + 10)}" width="${n(2 * (box.hw - 16))}" height="${n(box.d - 20)}" rx="8"/></clipPath>`;
  const interior =
    clip +
    `<rect x="${n(400 - box.hw + 16)}" y="${n(top + 10)}" width="${n(2 * (box.hw - 16))}" height="${n(box.d - 20)}" rx="8" fill="url(#satin)"/>` +
    `<g clip-path="url(#tray)">${place(necklace(variant, finish), 400, top + box.d * 0.42, 0.46)}</g>`;
  return openBox(box, interior);
}

/** A pair of studs pinned into a cushion. */
function earringBox(variant: number, finish: Finish): Piece {
  const box: Box = { hw: 175, h: 130, d: 190, lid: 210, y: 560 };
  const top = box.y - box.d;
  const interior =
    `<rect x="${n(400 - box.hw + 24)}" y="${n(top + 18)}" width="${n(2 * (box.hw - 24))}" height="${n(box.d - 34)}" rx="40" fill="url(#cushion)"/>` +
    `<rect x="${n(400 - box.hw + 40)}" y="${n(top + 26)}" width="${n(2 * (box.hw - 40))}" height="40" rx="20" fill="#fff" fill-opacity=".12"/>` +
    place(tops(variant, finish), 400, top + box.d / 2, 0.36);
  return openBox(box, interior);
}

/** A bracelet on a satin roll in a long box. */
function braceletBox(variant: number, finish: Finish): Piece {
  const box: Box = { hw: 215, h: 110, d: 230, lid: 190, y: 570 };
  const top = box.y - box.d;
  const clip = `<clipPath id="long-tray"><rect x="${n(400 - box.hw + 16)}" y="${n(top + 10)}" width="${n(2 * (box.hw - 16))}" height="${n(box.d - 20)}" rx="8"/></clipPath>`;
  const interior =
    clip +
    `<rect x="${n(400 - box.hw + 16)}" y="${n(top + 10)}" width="${n(2 * (box.hw - 16))}" height="${n(box.d - 20)}" rx="8" fill="url(#satin)"/>` +
    `<g clip-path="url(#long-tray)">${place(bracelet(variant, finish), 400, top + box.d / 2, 0.5)}</g>`;
  return openBox(box, interior);
}

/** A wrapped gift: box and lid in velvet paper, a satin ribbon tied in a bow, and a silver tag. */
function wrappedGift(v: Velvet, finish: Finish): Piece {
  const hw = 190;
  const y = 380;
  const h = 230;
  const lidH = 64;
  const ribbon = "url(#satin)";
  const loop = (dir: 1 | -1) =>
    `<path d="M400 ${y - 8}C${400 + dir * 40} ${y - 110} ${400 + dir * 150} ${y - 120} ${400 + dir * 140} ${y - 50}C${400 + dir * 130} ${y - 10} ${400 + dir * 60} ${y - 6} 400 ${y - 8}Z" fill="${ribbon}" stroke="#000" stroke-opacity=".1" stroke-width="3"/>` +
    `<path d="M${400 + dir * 30} ${y - 30}C${400 + dir * 70} ${y - 90} ${400 + dir * 120} ${y - 88} ${400 + dir * 118} ${y - 56}" fill="none" stroke="#000" stroke-opacity=".08" stroke-width="6"/>`;
  const tail = (dir: 1 | -1) => `<path d="M400 ${y}L${400 + dir * 70} ${y + 120}L${400 + dir * 52} ${y + 110}L${400 + dir * 40} ${y + 128}L400 ${y + 14}Z" fill="${ribbon}" stroke="#000" stroke-opacity=".08" stroke-width="2"/>`;
  return {
    body:
      `<rect x="${400 - hw + 12}" y="${y + lidH - 10}" width="${2 * hw - 24}" height="${h}" rx="12" fill="url(#velvet)"/>` +
      `<rect x="${400 - hw + 12}" y="${y + lidH - 10}" width="${2 * hw - 24}" height="${h}" rx="12" fill="url(#velvet-side)" fill-opacity=".4"/>` +
      `<rect x="${400 - hw}" y="${y}" width="${2 * hw}" height="${lidH}" rx="12" fill="url(#velvet-side)"/>` +
      `<rect x="${400 - hw}" y="${y}" width="${2 * hw}" height="14" rx="7" fill="#fff" fill-opacity=".16"/>` +
      `<rect x="${400 - hw + 12}" y="${y + lidH - 10}" width="${2 * hw - 24}" height="14" fill="#000" fill-opacity=".12"/>` +
      // The ribbon down the front, the bow's tails and loops, and the knot.
      `<rect x="378" y="${y}" width="44" height="${h + lidH - 10}" fill="${ribbon}"/>` +
      `<path d="M384 ${y}V${y + h + lidH - 10}" stroke="#fff" stroke-width="4" stroke-opacity=".8"/>` +
      tail(-1) +
      tail(1) +
      loop(-1) +
      loop(1) +
      `<ellipse cx="400" cy="${y - 8}" rx="26" ry="20" fill="${ribbon}" stroke="#000" stroke-opacity=".12" stroke-width="3"/>` +
      // A silver tag hung on a thread, stamped 925.
      `<path d="M${400 + hw - 70} ${y + lidH}Q${400 + hw - 40} ${y + lidH + 40} ${400 + hw - 56} ${y + lidH + 70}" fill="none" stroke="#8d95a1" stroke-width="2.5"/>` +
      `<g transform="rotate(-12 ${400 + hw - 56} ${y + lidH + 100})"><rect x="${400 + hw - 96}" y="${y + lidH + 70}" width="80" height="56" rx="10" fill="url(#${finish}-b)" stroke="#4b525d" stroke-opacity=".3"/>` +
      `<circle cx="${400 + hw - 56}" cy="${y + lidH + 80}" r="4" fill="#4b525d" fill-opacity=".5"/>` +
      `<path d="M${400 + hw - 78} ${y + lidH + 112}h36" stroke="#4b525d" stroke-opacity=".35" stroke-width="4" stroke-linecap="round"/></g>` +
      sparkle(400 - hw + 40, y + 20, 16, 0.8),
    shadow: { cx: 400, cy: y + lidH + h - 6, rx: hw * 1.05, ry: 18 },
    focus: { x: 400, y: y + 40 },
  };
}

/** Gift cases by variant: ring box, pendant box, earring box, bracelet box, wrapped gift; the velvet colour changes too. */
export function giftBox(variant: number, finish: Finish): Piece {
  const style = variant % 5;
  const velvet = pick(VELVETS, variant + Math.floor(variant / 5));
  let piece: Piece;
  if (style === 0) piece = ringBox(variant, finish);
  else if (style === 1) piece = pendantBox(variant, finish);
  else if (style === 2) piece = earringBox(variant, finish);
  else if (style === 3) piece = braceletBox(variant, finish);
  else piece = wrappedGift(velvet, finish);
  return { ...piece, body: defs(velvet) + piece.body };
}
