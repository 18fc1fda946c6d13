// Pictures made of several pieces: category tiles (one piece on a round soft backdrop), the three
// home-page hero banners (left side kept calm for the title) and blog covers.
import { bracelet } from "./bracelets";
import { chain } from "./chains";
import { earrings, tops } from "./earrings";
import { giftBox } from "./gift-boxes";
import { necklace } from "./necklaces";
import { ladiesRing, mensRing } from "./rings";
import { type Piece, glow, n, shadow, sparkle, svgDocument } from "./svg-kit";

export const CATEGORY_SLUGS = ["necklace", "bracelets", "earrings", "tops", "ladies-rings", "mens-rings", "gift-cases"] as const;
export type CategorySlug = (typeof CATEGORY_SLUGS)[number];

export const CATEGORY_SIZE = 600;
export const HERO_SIZE = { width: 1600, height: 700 };
export const BLOG_SIZE = { width: 1200, height: 630 };
export const HERO_COUNT = 3;
export const BLOG_COVER_COUNT = 6;

/** A piece (drawn in an 800×800 space) placed with its centre at (x, y). */
function embed(piece: Piece, x: number, y: number, scale: number, rotate = 0, withShadow = true): string {
  const contact = withShadow && piece.shadow ? shadow(piece.shadow, 0.2) : "";
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${rotate}) scale(${scale}) translate(-400 -400)">${contact}${piece.cast ?? ""}${piece.body}</g>`;
}

function bokeh(points: Array<[number, number, number]>): string {
  return points.map(([x, y, r]) => glow(x, y, r * 2.2, r * 2.2, 0.6)).join("");
}

const TILES: Record<CategorySlug, { tint: string; edge: string; piece: () => Piece; scale: number; dy: number }> = {
  necklace: { tint: "#fbf1ef", edge: "#ecd9d5", piece: () => necklace(2, "silver"), scale: 0.74, dy: -10 },
  bracelets: { tint: "#f2f5f9", edge: "#d9e0ea", piece: () => bracelet(0, "silver"), scale: 0.66, dy: 0 },
  earrings: { tint: "#f6f1f8", edge: "#e2d7e8", piece: () => earrings(1, "silver"), scale: 0.66, dy: 0 },
  tops: { tint: "#f0f6f3", edge: "#d6e6de", piece: () => tops(1, "silver"), scale: 0.7, dy: 0 },
  "ladies-rings": { tint: "#fbf3ee", edge: "#eddcd2", piece: () => ladiesRing(1, "silver"), scale: 0.66, dy: 10 },
  "mens-rings": { tint: "#f1f2f5", edge: "#d8dbe2", piece: () => mensRing(0, "silver"), scale: 0.64, dy: 14 },
  "gift-cases": { tint: "#f8f0f1", edge: "#e8d5d8", piece: () => giftBox(0, "silver"), scale: 0.7, dy: 4 },
};

/** A category tile: the piece on a round soft backdrop. */
export function categoryTileSvg(slug: CategorySlug): string {
  const t = TILES[slug];
  const s = CATEGORY_SIZE;
  const c = s / 2;
  const body =
    `<rect width="${s}" height="${s}" fill="#fbfaf9"/>` +
    `<radialGradient id="tile" cx="45%" cy="38%" r="62%"><stop offset="0" stop-color="#fff"/><stop offset=".55" stop-color="${t.tint}"/><stop offset="1" stop-color="${t.edge}"/></radialGradient>` +
    `<clipPath id="tile-clip"><circle cx="${c}" cy="${c}" r="${c - 12}"/></clipPath>` +
    `<circle cx="${c}" cy="${c + 6}" r="${c - 12}" fill="#3b3f47" fill-opacity=".12" filter="url(#f-shadow)"/>` +
    `<circle cx="${c}" cy="${c}" r="${c - 12}" fill="url(#tile)"/>` +
    `<g clip-path="url(#tile-clip)">${embed(t.piece(), c, c + t.dy, t.scale)}</g>` +
    `<circle cx="${c}" cy="${c}" r="${c - 13}" fill="none" stroke="#fff" stroke-width="3" stroke-opacity=".9"/>`;
  return svgDocument(s, s, body);
}

/** The hero backdrop: calm warm-white on the left, a soft lit stage and silk drape on the right. */
function heroBackdrop(warm: string, cool: string, drape: string): string {
  const { width: w, height: h } = HERO_SIZE;
  return (
    `<linearGradient id="hero-bg" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${warm}"/><stop offset=".45" stop-color="${warm}"/><stop offset="1" stop-color="${cool}"/></linearGradient>` +
    `<linearGradient id="drape" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff"/><stop offset=".5" stop-color="${drape}"/><stop offset="1" stop-color="#fff" stop-opacity=".6"/></linearGradient>` +
    `<rect width="${w}" height="${h}" fill="url(#hero-bg)"/>` +
    glow(1130, 330, 520, 380, 0.85) +
    `<path d="M700 ${h}C860 560 980 600 1120 540S1420 420 ${w} 470V${h}Z" fill="url(#drape)" fill-opacity=".9"/>` +
    `<path d="M760 ${h}C900 600 1040 640 1180 590S1450 500 ${w} 540" fill="none" stroke="#fff" stroke-width="10" stroke-opacity=".35"/>` +
    `<path d="M760 ${h}C900 600 1040 640 1180 590S1450 500 ${w} 540" fill="none" stroke="#fff" stroke-width="4" stroke-opacity=".7"/>`
  );
}

const HEROES: Array<() => string> = [
  // 1: rings and chains.
  () => {
    const draped = chain(
      [{ p0: { x: 760, y: -20 }, p1: { x: 820, y: 420 }, p2: { x: 1250, y: 520 }, p3: { x: 1620, y: 180 } }],
      "rope",
      "silver",
      1.6,
    );
    return (
      heroBackdrop("#f8f6f3", "#e9ecf0", "#eef0f4") +
      [24, 14, 7].map((w) => `<path d="M760 -20C820 420 1250 520 1620 180" transform="translate(10 18)" fill="none" stroke="#3b3f47" stroke-opacity=".05" stroke-width="${w}"/>`).join("") +
      draped +
      embed(ladiesRing(0, "silver"), 1040, 400, 0.62, -8) +
      embed(mensRing(2, "silver"), 1330, 430, 0.5, 10) +
      bokeh([
        [880, 120, 40],
        [1480, 110, 50],
      ]) +
      sparkle(1250, 452, 18, 0.8) +
      sparkle(1420, 300, 14, 0.7)
    );
  },
  // 2: timeless elegance — a pendant necklace and drop earrings.
  () =>
    heroBackdrop("#faf7f4", "#efe6e1", "#f3e7e3") +
    embed(necklace(3, "silver"), 1080, 300, 0.95, 0, false) +
    embed(earrings(0, "silver"), 1420, 470, 0.48, 8) +
    bokeh([
      [850, 560, 50],
      [1500, 140, 40],
    ]) +
    sparkle(1080, 480, 22),
  // 3: necklaces, earrings and more.
  () =>
    heroBackdrop("#f7f7f8", "#e7eaf0", "#edf0f5") +
    embed(bracelet(0, "silver"), 1000, 470, 0.6, -6) +
    embed(earrings(1, "silver"), 1340, 360, 0.52, 4) +
    embed(tops(0, "silver"), 1200, 600, 0.32, 0) +
    bokeh([
      [900, 150, 45],
      [1520, 560, 40],
    ]) +
    sparkle(1180, 390, 20),
];

export function heroSvg(index: number): string {
  const draw = HEROES[((index % HEROES.length) + HEROES.length) % HEROES.length]!;
  return svgDocument(HERO_SIZE.width, HERO_SIZE.height, draw());
}

/** Stroked digits for a hallmark stamp (no fonts needed): each in a 40×70 box. */
const DIGITS: Record<string, string> = {
  "9": "M36 22A16 16 0 1 1 4 22A16 16 0 1 1 36 22ZM36 22V48Q36 66 18 66Q9 66 5 60",
  "2": "M5 18Q6 4 20 4Q35 4 35 18Q35 30 20 42L5 66H36",
  "5": "M34 4H9L7 32Q14 27 21 27Q36 27 36 46Q36 66 19 66Q9 66 4 59",
};

function hallmark(x: number, y: number, scale: number): string {
  const digits = ["9", "2", "5"]
    .map((d, i) => {
      const path = DIGITS[d]!;
      const at = `translate(${30 + i * 52} 22)`;
      return (
        `<path d="${path}" transform="${at} translate(0 2)" fill="none" stroke="#fff" stroke-opacity=".8" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>` +
        `<path d="${path}" transform="${at}" fill="none" stroke="#4b525d" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>`
      );
    })
    .join("");
  return (
    `<g transform="translate(${x} ${y}) scale(${scale})">` +
    `<ellipse cx="108" cy="122" rx="125" ry="18" fill="url(#shade)" fill-opacity=".45"/>` +
    `<rect width="208" height="116" rx="22" fill="url(#silver-b)"/>` +
    `<rect x="10" y="10" width="188" height="96" rx="14" fill="url(#silver-d)" fill-opacity=".35"/>` +
    `<rect x="10" y="10" width="188" height="96" rx="14" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="2"/>` +
    digits +
    `</g>`
  );
}

function blogBackdrop(top: string, bottom: string): string {
  const { width: w, height: h } = BLOG_SIZE;
  return (
    `<linearGradient id="blog-bg" x1="0" y1="0" x2=".3" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>` +
    `<rect width="${w}" height="${h}" fill="url(#blog-bg)"/>` +
    glow(w * 0.35, h * 0.3, 460, 280, 0.7)
  );
}

const COVERS: Array<() => string> = [
  // 1: caring for silver — a polishing cloth, a ring and a bangle.
  () =>
    blogBackdrop("#f6f7f9", "#e4e8ee") +
    `<linearGradient id="cloth" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#eef1f6"/><stop offset="1" stop-color="#cfd8e4"/></linearGradient>` +
    `<path d="M40 ${BLOG_SIZE.height}C120 470 300 430 470 460S700 540 720 ${BLOG_SIZE.height}Z" fill="url(#cloth)"/>` +
    `<path d="M110 600C210 500 340 480 470 505M180 630C260 560 380 540 520 560" fill="none" stroke="#fff" stroke-width="7" stroke-opacity=".6"/>` +
    `<path d="M150 620C250 530 370 515 500 535" fill="none" stroke="#aab6c6" stroke-width="5" stroke-opacity=".3"/>` +
    embed(ladiesRing(3, "silver"), 430, 330, 0.55, -6) +
    embed(bracelet(2, "silver"), 850, 380, 0.62, 4) +
    sparkle(300, 200, 18) +
    sparkle(980, 220, 12, 0.7),
  // 2: hallmarking — the 925 stamp beside a band.
  () =>
    blogBackdrop("#f8f6f3", "#e8e3dc") +
    hallmark(170, 230, 1.6) +
    embed(mensRing(2, "silver"), 840, 330, 0.6, 8) +
    sparkle(760, 150, 14, 0.8),
  // 3: gifting — a gift box with a bow and a pendant.
  () =>
    blogBackdrop("#fbf5f3", "#eedfdb") +
    `<rect x="150" y="330" width="330" height="220" rx="10" fill="#e9c9c6"/><rect x="150" y="330" width="330" height="220" rx="10" fill="url(#hi)" fill-opacity=".3"/>` +
    `<rect x="130" y="290" width="370" height="62" rx="10" fill="#f2d7d4"/>` +
    `<rect x="297" y="290" width="36" height="260" fill="#c98f8c"/>` +
    `<path d="M315 292C270 220 200 240 230 280C250 300 300 296 315 292ZM315 292C360 220 430 240 400 280C380 300 330 296 315 292Z" fill="#c98f8c"/>` +
    `<ellipse cx="325" cy="556" rx="230" ry="22" fill="url(#shade)" fill-opacity=".4"/>` +
    embed(necklace(1, "silver"), 800, 300, 0.72, 0, false) +
    sparkle(880, 420, 16),
  // 4: styling — layered necklaces and jhumkas.
  () =>
    blogBackdrop("#f5f4f2", "#e6e2dd") +
    embed(necklace(7, "silver"), 430, 200, 0.62, 0, false) +
    embed(necklace(5, "silver"), 430, 360, 0.85, 0, false) +
    embed(earrings(1, "silver"), 930, 330, 0.62, 4) +
    sparkle(960, 140, 14, 0.7),
  // 5: everyday sparkle — studs and a tennis bracelet.
  () =>
    blogBackdrop("#f4f6f8", "#e3e7ed") +
    embed(bracelet(4, "silver"), 470, 330, 0.72, -4) +
    embed(tops(0, "silver"), 930, 330, 0.5, 0) +
    sparkle(320, 170, 16),
  // 6: rose gold and gold accents.
  () =>
    blogBackdrop("#fbf6f1", "#efe4d8") +
    embed(ladiesRing(2, "rose-gold"), 380, 330, 0.6, -8) +
    embed(earrings(2, "gold"), 820, 330, 0.62, 6) +
    sparkle(1010, 180, 14, 0.7),
];

export function blogCoverSvg(index: number): string {
  const draw = COVERS[((index % COVERS.length) + COVERS.length) % COVERS.length]!;
  return svgDocument(BLOG_SIZE.width, BLOG_SIZE.height, draw());
}
